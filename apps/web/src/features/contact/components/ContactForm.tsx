import { SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { CONTACT_LIMITS } from '@spina/domain';
import { useTranslation } from 'react-i18next';
import { useContactForm } from '../hooks/use-contact-form';
import { type ContactValues } from '../form-check';
import { FormFooter, Honeypot, TermsCheckbox } from './FormParts';

const FIELD_ORDER = ['contactName', 'email', 'phone', 'companyName', 'message', 'termsAccepted'] as const;
const idOf = (field: string) => `contact-${field}`;

/**
 * The contact form (spec 3 §2 contact): name, e-mail, an optional phone (10 digits) and company, the message and
 * the terms box. A signed-in user finds their name, e-mail and current company filled in (`initial`).
 */
export function ContactForm({
  initial,
  signedIn,
  onSent,
}: {
  initial: ContactValues;
  signedIn: boolean;
  onSent: (email: string) => void;
}) {
  const { t } = useTranslation('contact');
  const form = useContactForm('contact', initial, {
    fieldOrder: FIELD_ORDER,
    idOf,
    onSent: () => onSent(form.values.email.trim()),
  });
  const text = (field: Exclude<keyof ContactValues, 'termsAccepted'>) => ({
    id: idOf(field),
    value: form.values[field],
    error: form.problemOf(field),
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setField(field, event.currentTarget.value),
  });
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('contact.formTitle')}>
      <Stack gap="md">
        {signedIn && (
          <Text size="sm" c="gray.7">
            {t('contact.signedInNote', { name: initial.contactName, email: initial.email })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={signedIn ? t('fields.contactNameOwn') : t('fields.contactName')}
            required
            maxLength={CONTACT_LIMITS.name}
            autoComplete="name"
            {...text('contactName')}
          />
          <TextInput
            label={t('fields.email')}
            type="email"
            required
            maxLength={320}
            autoComplete="email"
            {...text('email')}
          />
          <TextInput
            label={t('fields.phoneOptional')}
            description={t('fields.phoneHint')}
            type="tel"
            inputMode="numeric"
            maxLength={20}
            autoComplete="tel-national"
            {...text('phone')}
          />
          <TextInput
            label={t('fields.companyOptional')}
            maxLength={CONTACT_LIMITS.company}
            autoComplete="organization"
            {...text('companyName')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.message')}
          required
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          {...text('message')}
        />
        <Honeypot value={form.website} onChange={form.setWebsite} />
        <TermsCheckbox
          id={idOf('termsAccepted')}
          checked={form.values.termsAccepted}
          error={form.problemOf('termsAccepted')}
          onChange={(checked) => form.setField('termsAccepted', checked)}
        />
        <FormFooter error={form.formError} sending={form.sending} />
      </Stack>
    </form>
  );
}
