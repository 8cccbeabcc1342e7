import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { BUSINESS_TYPES, CONTACT_LIMITS, type BusinessType } from '@spina/domain';
import { useTranslation } from 'react-i18next';
import { useContactForm } from '../hooks/use-contact-form';
import { EMPTY_VALUES, type PartnerValues } from '../form-check';
import { FormFooter, Honeypot, TermsCheckbox } from './FormParts';

const FIELD_ORDER = [
  'companyName',
  'vatNumber',
  'businessType',
  'contactName',
  'email',
  'phone',
  'address',
  'zip',
  'city',
  'message',
  'termsAccepted',
] as const;
const idOf = (field: string) => `partner-${field}`;

/**
 * The become-a-partner form (spec 3 §2): company, VAT number, type of business, contact person, e-mail, phone
 * (10 digits), address with ZIP (5 digits) and city, a message, and the terms box (spec 3 §5).
 */
export function PartnerForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('contact');
  const form = useContactForm('partner', EMPTY_VALUES.partner, {
    fieldOrder: FIELD_ORDER,
    idOf,
    onSent: () => onSent(form.values.email.trim()),
  });
  const text = (field: Exclude<keyof PartnerValues, 'termsAccepted' | 'businessType'>) => ({
    id: idOf(field),
    value: form.values[field],
    error: form.problemOf(field),
    onChange: (event: { currentTarget: { value: string } }) =>
      form.setField(field, event.currentTarget.value),
  });
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate aria-label={t('partner.formTitle')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.companyName')}
            required
            maxLength={CONTACT_LIMITS.company}
            autoComplete="organization"
            {...text('companyName')}
          />
          <TextInput
            label={t('fields.vatNumber')}
            description={t('fields.vatNumberHint')}
            required
            maxLength={20}
            {...text('vatNumber')}
          />
          <NativeSelect
            id={idOf('businessType')}
            label={t('fields.businessType')}
            required
            value={form.values.businessType}
            error={form.problemOf('businessType')}
            onChange={(event) =>
              form.setField('businessType', event.currentTarget.value as BusinessType | '')
            }
            data={[
              { value: '', label: t('fields.businessTypePlaceholder') },
              ...BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businessTypes.${type}`) })),
            ]}
          />
          <TextInput
            label={t('fields.contactName')}
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
            label={t('fields.phone')}
            description={t('fields.phoneHint')}
            type="tel"
            inputMode="numeric"
            required
            maxLength={20}
            autoComplete="tel-national"
            {...text('phone')}
          />
        </SimpleGrid>
        <TextInput
          label={t('fields.address')}
          required
          maxLength={CONTACT_LIMITS.address}
          autoComplete="street-address"
          {...text('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.zip')}
            description={t('fields.zipHint')}
            inputMode="numeric"
            required
            maxLength={10}
            autoComplete="postal-code"
            {...text('zip')}
          />
          <TextInput
            label={t('fields.city')}
            required
            maxLength={CONTACT_LIMITS.city}
            autoComplete="address-level2"
            {...text('city')}
          />
        </SimpleGrid>
        <Textarea
          label={t('fields.messagePartner')}
          rows={3}
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
