import { useTranslation } from '../../../lib/i18n/use-translation';

/** Hectolitres written in the interface language, one decimal place. */
export function useHl() {
  const { t, i18n } = useTranslation('contracts');
  const format = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (value: number) => t('hl', { value: format.format(value) });
}
