import { NativeSelect, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { BUSINESS_TYPES, CONTACT_LIMITS, type BusinessType } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useContactForm } from '../hooks/use-contact-form';
import { EMPTY_VALUES } from '../form-check';
import { CompanyField, ContactFormFrame, EmailField, NameField, PhoneField } from './FormParts';

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
  return (
    <ContactFormFrame form={form} label={t('partner.formTitle')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CompanyField required {...form.textField('companyName')} />
        <TextInput
          label={t('fields.vatNumber')}
          description={t('fields.vatNumberHint')}
          required
          maxLength={20}
          {...form.textField('vatNumber')}
        />
        <NativeSelect
          id={idOf('businessType')}
          label={t('fields.businessType')}
          required
          value={form.values.businessType}
          error={form.problemOf('businessType')}
          onChange={(event) => form.setField('businessType', event.currentTarget.value as BusinessType | '')}
          data={[
            { value: '', label: t('fields.businessTypePlaceholder') },
            ...BUSINESS_TYPES.map((type) => ({ value: type, label: t(`businessTypes.${type}`) })),
          ]}
        />
        <NameField label={t('fields.contactName')} {...form.textField('contactName')} />
        <EmailField {...form.textField('email')} />
        <PhoneField required {...form.textField('phone')} />
      </SimpleGrid>
      <TextInput
        label={t('fields.address')}
        required
        maxLength={CONTACT_LIMITS.address}
        autoComplete="street-address"
        {...form.textField('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('fields.zip')}
          description={t('fields.zipHint')}
          inputMode="numeric"
          required
          maxLength={10}
          autoComplete="postal-code"
          {...form.textField('zip')}
        />
        <TextInput
          label={t('fields.city')}
          required
          maxLength={CONTACT_LIMITS.city}
          autoComplete="address-level2"
          {...form.textField('city')}
        />
      </SimpleGrid>
      <Textarea
        label={t('fields.messagePartner')}
        rows={3}
        maxLength={CONTACT_LIMITS.message}
        {...form.textField('message')}
      />
    </ContactFormFrame>
  );
}
