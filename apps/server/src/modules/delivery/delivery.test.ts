import {
  calendarDaysResponseSchema,
  deliveryAvailableDateResponseSchema,
  orderTypesResponseSchema,
  shipToDetailsResponseSchema,
} from '@spina/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipTos } from '../../db/schema';
import { rows } from '../../db/seed/seed-test-helpers';
import { headersFor, signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createPortalService } from '../portal/portal.service';
import { createDeliveryService } from './delivery.service';

const BASE = '/api/general/v1';
let t: TestApp;
/** onpremise@example.com's open ship-to without empties, its empties one, its suspended one, another's. */
let plain: string;
let empties: string;
let suspended: string;
let foreign: string;
let headers: Record<string, string>;

type Grant = { ship_to_id: string; status: string; permissions: string[] };
const grantsOf = (email: string) =>
  rows<Grant>(
    t.db,
    `select g.ship_to_id, s.status, r.permissions from users u
       join user_ship_to_roles g on g.user_id = u.id join roles r on r.id = g.role_id
       join ship_tos s on s.id = g.ship_to_id where u.email = '${email}' order by s.id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  const grants = await grantsOf('onpremise@example.com');
  const open = grants.filter((grant) => grant.status === 'ACTIVE');
  empties = open.find((grant) => grant.permissions.includes('Empties Management'))!.ship_to_id;
  plain = open.find((grant) => grant.ship_to_id !== empties)!.ship_to_id;
  suspended = grants.find((grant) => grant.status === 'SUSPENDED')!.ship_to_id;
  foreign = (await grantsOf('franchisee@example.com'))[0]!.ship_to_id;
  // A calendar of our own: small trucks on Tuesday and Thursday, trucks on Monday; Franco Destino.
  await t.db
    .update(shipTos)
    .set({
      deliveryType: 'Franco Destino',
      deliveryConfig: [
        { type: 'ZD1', delivery_days: ['TUE', 'THU'] },
        { type: 'PD', delivery_days: ['MON'] },
      ],
    })
    .where(eq(shipTos.id, plain));
  await t.db.update(shipTos).set({ deliveryType: 'Porto Franco' }).where(eq(shipTos.id, empties));
  headers = await headersFor(t, 'onpremise@example.com', plain);
});
afterAll(async () => t.close());

const get = (url: string, extra: Record<string, string> = {}) =>
  t.request({ method: 'GET', url: `${BASE}/${url}`, headers: { ...headers, ...extra } });

describe('GET shiptos/GetShipToBySapId/{ship_to_id} (spec 2 §7)', () => {
  it('answers the ship-to of the outletid header, its limits, and free shipping for Franco Destino (spec 2 §4)', async () => {
    const response = await get(`shiptos/GetShipToBySapId/${plain}`);
    expect(response.statusCode).toBe(200);
    const body = shipToDetailsResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      sap_id: plain,
      customerType: 'On Premise',
      status: 'ACTIVE',
      market: 'IT',
      timeZone: 'Europe/Rome',
      deliveryType: 'Franco Destino',
      defaultOrderType: 'freeshipping_freeshipping',
      hasEmptiesManagement: false,
    });
    expect(body.limits.iMaximumOrderWeight).toBeGreaterThan(0);
  });

  it('picks flat rate for another delivery type and reports Empties Management', async () => {
    const response = await get(`shiptos/GetShipToBySapId/${empties}`, { outletid: empties });
    expect(shipToDetailsResponseSchema.parse(response.json())).toMatchObject({
      defaultOrderType: 'flatrate_flatrate',
      hasEmptiesManagement: true,
    });
  });

  it('compares ids padded to 10 digits (spec 1 §4.4)', async () => {
    const short = String(Number(plain));
    const response = await get(`shiptos/GetShipToBySapId/${short}`, { outletid: short });
    expect(response.statusCode).toBe(200);
    expect(response.json().sap_id).toBe(plain);
  });

  it('refuses another customer’s ship-to, an unknown one, and one that is not the outletid header’s', async () => {
    expect((await get(`shiptos/GetShipToBySapId/${foreign}`, { outletid: foreign })).statusCode).toBe(403);
    expect((await get('shiptos/GetShipToBySapId/0000000001', { outletid: '0000000001' })).statusCode).toBe(
      403,
    );
    expect((await get(`shiptos/GetShipToBySapId/${empties}`)).statusCode).toBe(403);
  });

  it('answers 400 for an id that is not digits, 401 without a session', async () => {
    const bad = await get('shiptos/GetShipToBySapId/12ab');
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.request({
      method: 'GET',
      url: `${BASE}/shiptos/GetShipToBySapId/${plain}`,
      headers: { outletid: plain },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets the bar read a suspended ship-to, so that it can say why it is refused', async () => {
    const response = await get(`shiptos/GetShipToBySapId/${suspended}`, { outletid: suspended });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('SUSPENDED');
  });
});

describe('GET orders/GetCalendarAvailableDays (spec 2 §5: holidays, delivery days, why not)', () => {
  const days = async (query: string) => {
    const response = await get(`orders/GetCalendarAvailableDays?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return calendarDaysResponseSchema.parse(response.json());
  };

  it('marks Christmas as a holiday with its name, a Wednesday as not a delivery day, labels dd.MM', async () => {
    const body = await days('from=2026-12-20&to=2026-12-31&orderType=freeshipping_freeshipping');
    const byDate = new Map(body.days.map((day) => [day.date, day]));
    expect(byDate.get('2026-12-25')).toMatchObject({
      mark: 'holiday',
      reason: 'holiday',
      holidayName: 'Natale',
    });
    // 2026-12-23 is a Wednesday: the ship-to takes small trucks on Tuesday and Thursday only.
    expect(byDate.get('2026-12-23')).toMatchObject({
      reason: 'not-a-delivery-day',
      label: '23.12',
      mark: 'working',
    });
    expect(byDate.get('2026-12-22')?.reason).toBe(null);
    expect(byDate.get('2026-12-21')?.reason).toBe('not-a-delivery-day');
    expect(body.weekdays).toEqual(['TUE', 'THU']);
  });

  it('reads the PD entry for a truck (DESIGN §6) and accepts dd.MM.yyyy', async () => {
    const body = await days('from=21.12.2026&to=25.12.2026&orderType=flatrate_flatrate');
    expect(body.weekdays).toEqual(['MON']);
    expect(body.days.find((day) => day.date === '2026-12-21')?.available).toBe(true);
    expect(body.days.map((day) => day.date)).toHaveLength(5);
  });

  it('says a past day is too soon and a day past the window is too far', async () => {
    const body = await days('from=2025-01-07&to=2025-01-07');
    expect(body.days[0]?.reason).toBe('before-earliest');
    const late = await days('from=2030-01-08&to=2030-01-08');
    expect(late.days[0]?.reason).toBe('after-latest');
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'a date that does not exist'],
    ['from=25/12/2026&to=26/12/2026', 'a date in another format'],
    ['from=2026-12-25', 'a missing end'],
    ['from=2026-12-25&to=2026-12-20', 'an end before the start'],
    ['from=2026-01-01&to=2027-12-31', 'more than 400 days'],
    ['from=2026-12-01&to=2026-12-02&orderType=truck', 'an unknown order type'],
  ])('answers 400 for %s (%s) and changes nothing', async (query) => {
    const response = await get(`orders/GetCalendarAvailableDays?${query}`);
    expect(response.statusCode).toBe(400);
  });
});

