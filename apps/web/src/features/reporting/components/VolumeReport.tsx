import { Group, SegmentedControl, Stack } from '@mantine/core';
import type { ReportData } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BarChart } from './BarChart';
import { ExportButtons } from './ExportButtons';
import { ResponsiveReportTable } from './ResponsiveReportTable';
import { useReportFormats, useVolumeColumns, type LabelledRow } from './use-report-columns';

type Measure = 'hl' | 'value';

/** A volume report: the chart (hectolitres or value), its export and its figures with the totals. */
export function VolumeReport({ data, rows }: { data: ReportData; rows: LabelledRow[] }) {
  const { t } = useTranslation('reporting');
  const [measure, setMeasure] = useState<Measure>('hl');
  const format = useReportFormats();
  const columns = useVolumeColumns();
  const reportName = t(`reports.${data.report}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label={t('measure.label')}
          value={measure}
          onChange={(value) => setMeasure(value === 'value' ? 'value' : 'hl')}
          data={[
            { value: 'hl', label: t('measure.hl') },
            { value: 'value', label: t('measure.value') },
          ]}
        />
        <ExportButtons
          columns={columns}
          rows={rows}
          fileName={`spina-${data.report}-${data.period_start}-${data.period_end}`}
          sheetName={reportName}
        />
      </Group>
      <BarChart
        title={t('chartTitle', { measure: t(`measure.${measure}`), report: reportName.toLowerCase() })}
        bars={rows.map((row) => ({
          key: row.key,
          label: row.text,
          value: measure === 'hl' ? row.hl : row.value_cents,
          text: measure === 'hl' ? `${format.hl(row.hl)} hl` : format.euro(row.value_cents),
        }))}
      />
      <ResponsiveReportTable
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        caption={reportName}
        totals={[format.hl(data.totals.hl), format.euro(data.totals.value_cents), '']}
      />
    </Stack>
  );
}
