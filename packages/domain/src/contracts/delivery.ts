import * as z from 'zod/mini';
import { isIsoDate, parseInputDate, type IsoDate } from '../calendar/dates';
import { ORDER_TYPES } from '../orders/order-types';

/**
 * REST contracts of the general service's calendar and ship-to calls (spec 2 §7): GetShipToBySapId,
 * GetFirstAvailableDate, GetCalendarAvailableDays, GetDeliveryAvailableDate and ordertypes. The spec names
 * the paths and two answer fields (allDeliveryDate, filteredDeliveryDate); the rest is ours, documented here.
 * Dates travel as `YYYY-MM-DD`; a date the caller sends may also be typed `dd.MM.yyyy` (spec 2 §5).
 */

/** Reads a date sent as `YYYY-MM-DD` or `dd.MM.yyyy`, or null when it is neither or not a real date. */
export function readDeliveryDate(text: string): IsoDate | null {
  const trimmed = text.trim();
  return isIsoDate(trimmed) ? trimmed : parseInputDate(trimmed);
}

const dateParam = z.pipe(
  z.string(),
  z.transform((raw: string, context) => {
    const date = readDeliveryDate(raw);
    if (date !== null) return date;
    context.issues.push({
      code: 'custom',
      message: 'Use a date written dd.MM.yyyy or YYYY-MM-DD',
      input: raw,
    });
    return z.NEVER;
  }),
);

const orderTypeParam = z.enum(ORDER_TYPES);
const shipmentModeParam = z.pipe(
  z.enum(['0', '1']),
  z.transform((value: '0' | '1') => (value === '1' ? 1 : 0) as 0 | 1),
);

/**
 * Query of the calendar calls. The ship-to is the `outletid` header's; without `orderType` the ship-to's
 * default order type is used (the Franco Destino rule, spec 2 §4).
 */
export const deliveryCalendarQuerySchema = z.object({ orderType: z.optional(orderTypeParam) });
export type DeliveryCalendarQuery = z.infer<typeof deliveryCalendarQuerySchema>;

/** Query of GetDeliveryAvailableDate: `date`, when given, is checked against the calendar (spec 2 §5). */
export const deliveryAvailableDateQuerySchema = z.extend(deliveryCalendarQuerySchema, {
  date: z.optional(dateParam),
});
export type DeliveryAvailableDateQuery = z.infer<typeof deliveryAvailableDateQuerySchema>;

/** Most days one GetCalendarAvailableDays call describes (a little over a year of the window). */
export const CALENDAR_DAYS_MAX_SPAN = 400;

/** Query of GetCalendarAvailableDays: the days from `from` to `to` (both included) and the chosen day. */
export const calendarDaysQuerySchema = z.extend(deliveryCalendarQuerySchema, {
  from: dateParam,
  to: dateParam,
  chosen: z.optional(dateParam),
});
export type CalendarDaysQuery = z.infer<typeof calendarDaysQuerySchema>;

/** Query of ordertypes: the shipment mode (0 beer order, 1 empties return) the options are for. */
export const orderTypesQuerySchema = z.object({ shipmentMode: z.optional(shipmentModeParam) });
export type OrderTypesQuery = z.infer<typeof orderTypesQuerySchema>;

const isoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The window every calendar answer is computed in, so a screen can say why a day is out of it. */
const calendarFrameShape = {
  shipToId: z.string(),
  orderType: orderTypeParam,
  /** Today in the market's time zone. */
  today: isoDateSchema,
  /** The earliest date the order type allows today (cut-off hours included). */
  earliest: isoDateSchema,
  latest: isoDateSchema,
  /** The ship-to's delivery weekdays for the order type's calendar type, 'MON'..'FRI'. */
  weekdays: z.array(z.string()),
  holidays: z.array(isoDateSchema),
  timeZone: z.string(),
};

/** Answer of GetFirstAvailableDate: the first date passing every check, or null when none does. */
export const firstAvailableDateResponseSchema = z.object({
  ...calendarFrameShape,
  firstAvailableDate: z.nullable(isoDateSchema),
});
export type FirstAvailableDateResponse = z.infer<typeof firstAvailableDateResponseSchema>;

/** Why a day cannot be chosen; 'past-cut-off' is a day that today's cut-off hour has just closed. */
export const CALENDAR_DAY_REASONS = [
  'invalid-date',
  'no-order-type',
  'holiday',
  'weekend',
  'past-cut-off',
  'before-earliest',
  'after-latest',
  'not-a-delivery-day',
] as const;
export type CalendarDayReason = (typeof CALENDAR_DAY_REASONS)[number];

