import { Alert, Button, Container, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { formatEuro, localDate, NATIVE_REPORT_IDS, REPORT_IDS } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { ApiError } from '../../../lib/api-errors';
import { saveCsv } from '../../../lib/csv';
import { useEmptiesBalance, useReportData, type ReportQuery } from '../api/reports';
import { BarChart } from '../components/BarChart';
import { EmptiesBalanceReport } from '../components/EmptiesBalanceReport';
import { ReportFilters } from '../components/ReportFilters';
import { ReportTable, type LabelledRow } from '../components/ReportTable';
import { useReportLabels } from '../components/use-report-labels';

type Measure = 'hl' | 'value';

/**
 * /reporting (spec 3 §2 "Reporting with all reports", permission Reporting): native reports in place of an
 * embedded BI tool (issue 14 item 5). The report and filters live in the address, so a view can be shared.
 */
export default function ReportingPage() {
  const { t, i18n } = useTranslation('reporting');
  const label = useReportLabels();
  const [params, setParams] = useSearchParams();
  const [measure, setMeasure] = useState<Measure>('hl');
  const today = localDate(new Date(), 'Europe/Rome');
  const query: ReportQuery = {
    report: NATIVE_REPORT_IDS.find((id) => id === params.get('report')) ?? NATIVE_REPORT_IDS[0],
    from: params.get('from') ?? `${today.slice(0, 4)}-01-01`,
    to: params.get('to') ?? today,
    shipTo: params.get('shipTo') ?? '',
    brand: params.get('brand') ?? '',
  };
  const validPeriod = Boolean(query.from && query.to && query.from <= query.to);
  const data = useReportData(query);
  const empties = useEmptiesBalance(query);
  const isEmpties = query.report === 'empties-balance';
  const active = isEmpties ? empties : data;
  const change = (next: Partial<ReportQuery>) =>
    setParams((current) => new URLSearchParams({ ...Object.fromEntries(current), ...next }), {
      replace: true,
    });

  // While the next report loads the previous one stays shown, so its rows are labelled by their own report.
  const shown = data.data?.report ?? REPORT_IDS[0];
  const rows: LabelledRow[] = (data.data?.rows ?? []).map((row) => ({ ...row, text: label(shown, row) }));
  const locale = i18n.language === 'en' ? 'en-GB' : 'it-IT';
  const hl = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const reportName = t(`reports.${shown}`);
  const exportCsv = () => {
    saveCsv(`spina-${shown}-${data.data?.period_start}-${data.data?.period_end}.csv`, [
      [t('columns.group'), t('columns.hl'), t('columns.value'), t('columns.orders')],
      ...rows.map((row) => [row.text, row.hl, (row.value_cents / 100).toFixed(2), row.orders]),
    ]);
  };

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        <Text>{t('page.intro')}</Text>
        <ReportFilters query={query} options={isEmpties ? empties.data : data.data} onChange={change} />
        {!validPeriod ? (
          <Alert color="spinaRed" variant="light" role="alert">
            {t('filters.periodError')}
          </Alert>
        ) : active.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('loading')}</Text>
          </Group>
        ) : active.isError ? (
          <LoadFailure
            text={
              active.error instanceof ApiError && active.error.status === 404 ? t('notFound') : t('error')
            }
            retry={t('retry')}
            onRetry={() => void active.refetch()}
          />
        ) : (isEmpties ? (empties.data?.rows.length ?? 0) : rows.length) === 0 ? (
          <EmptyState
            icon={<IconChartBar size={36} aria-hidden />}
            title={t('emptyTitle')}
            text={t('emptyText')}
          />
        ) : isEmpties && empties.data ? (
          <EmptiesBalanceReport report={empties.data} />
        ) : data.data ? (
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
              <Button
                variant="light"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={exportCsv}
              >
                {t('exportCsv')}
              </Button>
            </Group>
            <BarChart
              title={t('chartTitle', { measure: t(`measure.${measure}`), report: reportName.toLowerCase() })}
              bars={rows.map((row) => ({
                key: row.key,
                label: row.text,
                value: measure === 'hl' ? row.hl : row.value_cents,
                text: measure === 'hl' ? `${hl.format(row.hl)} hl` : formatEuro(row.value_cents, locale),
              }))}
            />
            <ReportTable rows={rows} totals={data.data.totals} caption={reportName} />
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
