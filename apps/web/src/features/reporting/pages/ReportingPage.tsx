import { Alert, Box, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { localDate, NATIVE_REPORT_IDS, REPORT_IDS } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { ApiError } from '../../../lib/api-errors';
import { useEmptiesBalance, useReportData, type ReportQuery } from '../api/reports';
import { EmptiesBalanceReport } from '../components/EmptiesBalanceReport';
import { ReportFilters } from '../components/ReportFilters';
import type { LabelledRow } from '../components/use-report-columns';
import { useReportLabels } from '../components/use-report-labels';
import { VolumeReport } from '../components/VolumeReport';
import { useLatestSearchParams } from '../../../lib/latest-search-params';

/**
 * /reporting (spec 3 §2 "Reporting with all reports", permission Reporting): native reports in place of an
 * embedded BI tool (issue 14 item 5). The report and filters live in the address, so a view can be shared.
 */
export default function ReportingPage() {
  const { t } = useTranslation('reporting');
  const label = useReportLabels();
  const [params, setParams] = useLatestSearchParams();
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
        ) : (
          // While another report or period is read, the last one stays in view, marked busy.
          <Box aria-busy={active.isPlaceholderData} data-testid="report">
            {(isEmpties ? (empties.data?.rows.length ?? 0) : rows.length) === 0 ? (
              <EmptyState
                icon={<IconChartBar size={36} aria-hidden />}
                title={t('emptyTitle')}
                text={t('emptyText')}
              />
            ) : isEmpties && empties.data ? (
              <EmptiesBalanceReport report={empties.data} />
            ) : data.data ? (
              <VolumeReport data={data.data} rows={rows} />
            ) : null}
          </Box>
        )}
      </Stack>
    </Container>
  );
}
