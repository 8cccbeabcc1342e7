import { eq } from 'drizzle-orm';
import {
  CALENDAR_DAYS_MAX_SPAN,
  daysBetween,
  defaultOrderType,
  deliveryCalendar,
  marketOfCountry,
  normaliseShipmentMode,
  orderTypeOptions,
  shipmentModes,
  timeZoneOf,
  transportCodeOf,
  visibleOptions,
  type CalendarDaysResponse,
  type DeliveryAvailableDateResponse,
  type FirstAvailableDateResponse,
  type IsoDate,
  type OrderType,
  type OrderTypesResponse,
  type ShipmentMode,
  type ShipToDetailsResponse,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import { companies, shipTos } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import {
  calendarDays,
  calendarInputOf,
  deliveryDateLists,
  firstDate,
  frameFields,
  validateDate,
  type CalendarFrame,
} from './delivery.calendar';

/** The ship-to a delivery call is about, as the access check granted it. */
export type DeliveryShipTo = { shipToId: string; hasEmptiesManagement: boolean };

/** The section permission that carries the empties return (spec 2 §4, §6). */
export const EMPTIES_MANAGEMENT = 'Empties Management';

export type DeliveryService = ReturnType<typeof createDeliveryService>;

/**
 * The delivery calendar and ship-to answers of spec 2 §7, all worked out by the domain's calendar from the
 * ship-to's row (market, calendar, delivery type) and the portal's holidays. `now` is the clock.
 */
export function createDeliveryService(
  deps: Pick<AppDeps, 'db' | 'portal'>,
  now: () => Date = () => new Date(),
) {
  async function loadShipTo(shipToId: string) {
    const [row] = await deps.db
      .select({ shipTo: shipTos, companyName: companies.name, marketCode: companies.marketCode })
      .from(shipTos)
      .innerJoin(companies, eq(companies.id, shipTos.companyId))
      .where(eq(shipTos.id, shipToId))
      .limit(1);
    if (!row) throw notFound('This ship-to does not exist');
    return row;
  }

  async function frameFor(shipToId: string, orderType: OrderType | undefined) {
    const row = await loadShipTo(shipToId);
    const { input, market } = calendarInputOf(
      { marketCode: row.marketCode, deliveryConfig: row.shipTo.deliveryConfig },
      orderType ?? defaultOrderType(row.shipTo.deliveryType),
      await deps.portal.settings(),
      now(),
    );
    // The order type is always set here, so the domain always returns a calendar.
    const frame: CalendarFrame = { input, calendar: deliveryCalendar(input)!, market };
    return frame;
  }

  return {
    async shipToDetails(scope: DeliveryShipTo): Promise<ShipToDetailsResponse> {
      const { shipTo, companyName, marketCode } = await loadShipTo(scope.shipToId);
      const market = marketOfCountry(marketCode);
      return {
        sap_id: shipTo.id,
        name: shipTo.name,
        street: shipTo.street,
        city: shipTo.city,
        postalcode: shipTo.postalCode,
        province: shipTo.province,
        country: shipTo.country,
        customerType: shipTo.customerType,
        status: shipTo.status,
        companyId: shipTo.companyId,
        companyName,
        market,
        timeZone: timeZoneOf(market),
        deliveryType: shipTo.deliveryType,
        defaultOrderType: defaultOrderType(shipTo.deliveryType),
        hasEmptiesManagement: scope.hasEmptiesManagement,
        isFullTruck: shipTo.isFullTruck,
        deliveryConfig: shipTo.deliveryConfig,
        limits: {
          iMinimumOrderWeight: shipTo.minWeightKg,
          iMaximumOrderWeight: shipTo.maxWeightKg,
          iMinimumOrderPallet: shipTo.minPallets,
          iMaximumOrderPallet: shipTo.maxPallets,
          iMaximumOrderCash: shipTo.maxOrderCashCents / 100,
        },
      };
    },

    async firstAvailableDate(shipToId: string, orderType?: OrderType): Promise<FirstAvailableDateResponse> {
      const frame = await frameFor(shipToId, orderType);
      return { ...frameFields(frame, shipToId), firstAvailableDate: firstDate(frame) };
    },

    async calendarDays(
      shipToId: string,
      query: { orderType?: OrderType | undefined; from: IsoDate; to: IsoDate; chosen?: IsoDate | undefined },
    ): Promise<CalendarDaysResponse> {
      const span = daysBetween(query.from, query.to);
      if (span < 0) throw badRequest('from must not be after to');
      if (span >= CALENDAR_DAYS_MAX_SPAN) {
        throw badRequest(`Ask for at most ${CALENDAR_DAYS_MAX_SPAN} days at a time`);
      }
      const frame = await frameFor(shipToId, query.orderType);
      return {
        ...frameFields(frame, shipToId),
        firstAvailableDate: firstDate(frame),
        days: calendarDays(frame, { from: query.from, to: query.to, chosen: query.chosen ?? null }),
      };
    },

    async deliveryAvailableDate(
      shipToId: string,
      query: { orderType?: OrderType | undefined; date?: IsoDate | undefined },
    ): Promise<DeliveryAvailableDateResponse> {
      const frame = await frameFor(shipToId, query.orderType);
      const lists = deliveryDateLists(frame);
      return {
        ...frameFields(frame, shipToId),
        allDeliveryDate: lists.all,
        filteredDeliveryDate: lists.filtered,
        validation: query.date === undefined ? null : validateDate(frame, query.date),
      };
    },

    async orderTypes(
      scope: DeliveryShipTo,
      requestedMode: ShipmentMode | undefined,
    ): Promise<OrderTypesResponse> {
      const { shipTo } = await loadShipTo(scope.shipToId);
      const shipmentMode = normaliseShipmentMode(requestedMode ?? 0, scope.hasEmptiesManagement);
      const options = visibleOptions(
        orderTypeOptions({ hasEmptiesManagement: scope.hasEmptiesManagement, shipmentMode }),
      );
      return {
        shipToId: scope.shipToId,
        shipmentMode,
        shipmentModes: shipmentModes(scope.hasEmptiesManagement),
        defaultOrderType: defaultOrderType(shipTo.deliveryType),
        options: options.map((option) => ({ ...option, transportCode: transportCodeOf(option.value) })),
      };
    },
  };
}
