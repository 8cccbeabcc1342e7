import { Group, Stack, Text } from '@mantine/core';
import type { EmptiesBalanceReport as Report } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BarChart } from './BarChart';
import { ExportButtons } from './ExportButtons';
import { ResponsiveReportTable } from './ResponsiveReportTable';
import { useEmptiesColumns, useReportFormats, type EmptiesRow } from './use-report-columns';

/** The empties held at each month's end as a chart and a table (issue 14 item 5 "empties balance over time"). */
export function EmptiesBalanceReport({ report }: { report: Report }) {
  const { t, i18n } = useTranslation('reporting');
  const format = useReportFormats();
  const columns = useEmptiesColumns();
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const rows: EmptiesRow[] = report.rows.map((row) => ({
    ...row,
    text: month.format(new Date(`${row.month}-01T00:00:00Z`)),
  }));
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('empties.opening', { units: format.count(report.opening_balance) })}</Text>
        <ExportButtons
          columns={columns}
          rows={rows}
          fileName={`spina-empties-balance-${report.period_start}-${report.period_end}`}
          sheetName={t('reports.empties-balance')}
        />
      </Group>
      <BarChart
        title={t('empties.chart')}
        bars={rows.map((row) => ({
          key: row.month,
          label: row.text,
          value: Math.max(0, row.balance),
          text: format.count(row.balance),
        }))}
      />
      <ResponsiveReportTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.month}
        caption={t('empties.caption')}
      />
    </Stack>
  );
}
