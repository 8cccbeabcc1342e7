import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  calendarDaysResponseSchema,
  deliveryAvailableDateResponseSchema,
  orderTypesResponseSchema,
  shipToDetailsResponseSchema,
  type OrderType,
  type ShipmentMode,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';

const BASE = '/api/general/v1';

/** Query keys of the delivery calls; every one starts with the ship-to, which they are all about. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  shipTo: (shipToId: string) => ['delivery', shipToId, 'details'] as const,
  orderTypes: (shipToId: string, mode: ShipmentMode) => ['delivery', shipToId, 'order-types', mode] as const,
  dates: (shipToId: string, orderType: OrderType) => ['delivery', shipToId, 'dates', orderType] as const,
  month: (shipToId: string, orderType: OrderType, month: string, chosen: string | null) =>
    ['delivery', shipToId, 'month', orderType, month, chosen] as const,
};

/** The ship-to's details (spec 2 §7 GetShipToBySapId): default order type, Empties Management, limits. */
export function useShipToDetails(shipToId: string | null) {
  return useQuery({
    queryKey: deliveryKeys.shipTo(shipToId ?? ''),
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/shiptos/GetShipToBySapId/${shipToId}`, shipToDetailsResponseSchema, { signal }),
    enabled: shipToId !== null,
    staleTime: 60_000,
  });
}

/** The order types offered for a shipment mode (spec 2 §7 ordertypes). */
export function useOrderTypes(shipToId: string | null, shipmentMode: ShipmentMode) {
  return useQuery({
    queryKey: deliveryKeys.orderTypes(shipToId ?? '', shipmentMode),
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/ordertypes`, orderTypesResponseSchema, { query: { shipmentMode }, signal }),
    enabled: shipToId !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The dates that may be chosen for an order type (spec 2 §7 GetDeliveryAvailableDate). */
export function useDeliveryDates(shipToId: string | null, orderType: OrderType | null) {
  return useQuery({
    queryKey: deliveryKeys.dates(shipToId ?? '', orderType ?? 'freeshipping_freeshipping'),
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/orders/GetDeliveryAvailableDate`, deliveryAvailableDateResponseSchema, {
        query: { orderType },
        signal,
      }),
    enabled: shipToId !== null && orderType !== null,
    // The cut-off hour moves the earliest date: a minute-old answer is as old as it may get.
    staleTime: 60_000,
  });
}

const monthBounds = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
};

/** The picker's days of one month (`YYYY-MM`) with their marks and reasons (GetCalendarAvailableDays). */
export function useCalendarMonth(
  shipToId: string | null,
  orderType: OrderType | null,
  month: string,
  chosen: string | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: deliveryKeys.month(shipToId ?? '', orderType ?? 'freeshipping_freeshipping', month, chosen),
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/orders/GetCalendarAvailableDays`, calendarDaysResponseSchema, {
        query: { orderType, chosen, ...monthBounds(month) },
        signal,
      }),
    enabled: enabled && shipToId !== null && orderType !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
