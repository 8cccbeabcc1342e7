import {
  NATIVE_REPORT_IDS,
  REPORTING_MESSAGES,
  type EmptiesBalanceQuery,
  type EmptiesBalanceReport,
  type NativeReportId,
  reportEmbedConfigSchema,
  roundHl,
  type Report,
  type ReportData,
  type ReportDataQuery,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../http/access';
import { notFound } from '../../http/errors';
import {
  readBoughtBrands,
  readEmptiesByMonth,
  readExternalReport,
  readReportRows,
  readShipToNames,
} from './reporting.store';
import { reportingShipTos, today } from './reporting.volume';

const DIMENSIONS: Record<NativeReportId, Report['dimension']> = {
  'volume-by-month': 'month',
  'volume-by-brand': 'brand',
  'volume-by-packaging': 'packaging',
  'volume-by-ship-to': 'ship-to',
  'empties-balance': 'month',
};

/** This year up to today unless asked; a defaulted start after an end asked for moves to that year's start. */
function periodOf(query: { from?: string | undefined; to?: string | undefined }, day: string) {
  const end = query.to ?? day;
  const period = { from: query.from ?? `${end.slice(0, 4)}-01-01`, to: end };
  if (period.from > period.to) period.from = `${period.to.slice(0, 4)}-01-01`;
  return period;
}

/** The ship-tos read: the one asked for, which must be in reach (else the same 404 as an unknown one), or all. */
function readShipTos(scope: string[], shipTo: string | undefined): string[] {
  if (!shipTo) return scope;
  if (!scope.includes(shipTo)) throw notFound(REPORTING_MESSAGES.shipToNotFound);
  return [shipTo];
}

/** Reporting (issue 14 item 5; decision 0034): native reports over the orders of the caller's ship-tos. */
export function createReportingService(deps: AppDeps) {
  return {
    /** reports/GetAllReports: the native reports. */
    list() {
      const results = NATIVE_REPORT_IDS.map((id) => ({ id, dimension: DIMENSIONS[id] }));
      return { results, total: results.length };
    },

    /** reports/GetReportEmbededConfig: the configured external report, else 404. */
    async embedConfig() {
      const parsed = reportEmbedConfigSchema.safeParse(await readExternalReport(deps.db));
      if (!parsed.success) throw notFound(REPORTING_MESSAGES.notConfigured);
      return parsed.data;
    },

    /**
     * One report's figures. Only the caller's ship-tos with Reporting are read; a ship-to filter naming any other
     * (another customer's or unknown) is the same 404, so nothing tells them apart.
     */
    async data(principal: Principal, query: ReportDataQuery): Promise<ReportData> {
      const scope = reportingShipTos(principal);
      const shipToIds = readShipTos(scope, query.shipTo);
      const period = periodOf(query, today(deps.now()));
      const [rows, shipTos, brands] = await Promise.all([
        readReportRows(deps.db, {
          report: query.report,
          shipToIds,
          ...period,
          brand: query.brand,
        }),
        readShipToNames(deps.db, scope),
        readBoughtBrands(deps.db, { shipToIds: scope, ...period, chosen: query.brand }),
      ]);
      const results = rows.map((row) => ({
        key: row.key,
        label: row.label,
        hl: roundHl(row.hl),
        value_cents: row.valueCents,
        orders: row.orders,
      }));
      return {
        report: query.report,
        period_start: period.from,
        period_end: period.to,
        rows: results,
        totals: {
          hl: roundHl(rows.reduce((sum, row) => sum + row.hl, 0)),
          value_cents: rows.reduce((sum, row) => sum + row.valueCents, 0),
        },
        ship_tos: shipTos,
        brands,
      };
    },

    /**
     * The empties balance over time, from the empties account's movements of the caller's ship-tos with Reporting:
     * a total of units per month, the report's own figures, while the statement's detail stays behind Empties
     * Management (decision 0034).
     */
    async emptiesBalance(principal: Principal, query: EmptiesBalanceQuery): Promise<EmptiesBalanceReport> {
      const scope = reportingShipTos(principal);
      const shipToIds = readShipTos(scope, query.shipTo);
      const period = periodOf(query, today(deps.now()));
      const [{ opening, months }, shipTos] = await Promise.all([
        readEmptiesByMonth(deps.db, shipToIds, period.from, period.to),
        readShipToNames(deps.db, scope),
      ]);
      let balance = opening;
      return {
        period_start: period.from,
        period_end: period.to,
        opening_balance: opening,
        rows: months.map((month) => {
          balance += month.in - month.out;
          return { month: month.month, in: month.in, out: month.out, balance };
        }),
        ship_tos: shipTos,
      };
    },
  };
}
