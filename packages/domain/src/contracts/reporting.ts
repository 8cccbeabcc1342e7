import * as z from 'zod/mini';
import { isIsoDate } from '../calendar/dates';
import { optionalShipToId, optionalText } from './query-params';

/**
 * REST contracts of Reporting (spec 3 §2 reporting /reporting, permission Reporting; §7 `reports/GetAllReports`,
 * `reports/GetReportEmbededConfig`; issue 14 item 5; decision 0034): native reports in place of an embedded BI
 * tool, each a list of figures grouped by one dimension, filtered by period, ship-to and brand.
 */

export const REPORTING_MESSAGES = {
  notConfigured: 'No external report is configured',
  shipToNotFound: 'The ship-to does not exist',
} as const;

/** The native reports, in the order the list shows them. */
export const REPORT_IDS = [
  'volume-by-month',
  'volume-by-brand',
  'volume-by-packaging',
  'volume-by-ship-to',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** Every native report GetAllReports lists: the volume reports and the empties balance over time. */
export const NATIVE_REPORT_IDS = [...REPORT_IDS, 'empties-balance'] as const;
export type NativeReportId = (typeof NATIVE_REPORT_IDS)[number];

/** The earliest day a report period may start on. */
export const REPORT_EARLIEST = '2000-01-01';

export const reportSchema = z.object({
  id: z.enum(NATIVE_REPORT_IDS),
  /** What the rows are grouped by. */
  dimension: z.enum(['month', 'brand', 'packaging', 'ship-to']),
});
export type Report = z.infer<typeof reportSchema>;

export const reportsResponseSchema = z.object({ results: z.array(reportSchema), total: z.int() });

/** A configured external report (GetReportEmbededConfig); without one the call answers 404. */
export const reportEmbedConfigSchema = z.object({ title: z.string(), url: z.string() });

const isoDateParam = optionalText(10, /^\d{4}-\d{2}-\d{2}$/, 'Use a date written YYYY-MM-DD');

type Period = { from?: string | undefined; to?: string | undefined };

/** The checks of a report's period: real dates, not before the earliest day, from not after to. */
const periodChecks = [
  z.refine<Period>((query) => query.from === undefined || isIsoDate(query.from), {
    message: 'from is not a date',
    path: ['from'],
  }),
  z.refine<Period>((query) => query.to === undefined || isIsoDate(query.to), {
    message: 'to is not a date',
    path: ['to'],
  }),
  z.refine<Period>((query) => !query.from || query.from >= REPORT_EARLIEST, {
    message: `from must not be before ${REPORT_EARLIEST}`,
    path: ['from'],
  }),
  z.refine<Period>((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  }),
];

/** Query of a report's data: which report, the period (default: this year up to today), ship-to and brand. */
export const reportDataQuerySchema = z
  .object({
    report: z.enum(REPORT_IDS),
    from: isoDateParam,
    to: isoDateParam,
    shipTo: optionalShipToId,
    brand: optionalText(40, /^[\w-]+$/, 'A brand id is letters, digits and dashes'),
  })
  .check(...periodChecks);
export type ReportDataQuery = z.infer<typeof reportDataQuerySchema>;

/** One row of a report: the group's key and label, hectolitres, value (net of VAT, cents) and orders. */
export const reportRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  hl: z.number(),
  value_cents: z.int(),
  orders: z.int(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

const option = z.object({ id: z.string(), name: z.string() });

export const reportDataSchema = z.object({
  report: z.enum(REPORT_IDS),
  period_start: z.string(),
  period_end: z.string(),
  rows: z.array(reportRowSchema),
  totals: z.object({ hl: z.number(), value_cents: z.int() }),
  /** The choices of the filters: the caller's ship-tos with Reporting and the brands they bought in the period. */
  ship_tos: z.array(option),
  brands: z.array(option),
});
export type ReportData = z.infer<typeof reportDataSchema>;

/** Query of the empties balance over time: the period (default: this year up to today) and a ship-to. */
export const emptiesBalanceQuerySchema = z
  .object({ from: isoDateParam, to: isoDateParam, shipTo: optionalShipToId })
  .check(...periodChecks);
export type EmptiesBalanceQuery = z.infer<typeof emptiesBalanceQuerySchema>;

/**
 * The empties the customer holds at the end of each month with movements (units of kegs, crates and pallets
 * together), with that month's deliveries in (+) and returns out (−), over the caller's ship-tos with Reporting.
 */
export const emptiesBalanceSchema = z.object({
  period_start: z.string(),
  period_end: z.string(),
  opening_balance: z.int(),
  rows: z.array(z.object({ month: z.string(), in: z.int(), out: z.int(), balance: z.int() })),
  ship_tos: z.array(option),
});
export type EmptiesBalanceReport = z.infer<typeof emptiesBalanceSchema>;
