import { PACKAGING_LABELS, type PackagingType, type ReportData, type ReportId } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';

const isPackaging = (key: string): key is PackagingType => key in PACKAGING_LABELS;

/** The label of a report row in the interface language: month names, packaging labels, "Other" for no brand. */
export function useReportLabels() {
  const { t, i18n } = useTranslation('reporting');
  const message = useMessage();
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return (report: ReportId, row: ReportData['rows'][number]): string => {
    if (report === 'volume-by-month' && /^\d{4}-\d{2}$/.test(row.key))
      return month.format(new Date(`${row.key}-01T00:00:00Z`));
    if (report === 'volume-by-packaging' && isPackaging(row.key)) return message(PACKAGING_LABELS[row.key]);
    if (report === 'volume-by-brand' && row.key === '') return t('noBrand');
    return row.label;
  };
}
