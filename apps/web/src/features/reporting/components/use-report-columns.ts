import { formatEuro, type EmptiesBalanceReport, type ReportData } from '@spina/domain';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ReportColumn } from './report-columns';

/** A volume report's row with its label in the interface language. */
export type LabelledRow = ReportData['rows'][number] & { text: string };
/** A month of the empties balance with its label in the interface language. */
export type EmptiesRow = EmptiesBalanceReport['rows'][number] & { text: string };

/** How the report's figures read: hectolitres with one decimal, euros, whole numbers. */
export function useReportFormats() {
  const { i18n } = useTranslation('reporting');
  const language = i18n.language;
  return useMemo(() => {
    const hl = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const count = new Intl.NumberFormat(language);
    const locale = language === 'en' ? 'en-GB' : 'it-IT';
    return {
      hl: (value: number) => hl.format(value),
      euro: (cents: number) => formatEuro(cents, locale),
      count: (value: number) => count.format(value),
    };
  }, [language]);
}

/** The columns of a volume report: group, hectolitres, value net of VAT (euros), orders. */
export function useVolumeColumns(): ReportColumn<LabelledRow>[] {
  const { t } = useTranslation('reporting');
  const format = useReportFormats();
  return useMemo(
    () => [
      { key: 'group', label: t('columns.group'), text: (row) => row.text, value: (row) => row.text },
      {
        key: 'hl',
        label: t('columns.hl'),
        text: (row) => format.hl(row.hl),
        value: (row) => row.hl,
        decimals: 1,
      },
      {
        key: 'value',
        label: t('columns.value'),
        text: (row) => format.euro(row.value_cents),
        value: (row) => row.value_cents / 100,
        decimals: 2,
      },
      {
        key: 'orders',
        label: t('columns.orders'),
        text: (row) => format.count(row.orders),
        value: (row) => row.orders,
        decimals: 0,
      },
    ],
    [t, format],
  );
}

/** The columns of the empties balance: month, delivered, returned, held at the month's end (units). */
export function useEmptiesColumns(): ReportColumn<EmptiesRow>[] {
  const { t } = useTranslation('reporting');
  const format = useReportFormats();
  return useMemo(() => {
    const units = (key: 'in' | 'out' | 'balance'): ReportColumn<EmptiesRow> => ({
      key,
      label: t(`empties.${key}`),
      text: (row) => format.count(row[key]),
      value: (row) => row[key],
      decimals: 0,
    });
    return [
      { key: 'month', label: t('empties.month'), text: (row) => row.text, value: (row) => row.text },
      units('in'),
      units('out'),
      units('balance'),
    ];
  }, [t, format]);
}
