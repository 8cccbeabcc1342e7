import { SimpleGrid, Text, Textarea } from '@mantine/core';
import { CONTACT_LIMITS } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useContactForm } from '../hooks/use-contact-form';
import { type ContactValues } from '../form-check';
import { CompanyField, ContactFormFrame, EmailField, NameField, PhoneField } from './FormParts';

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
  return (
    <ContactFormFrame form={form} label={t('contact.formTitle')}>
      {signedIn && (
        <Text size="sm" c="gray.7">
          {t('contact.signedInNote', { name: initial.contactName, email: initial.email })}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NameField
          label={signedIn ? t('fields.contactNameOwn') : t('fields.contactName')}
          {...form.textField('contactName')}
        />
        <EmailField {...form.textField('email')} />
        <PhoneField required={false} {...form.textField('phone')} />
        <CompanyField required={false} {...form.textField('companyName')} />
      </SimpleGrid>
      <Textarea
        label={t('fields.message')}
        required
        rows={5}
        maxLength={CONTACT_LIMITS.message}
        {...form.textField('message')}
      />
    </ContactFormFrame>
  );
}
