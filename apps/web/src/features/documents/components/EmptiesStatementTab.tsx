import { Alert, Button, Group, NativeSelect, Stack, Tabs, TextInput } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { defaultStatementPeriod, hasEmptiesManagement, localDate } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../auth';
import type { StatementQuery } from '../api/empties-statement';
import { saveCsv } from '../../../lib/csv';
import { useStatementExport } from '../hooks/use-statement-export';
import { MaterialsView, MovementsView, StatementView } from './StatementViews';
import classes from '../documents.module.css';
import { useLatestSearchParams } from '../../../lib/latest-search-params';

const VIEWS = ['statement', 'materials', 'movements'] as const;
export type StatementViewName = (typeof VIEWS)[number];

/**
 * The empties account statement (spec 3 §2 "Account statement with three views"): the ship-to (those where the
 * user has Empties Management), the period (this year up to today unless chosen), the three views as tabs, an
 * export of the shown view to CSV, and printing (or saving as PDF) through the browser's print (decision 0032).
 */
export function EmptiesStatementTab() {
  const { t } = useTranslation('documents');
  const { user } = useSession();
  const shipTos = (user?.permissionSchema ?? []).filter(hasEmptiesManagement);
  // The choices live in the address, so a reload, a shared link or Back shows the same statement.
  const [params, setParams] = useLatestSearchParams();
  const fallback = defaultStatementPeriod(localDate(new Date(), 'Europe/Rome'));
  const asked = params.get('shipTo');
  const shipTo = shipTos.find((entry) => entry.shipToId === asked)?.shipToId ?? shipTos[0]?.shipToId ?? '';
  const period = { from: params.get('from') ?? fallback.from, to: params.get('to') ?? fallback.to };
  const view = VIEWS.find((name) => name === params.get('view')) ?? 'statement';
  const choose = (change: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const exporter = useStatementExport();

  if (shipTos.length === 0) {
    return (
      <Alert variant="light" color="gray" title={t('statement.noShipToTitle')}>
        {t('statement.noShipTo')}
      </Alert>
    );
  }
  const validPeriod = Boolean(period.from && period.to && period.from <= period.to);
  const query: StatementQuery = { shipTo, ...period };
  const exportCsv = async () => {
    const rows = await exporter.rows(view, query);
    if (rows) saveCsv(`${t(`files.${view}`)}-${shipTo}-${period.from}-${period.to}.csv`, rows);
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" className={classes.noPrint}>
        {shipTos.length > 1 && (
          <NativeSelect
            label={t('statement.shipTo')}
            value={shipTo}
            onChange={(event) => choose({ shipTo: event.currentTarget.value })}
            data={shipTos.map((entry) => ({
              value: entry.shipToId,
              label: `${entry.shipToId} ${entry.shipToName}`,
            }))}
          />
        )}
        <TextInput
          type="date"
          label={t('statement.from')}
          value={period.from}
          max={period.to}
          onChange={(event) => choose({ from: event.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('statement.to')}
          value={period.to}
          min={period.from}
          onChange={(event) => choose({ to: event.currentTarget.value })}
        />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void exportCsv()}
          loading={exporter.busy}
          disabled={!validPeriod}
        >
          {t('statement.exportCsv')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={() => window.print()}
          disabled={!validPeriod}
        >
          {t('statement.print')}
        </Button>
      </Group>
      {exporter.failed && (
        <Alert color="spinaRed" variant="light" role="alert" className={classes.noPrint}>
          {t('statement.exportError')}
        </Alert>
      )}
      {validPeriod ? (
        <Tabs value={view} onChange={(next) => next && choose({ view: next })} keepMounted={false}>
          <Tabs.List aria-label={t('statement.views')} mb="md" className={classes.noPrint}>
            {VIEWS.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {t(`statement.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="statement">
            <StatementView query={query} />
          </Tabs.Panel>
          <Tabs.Panel value="materials">
            <MaterialsView query={query} />
          </Tabs.Panel>
          <Tabs.Panel value="movements">
            <MovementsView key={`${shipTo}|${period.from}|${period.to}`} query={query} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Alert color="spinaRed" variant="light" role="alert">
          {t('statement.periodError')}
        </Alert>
      )}
    </Stack>
  );
}
