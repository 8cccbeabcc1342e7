import { Checkbox, Stack } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';

export type TermsState = { agreement: boolean; guidelines: boolean };

/**
 * The two acceptances an order needs (spec 3 §5; spec 2 §5): the Master Purchase Agreement and the guidelines
 * and terms; `showErrors` marks the missing ones after a press of Place order.
 */
export function TermsAcceptance({
  value,
  onChange,
  showErrors,
}: {
  value: TermsState;
  onChange: (value: TermsState) => void;
  showErrors: boolean;
}) {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="sm" role="group" aria-label={t('terms.label')}>
      <Checkbox
        checked={value.agreement}
        onChange={(event) => onChange({ ...value, agreement: event.currentTarget.checked })}
        label={t('terms.agreement')}
        required
        error={showErrors && !value.agreement ? t('terms.agreementMissing') : undefined}
      />
      <Checkbox
        checked={value.guidelines}
        onChange={(event) => onChange({ ...value, guidelines: event.currentTarget.checked })}
        label={t('terms.guidelines')}
        required
        error={showErrors && !value.guidelines ? t('terms.guidelinesMissing') : undefined}
      />
    </Stack>
  );
}

/** Whether both acceptances are given. */
export const termsAccepted = (value: TermsState) => value.agreement && value.guidelines;