describe('GET orders/GetDeliveryAvailableDate and GetFirstAvailableDate (spec 2 §5, §7)', () => {
  it('lists the delivery days, those that may be chosen, and the first of them', async () => {
    const response = await get('orders/GetDeliveryAvailableDate');
    const body = deliveryAvailableDateResponseSchema.parse(response.json());
    expect(body.orderType).toBe('freeshipping_freeshipping');
    expect(body.filteredDeliveryDate.length).toBeGreaterThan(50);
    expect(body.allDeliveryDate).toEqual(expect.arrayContaining(body.filteredDeliveryDate));
    for (const date of body.allDeliveryDate) {
      expect([2, 4]).toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
      expect(body.holidays).not.toContain(date);
    }
    expect(body.filteredDeliveryDate[0]! >= body.earliest).toBe(true);
    expect(body.validation).toBeNull();
    const first = (await get('orders/GetFirstAvailableDate')).json();
    expect(first.firstAvailableDate).toBe(body.filteredDeliveryDate[0]);
  });

  it('validates a date: a Wednesday is refused with the spec’s message, a delivery day passes', async () => {
    const { filteredDeliveryDate } = (await get('orders/GetDeliveryAvailableDate')).json();
    const chosen = filteredDeliveryDate[3] as string;
    const ok = (await get(`orders/GetDeliveryAvailableDate?date=${chosen}`)).json();
    expect(ok.validation).toEqual({ date: chosen, ok: true, message: null });
    const wednesday = (await get('orders/GetDeliveryAvailableDate?date=23.12.2026')).json();
    expect(wednesday.validation).toEqual({
      date: '2026-12-23',
      ok: false,
      message: 'Shipping cannot be ordered. Choose a different date.',
    });
  });

  it('answers 400 for a malformed date and 403 for another customer’s ship-to', async () => {
    expect((await get('orders/GetDeliveryAvailableDate?date=2026-13-01')).statusCode).toBe(400);
    expect((await get('orders/GetDeliveryAvailableDate?date=tomorrow')).statusCode).toBe(400);
    expect((await get('orders/GetFirstAvailableDate', { outletid: foreign })).statusCode).toBe(403);
    expect((await get('orders/GetDeliveryAvailableDate', { outletid: foreign })).statusCode).toBe(403);
  });
});

