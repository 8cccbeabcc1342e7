import * as z from 'zod/mini';
import { isIsoDate } from '../calendar/dates';
import { padShipToId } from '../shipto/ship-to';
import { optionalText, wholeNumber } from './query-params';

/**
 * REST contracts of the empties account statement (spec 3 §2 "Account statement with three views: estratto,
 * riepilogo materiale, dettaglio movimenti"; §3 "Empties statement rows"; §7 `GET ordersstatement`,
 * `ordersstatement/materials`, `ordersstatement/movements`, each answering a list and a total). The query
 * parameters are ours (decision 0032): the ship-to, the period (default: this year up to today) and, for the
 * movements, a page.
 */

/** The refusal of a statement the caller may not read, whether the ship-to is unknown or another's (spec 3 §8). */
export const EMPTIES_STATEMENT_MESSAGES = {
  notFound: 'The financial statement does not exist',
} as const;

/** Movements per page unless asked otherwise, and the most one page may hold. */
export const EMPTIES_MOVEMENTS_PAGE_SIZE = 25;
export const EMPTIES_MOVEMENTS_MAX_PAGE_SIZE = 100;
/** The earliest day a period may start on: before any data the portal keeps, bounded for the database. */
export const EMPTIES_STATEMENT_EARLIEST = '2000-01-01';

const isoDateParam = optionalText(10, /^\d{4}-\d{2}-\d{2}$/, 'Use a date written YYYY-MM-DD');

const shipToParam = z.pipe(
  z.string().check(z.regex(/^\s*\d{1,10}\s*$/, 'A ship-to id is up to 10 digits')),
  z.transform((raw: string) => padShipToId(raw)),
);

const periodShape = {
  /** The ship-to whose account is read (required: a statement is one ship-to's). */
  shipTo: shipToParam,
  /** First day of the period (default: 1 January of this year). */
  from: isoDateParam,
  /** Last day of the period (default: today). */
  to: isoDateParam,
  lang: z.optional(z.enum(['it', 'en'])),
};

type PeriodQuery = { from?: string | undefined; to?: string | undefined };

const periodChecks = [
  z.refine<PeriodQuery>((query) => query.from === undefined || isIsoDate(query.from), {
    message: 'from is not a date',
    path: ['from'],
  }),
  z.refine<PeriodQuery>((query) => query.to === undefined || isIsoDate(query.to), {
    message: 'to is not a date',
    path: ['to'],
  }),
  z.refine<PeriodQuery>((query) => !query.from || query.from >= EMPTIES_STATEMENT_EARLIEST, {
    message: `from must not be before ${EMPTIES_STATEMENT_EARLIEST}`,
    path: ['from'],
  }),
  z.refine<PeriodQuery>((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from must not be after to',
    path: ['from'],
  }),
];

/** Query of `GET ordersstatement` and `GET ordersstatement/materials`. */
export const emptiesStatementQuerySchema = z.object(periodShape).check(...periodChecks);
export type EmptiesStatementQuery = z.infer<typeof emptiesStatementQuerySchema>;

/** Query of `GET ordersstatement/movements`: the period and a page. */
export const emptiesMovementsQuerySchema = z
  .object({
    ...periodShape,
    page: z._default(wholeNumber(1, 10_000, 'page'), 1),
    pageSize: z._default(
      wholeNumber(1, EMPTIES_MOVEMENTS_MAX_PAGE_SIZE, 'pageSize'),
      EMPTIES_MOVEMENTS_PAGE_SIZE,
    ),
  })
  .check(...periodChecks);
export type EmptiesMovementsQuery = z.infer<typeof emptiesMovementsQuerySchema>;

/** The statement's header (spec 3 §3: number, customer, customer code, VAT, period start and end). */
export const emptiesStatementHeaderSchema = z.object({
  number: z.string(),
  customer: z.string(),
  customer_code: z.string(),
  vat: z.nullable(z.string()),
  ship_to_id: z.string(),
  ship_to_name: z.string(),
  period_start: z.string(),
  period_end: z.string(),
});

/** One material's balance (spec 3 §3: material code, opening balance, in, out, adjustment, closing balance). */
export const emptiesBalanceRowSchema = z.object({
  material: z.string(),
  name: z.string(),
  opening_balance: z.int(),
  in: z.int(),
  out: z.int(),
  adjustment: z.int(),
  closing_balance: z.int(),
});
export type EmptiesBalanceRow = z.infer<typeof emptiesBalanceRowSchema>;

/** The estratto: header, one balance per material, and how many materials. */
export const emptiesStatementResponseSchema = z.object({
  header: emptiesStatementHeaderSchema,
  results: z.array(emptiesBalanceRowSchema),
  total: z.int(),
});
export type EmptiesStatement = z.infer<typeof emptiesStatementResponseSchema>;

/** One material of the riepilogo materiale (spec 3 §3 "Customer empties": material, name, weight, bottles). */
export const emptiesMaterialRowSchema = z.object({
  material: z.string(),
  name: z.string(),
  /** Gross weight of one unit in kg. */
  weight: z.number(),
  number_of_bottles_gabbie: z.nullable(z.int()),
  small_image: z.nullable(z.string()),
  /** Movements in the period. */
  movements: z.int(),
  /** Last movement in the period, YYYY-MM-DD. */
  date: z.nullable(z.string()),
  /** The period's change: in − out + adjustment. */
  net: z.int(),
  closing_balance: z.int(),
});
export type EmptiesMaterialRow = z.infer<typeof emptiesMaterialRowSchema>;

export const emptiesMaterialsResponseSchema = z.object({
  results: z.array(emptiesMaterialRowSchema),
  total: z.int(),
});

/** One movement of the dettaglio movimenti (spec 3 §3: depot, delivery point, invoice, movement type). */
export const emptiesMovementRowSchema = z.object({
  id: z.string(),
  date: z.string(),
  material: z.string(),
  name: z.string(),
  movement_type: z.string(),
  movement_description: z.string(),
  /** Signed: + into the customer's account, − out of it. */
  quantity: z.int(),
  depot: z.string(),
  delivery_point: z.string(),
  invoice: z.nullable(z.string()),
  order_number: z.nullable(z.string()),
});
export type EmptiesMovementRow = z.infer<typeof emptiesMovementRowSchema>;

export const emptiesMovementsResponseSchema = z.object({
  results: z.array(emptiesMovementRowSchema),
  total: z.int(),
  page: z.int(),
  pageSize: z.int(),
});
export type EmptiesMovementsPage = z.infer<typeof emptiesMovementsResponseSchema>;
