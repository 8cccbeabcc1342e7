import type {
  CalendarDayView,
  CalendarDaysResponse,
  DeliveryAvailableDateResponse,
  OrderTypesResponse,
  ShipToDetailsResponse,
} from '@spina/domain';
import { apiCart, apiItem } from '../../test/fake-cart';
import { fakeServer, json } from '../../test/fake-server';

/** The ship-to of the delivery tests, as the server pads it. */
export const SHIP_TO = '0000100001';

const frame = {
  shipToId: SHIP_TO,
  orderType: 'freeshipping_freeshipping' as const,
  today: '2026-11-23',
  earliest: '2026-11-26',
  latest: '2027-11-23',
  weekdays: ['TUE', 'THU'],
  holidays: ['2026-12-08', '2026-12-25'],
  timeZone: 'Europe/Rome',
};

/** Dates the fake calendar offers: Tuesdays and Thursdays from 26 November. */
export const OFFERED = ['2026-11-26', '2026-12-01', '2026-12-03', '2026-12-10'];

const details: ShipToDetailsResponse = {
  sap_id: SHIP_TO,
  name: 'Bar Centrale',
  street: 'Via Roma 1',
  city: 'Milano',
  postalcode: '20121',
  province: 'MI',
  country: 'ITA',
  customerType: 'On Premise',
  status: 'ACTIVE',
  companyId: 'P1',
  companyName: 'Bar Centrale srl',
  market: 'IT',
  timeZone: 'Europe/Rome',
  deliveryType: 'Franco Destino',
  defaultOrderType: 'freeshipping_freeshipping',
  hasEmptiesManagement: false,
  isFullTruck: false,
  deliveryConfig: [],
  limits: {
    iMinimumOrderWeight: 1,
    iMaximumOrderWeight: 29300,
    iMinimumOrderPallet: 0,
    iMaximumOrderPallet: 34,
    iMaximumOrderCash: 150,
  },
};

const orderTypes: OrderTypesResponse = {
  shipToId: SHIP_TO,
  shipmentMode: 0,
  shipmentModes: [0],
  defaultOrderType: 'freeshipping_freeshipping',
  options: [
    { value: 'selfpickup_selfpickup', label: 'Standard order', disabled: false, transportCode: 'YDOR' },
    { value: 'freeshipping_freeshipping', label: 'Small truck', disabled: false, transportCode: null },
    { value: 'flatrate_flatrate', label: 'Truck', disabled: false, transportCode: 'YSOR' },
  ],
};

/** The order types of a ship-to with Empties Management (spec 2 §4): the other mode's are listed, disabled. */
const emptiesOrderTypes = (mode: 0 | 1): OrderTypesResponse => ({
  ...orderTypes,
  shipmentMode: mode,
  shipmentModes: [0, 1],
  options: [
    ...orderTypes.options.map((option) => ({ ...option, disabled: mode === 1 })),
    {
      value: 'emptiesfulltruck_emptiesfulltruck',
      label: 'Empty truck',
      disabled: mode === 0,
      transportCode: 'YSE1',
    },
    {
      value: 'emptiespickup_emptiespickup',
      label: 'Empty small',
      disabled: mode === 0,
      transportCode: 'YDE1',
    },
  ],
});

const dates: DeliveryAvailableDateResponse = {
  ...frame,
  allDeliveryDate: ['2026-11-24', ...OFFERED],
  filteredDeliveryDate: OFFERED,
  validation: null,
};

const day = (date: string, fields: Partial<CalendarDayView>): CalendarDayView => ({
  date,
  label: `${date.slice(8, 10)}.${date.slice(5, 7)}`,
  mark: 'working',
  isToday: false,
  available: false,
  reason: null,
  holidayName: null,
  ...fields,
});

/** December 2026 as the server describes it, with one day of every kind the picker explains. */
export const DECEMBER: CalendarDaysResponse = {
  ...frame,
  firstAvailableDate: '2026-11-26',
  days: [
    day('2026-12-01', { mark: 'delivery', available: true }),
    day('2026-12-02', { reason: 'not-a-delivery-day' }),
    day('2026-12-03', { mark: 'delivery', available: true }),
    day('2026-12-05', { mark: 'plain', reason: 'weekend' }),
    day('2026-12-08', { mark: 'holiday', reason: 'holiday', holidayName: 'Immacolata Concezione' }),
    day('2026-12-25', { mark: 'holiday', reason: 'holiday', holidayName: 'Natale' }),
  ],
};

/** November 2026: today, a day closed by the cut-off and the chosen day. */
export const NOVEMBER: CalendarDaysResponse = {
  ...frame,
  firstAvailableDate: '2026-11-26',
  days: [
    day('2026-11-23', { isToday: true, reason: 'before-earliest' }),
    day('2026-11-24', { reason: 'past-cut-off' }),
    day('2026-11-26', { mark: 'chosen', available: true }),
  ],
};

/** The open cart as the cart feature reads it (customerCart): `items` lines, on `date`. */
export const barCart = (items: number, date = '2026-11-26') =>
  apiCart(
    Array.from({ length: items }, (_, index) =>
      apiItem({
        id: `item-${index + 1}`,
        sku: `1011010${index + 1}`,
        name: `Serena IPA ${index + 1}`,
        layers: 1,
      }),
    ),
    { iMaximumOrderCash: 150 },
    { ship_to_id: SHIP_TO, delivery_date: date },
  );

const operationOf = (init: RequestInit | undefined) =>
  /(query|mutation)\s+(\w+)/.exec(String(JSON.parse(String(init?.body ?? '{}')).query ?? ''))?.[2];

/**
 * The delivery calls of the general service and the cart's GraphQL operations, over the shell's fake.
 * `cart` is read on every customerCart call, so a test can change it.
 */
export function fakeDeliveryServer(state: {
  cart: ReturnType<typeof barCart>;
  emptiesManagement?: boolean;
  /** Holds the ship-to's details back until it settles. */
  detailsHeld?: Promise<void>;
}) {
  const operations: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const server = fakeServer({ sections: [{ label: 'Catalogue', value: '1' }] }, async (url, init) => {
    const path = url.split('?')[0] ?? '';
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    const empties = state.emptiesManagement ?? false;
    if (path.startsWith('/api/general/v1/shiptos/GetShipToBySapId/')) {
      await state.detailsHeld;
      return json({ ...details, hasEmptiesManagement: empties });
    }
    if (path === '/api/general/v1/ordertypes') {
      return json(empties ? emptiesOrderTypes(query.get('shipmentMode') === '1' ? 1 : 0) : orderTypes);
    }
    if (path === '/api/general/v1/orders/GetDeliveryAvailableDate') {
      return json({ ...dates, orderType: query.get('orderType') ?? frame.orderType });
    }
    if (path === '/api/general/v1/orders/GetCalendarAvailableDays') {
      return json(query.get('from')?.startsWith('2026-12') ? DECEMBER : NOVEMBER);
    }
    if (path !== '/graphql') return undefined;
    const name = operationOf(init);
    const variables = JSON.parse(String(init?.body ?? '{}')).variables ?? {};
    if (name) operations.push({ name, variables });
    if (name === 'CartCustomerCart') return json({ data: { customerCart: state.cart } });
    if (name === 'CartRemoveAll') {
      state.cart = barCart(0, state.cart.delivery_date ?? undefined);
      return json({ data: { removeAllCartItems: { cart: state.cart, user_errors: [] } } });
    }
    if (name === 'SetCartTransportType')
      return json({ data: { setTransportType: { message: 'Transport type saved', user_errors: [] } } });
    return undefined;
  });
  return { ...server, operations };
}