describe('the cut-off hour in the market’s time zone (spec 2 §5, §9; DESIGN §6)', () => {
  // Monday 23 November 2026, 13:00 in Rome: past the small truck's 12:00 cut-off.
  const afterNoon = createDeliveryServiceAt('2026-11-23T12:00:00Z');
  const beforeNoon = createDeliveryServiceAt('2026-11-23T10:59:00Z');

  function createDeliveryServiceAt(instant: string) {
    return () =>
      createDeliveryService({ db: t.db, portal: createPortalService(t.db) }, () => new Date(instant));
  }

  it('says Thursday is closed by the cut-off after 12:00 and open before it', async () => {
    const range = { from: '2026-11-24', to: '2026-12-01', orderType: 'freeshipping_freeshipping' as const };
    const after = await afterNoon().calendarDays(plain, range);
    expect(after.earliest).toBe('2026-11-27');
    const reasons = Object.fromEntries(after.days.map((day) => [day.date, day.reason]));
    expect(reasons).toMatchObject({
      '2026-11-24': 'before-earliest',
      '2026-11-26': 'past-cut-off',
      '2026-11-27': 'not-a-delivery-day',
      '2026-12-01': null,
    });
    const before = await beforeNoon().calendarDays(plain, range);
    expect(before.earliest).toBe('2026-11-26');
    expect(before.days.find((day) => day.date === '2026-11-26')).toMatchObject({
      available: true,
      mark: 'delivery',
    });
    expect(before.firstAvailableDate).toBe('2026-11-26');
    expect(after.firstAvailableDate).toBe('2026-12-01');
  });
});

describe('GET ordertypes (spec 2 §4)', () => {
  it('offers the three beer order types to a ship-to without Empties Management, even when asked for empties', async () => {
    for (const mode of ['0', '1']) {
      const body = orderTypesResponseSchema.parse((await get(`ordertypes?shipmentMode=${mode}`)).json());
      expect(body.shipmentMode).toBe(0);
      expect(body.shipmentModes).toEqual([0]);
      expect(body.defaultOrderType).toBe('freeshipping_freeshipping');
      expect(body.options.map((option) => [option.value, option.label, option.disabled])).toEqual([
        ['selfpickup_selfpickup', 'Standard order', false],
        ['freeshipping_freeshipping', 'Small truck', false],
        ['flatrate_flatrate', 'Truck', false],
      ]);
    }
  });

  it('lists all five with Empties Management and enables those of the shipment mode', async () => {
    const body = orderTypesResponseSchema.parse(
      (await get('ordertypes?shipmentMode=1', { outletid: empties })).json(),
    );
    expect(body.shipmentModes).toEqual([0, 1]);
    expect(body.options.filter((option) => !option.disabled).map((option) => option.value)).toEqual([
      'emptiesfulltruck_emptiesfulltruck',
      'emptiespickup_emptiespickup',
    ]);
    expect(body.options.find((option) => option.value === 'flatrate_flatrate')?.transportCode).toBe('YSOR');
  });

  it('answers 400 for a shipment mode other than 0 or 1, 403 without an outletid', async () => {
    expect((await get('ordertypes?shipmentMode=2')).statusCode).toBe(400);
    const { authorization } = await signIn(t, 'onpremise@example.com');
    const response = await t.request({
      method: 'GET',
      url: `${BASE}/ordertypes`,
      headers: { authorization },
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('deliveryAvailableDate, GET_DELIVERY_AVAILABLE_DATE of spec 2 §7', () => {
  const QUERY = `query Dates($shipTo: String!, $shipmentId: String, $store: String) {
    deliveryAvailableDate(shipTo: $shipTo, shipmentId: $shipmentId, store: $store) {
      shipTo shipmentId store first_available_date available_dates holidays today earliest latest
    }
  }`;

  it('answers the same dates as the REST call, for the order type asked', async () => {
    const rest = (await get('orders/GetDeliveryAvailableDate?orderType=flatrate_flatrate')).json();
    const response = await t.graphql<{ deliveryAvailableDate: Record<string, unknown> }>(QUERY, {
      variables: { shipTo: plain, shipmentId: 'flatrate_flatrate', store: 'LivePortal_IT_it' },
      headers,
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.deliveryAvailableDate).toMatchObject({
      shipTo: plain,
      shipmentId: 'flatrate_flatrate',
      store: 'LivePortal_IT_it',
      first_available_date: rest.filteredDeliveryDate[0],
      available_dates: rest.filteredDeliveryDate,
    });
  });

  it('refuses another ship-to than the outletid header’s and an unknown shipmentId', async () => {
    const other = await t.graphql(QUERY, { variables: { shipTo: foreign }, headers });
    expect(other.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const foreignScope = await t.graphql(QUERY, {
      variables: { shipTo: foreign },
      headers: { ...headers, outletid: foreign },
    });
    expect(foreignScope.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bad = await t.graphql(QUERY, { variables: { shipTo: plain, shipmentId: 'by-drone' }, headers });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.data).toBeNull();
  });
});