/** One day of the date picker (the domain's describeDays, with the cut-off told apart). */
export const calendarDaySchema = z.object({
  date: isoDateSchema,
  /** `dd.MM` (spec 2 §5 label format day.month). */
  label: z.string(),
  mark: z.enum(['chosen', 'holiday', 'delivery', 'working', 'plain']),
  isToday: z.boolean(),
  available: z.boolean(),
  reason: z.nullable(z.enum(CALENDAR_DAY_REASONS)),
  /** The holiday's name, when the day is one of the market's built-in holidays. */
  holidayName: z.nullable(z.string()),
});
export type CalendarDayView = z.infer<typeof calendarDaySchema>;

/** Answer of GetCalendarAvailableDays. */
export const calendarDaysResponseSchema = z.object({
  ...calendarFrameShape,
  firstAvailableDate: z.nullable(isoDateSchema),
  days: z.array(calendarDaySchema),
});
export type CalendarDaysResponse = z.infer<typeof calendarDaysResponseSchema>;

/**
 * Answer of GetDeliveryAvailableDate (spec 2 §7): `allDeliveryDate` lists the ship-to's delivery days in
 * the window (working days among its weekdays, from tomorrow), `filteredDeliveryDate` those that also pass
 * today's earliest date and cut-off, i.e. the dates that may be chosen. With a `date`, `validation` says
 * whether it may be chosen, with the first failing rule's message (spec 2 §5).
 */
export const deliveryAvailableDateResponseSchema = z.object({
  ...calendarFrameShape,
  allDeliveryDate: z.array(isoDateSchema),
  filteredDeliveryDate: z.array(isoDateSchema),
  validation: z.nullable(z.object({ date: isoDateSchema, ok: z.boolean(), message: z.nullable(z.string()) })),
});
export type DeliveryAvailableDateResponse = z.infer<typeof deliveryAvailableDateResponseSchema>;

/** One order type offered to the ship-to (spec 2 §4), with its English label (also its i18n key). */
export const orderTypeOptionSchema = z.object({
  value: orderTypeParam,
  label: z.string(),
  disabled: z.boolean(),
  /** The transport code sent to the ERP (spec 1 §4.5), null for Small truck. */
  transportCode: z.nullable(z.string()),
});

/** Answer of ordertypes: the selector's options, the default order type and the shipment modes offered. */
export const orderTypesResponseSchema = z.object({
  shipToId: z.string(),
  shipmentMode: z.union([z.literal(0), z.literal(1)]),
  shipmentModes: z.array(z.union([z.literal(0), z.literal(1)])),
  defaultOrderType: orderTypeParam,
  options: z.array(orderTypeOptionSchema),
});
export type OrderTypesResponse = z.infer<typeof orderTypesResponseSchema>;

/** Path parameter of GetShipToBySapId: a ship-to id of up to 10 digits (padded when compared). */
export const shipToSapIdParamsSchema = z.object({
  ship_to_id: z.string().check(z.regex(/^\d{1,10}$/, 'A ship-to id is up to 10 digits')),
});

/** Answer of GetShipToBySapId: the ship-to's details as the delivery bar and the cart need them. */
export const shipToDetailsResponseSchema = z.object({
  sap_id: z.string(),
  name: z.string(),
  street: z.string(),
  city: z.string(),
  postalcode: z.string(),
  province: z.nullable(z.string()),
  country: z.string(),
  customerType: z.string(),
  status: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  market: z.string(),
  timeZone: z.string(),
  deliveryType: z.nullable(z.string()),
  defaultOrderType: orderTypeParam,
  hasEmptiesManagement: z.boolean(),
  isFullTruck: z.boolean(),
  deliveryConfig: z.array(
    z.object({
      type: z.string(),
      delivery_days: z.optional(z.array(z.string())),
      small_truck_sec_Days: z.optional(z.array(z.string())),
    }),
  ),
  limits: z.object({
    iMinimumOrderWeight: z.number(),
    iMaximumOrderWeight: z.number(),
    iMinimumOrderPallet: z.number(),
    iMaximumOrderPallet: z.number(),
    /** Euro (spec 2 §3 iMaximumOrderCash); the database keeps cents. */
    iMaximumOrderCash: z.number(),
  }),
});
export type ShipToDetailsResponse = z.infer<typeof shipToDetailsResponseSchema>;
