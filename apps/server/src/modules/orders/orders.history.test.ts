import { DELIVERY_STATUSES, PROCESSING_STATUSES } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOrders,
  getHistory,
  linkOrders,
  openOrdersWorld,
  type OrderSeed,
  type OrdersWorld,
} from './orders.fixtures';

/**
 * The order history (spec 2 §2 orders-history "lists with filters and sorting", §3 "Order listing returns sopList
 * and total", §7 GET orders), through HTTP: filters, sorts, paging, totals, linked orders and who may read what.
 */

let world: Awaited<ReturnType<typeof openOrdersWorld>>;
let w: OrdersWorld;
type Summary = {
  order_number: string;
  created_at: string;
  grand_total: number;
  status: string;
  processing_status: string;
  ship_to_id: string;
  ship_to_name: string;
  empty_return: boolean;
  empty_order_number: string | null;
  beer_order: string | null;
  items_count: number;
  change_refusal: string | null;
  customer_order_number: string | null;
  type_of_transport: string;
  delivery_date: string;
};
const numbers = (body: { sopList: Summary[] }) => body.sopList.map((order) => order.order_number);

beforeAll(async () => {
  world = await openOrdersWorld('hist');
  w = world;
  const onA: OrderSeed[] = Array.from({ length: 10 }, (_, index) => ({
    number: `71000${String(index + 10)}`,
    shipToId: w.shipToA,
    // One order a day from 1 to 10 March, at 10:00 UTC.
    createdAt: `2026-03-${String(index + 1).padStart(2, '0')}T10:00:00Z`,
    deliveryDate: `2026-04-${String(20 - index).padStart(2, '0')}`,
    grandTotalCents: ((index * 7) % 10) * 1000 + 500,
    status: index < 3 ? 'DELIVERED' : 'AWAITING SHIPMENT',
    processingStatus: index < 3 ? 'Completely Processed' : 'Not Yet Processed',
    customerOrderNumber: index % 2 === 0 ? `PO-Bar-${index}` : null,
    lines: 1 + (index % 3),
  }));
  await addOrders(world, onA);
  const linked = await addOrders(world, [
    // 23:30 UTC on 31 March is 1 April in Rome: created on 1 April in the market's calendar.
    { number: '7200001', shipToId: w.shipToA, createdAt: '2026-03-31T23:30:00Z', grandTotalCents: 20_000 },
    {
      number: '7200002',
      shipToId: w.shipToA,
      createdAt: '2026-03-31T23:30:00Z',
      isEmptiesReturn: true,
      grandTotalCents: 100,
      lines: 1,
    },
    { number: '7300001', shipToId: w.shipToS, createdAt: '2026-02-01T09:00:00Z', status: 'DELIVERED' },
    { number: '7400001', shipToId: w.shipToC, createdAt: '2026-02-02T09:00:00Z' },
    { number: '7500001', shipToId: w.shipToB, createdAt: '2026-02-03T09:00:00Z' },
  ]);
  await linkOrders(world, linked.get('7200001')!, linked.get('7200002')!);
});
afterAll(async () => w.t.close());

describe('GET /api/general/v1/orders', () => {
  it('lists the orders of every ship-to with My Orders, newest first, 10 a page, with the total', async () => {
    const { status, body } = await getHistory(w, w.buyer);
    expect(status).toBe(200);
    // 10 on A, 2 linked on A, 1 on the SUSPENDED ship-to; none of C (Catalogue only) nor of the stranger's B.
    expect(body.total).toBe(13);
    expect(body.sopList).toHaveLength(10);
    expect(numbers(body).slice(0, 3)).toEqual(['7200002', '7200001', '7100019']);
    expect(numbers(body)).not.toContain('7400001');
    expect(numbers(body)).not.toContain('7500001');
  });

  it('pages, and still gives the total past the last page', async () => {
    const second = await getHistory(w, w.buyer, 'page=2&pageSize=10');
    expect(numbers(second.body)).toEqual(['7100011', '7100010', '7300001']);
    expect(second.body.total).toBe(13);
    const past = await getHistory(w, w.buyer, 'page=9&pageSize=5');
    expect(past.body).toEqual({ sopList: [], total: 13 });
  });

  it('answers every field of an order summary, the linked beer and empties orders named', async () => {
    const { body } = await getHistory(w, w.buyer, 'orderNumber=72');
    const [empties, beer] = body.sopList as Summary[];
    expect(beer).toMatchObject({
      order_number: '7200001',
      grand_total: 200,
      empty_return: false,
      empty_order_number: '7200002',
      beer_order: null,
      ship_to_id: w.shipToA,
      ship_to_name: 'Locale A',
      items_count: 2,
      type_of_transport: 'freeshipping_freeshipping',
      status: 'AWAITING SHIPMENT',
      change_refusal: null,
      created_at: '2026-03-31T23:30:00.000Z',
    });
    expect(empties).toMatchObject({
      order_number: '7200002',
      empty_return: true,
      empty_order_number: null,
      beer_order: '7200001',
      items_count: 1,
      type_of_transport: 'emptiespickup_emptiespickup',
    });
  });

  it('says why a delivered order can no longer change (decision 0021)', async () => {
    const { body } = await getHistory(w, w.buyer, 'orderNumber=7100010');
    expect(body.sopList[0].change_refusal).toBe('Non-cancelable order, goods issue already carried out');
  });

  it('filters on the created day in the market’s time zone, both ends included', async () => {
    const march = await getHistory(w, w.buyer, 'from=2026-03-03&to=2026-03-05');
    expect(numbers(march.body)).toEqual(['7100014', '7100013', '7100012']);
    expect(march.body.total).toBe(3);
    const april = await getHistory(w, w.buyer, 'from=2026-04-01');
    expect(numbers(april.body).sort()).toEqual(['7200001', '7200002']);
    const untilMarch = await getHistory(w, w.buyer, 'to=2026-03-31&pageSize=50');
    expect(untilMarch.body.total).toBe(11);
  });

  it('filters on the start of the order number and of the customer order number (any case)', async () => {
    expect(numbers((await getHistory(w, w.buyer, 'orderNumber=710001')).body)).toHaveLength(10);
    expect(numbers((await getHistory(w, w.buyer, 'orderNumber=7100011')).body)).toEqual(['7100011']);
    expect((await getHistory(w, w.buyer, 'orderNumber=75')).body.total).toBe(0);
    const po = await getHistory(w, w.buyer, 'customerOrderNumber=po-bar-');
    expect(po.body.total).toBe(5);
    expect(
      (po.body.sopList as Summary[]).every((order) => order.customer_order_number?.startsWith('PO-Bar-')),
    ).toBe(true);
    expect(numbers((await getHistory(w, w.buyer, 'customerOrderNumber=PO-BAR-4')).body)).toEqual(['7100014']);
  });

  it('filters on one ship-to, statuses and kind', async () => {
    const suspended = await getHistory(w, w.buyer, `shipTo=${w.shipToS}`);
    expect(numbers(suspended.body)).toEqual(['7300001']);
    // A ship-to id may come unpadded.
    const unpadded = await getHistory(w, w.buyer, `shipTo=${Number(w.shipToA)}&pageSize=50`);
    expect(unpadded.body.total).toBe(12);
    const delivered = await getHistory(w, w.buyer, 'deliveryStatus=DELIVERED');
    expect(delivered.body.total).toBe(4);
    const processed = await getHistory(w, w.buyer, 'processingStatus=Completely%20Processed');
    expect(processed.body.total).toBe(3);
    const empties = await getHistory(w, w.buyer, 'kind=empties');
    expect(numbers(empties.body)).toEqual(['7200002']);
    const beer = await getHistory(w, w.buyer, 'kind=beer&pageSize=50');
    expect(beer.body.total).toBe(12);
    const combined = await getHistory(
      w,
      w.buyer,
      `shipTo=${w.shipToA}&deliveryStatus=DELIVERED&from=2026-03-02`,
    );
    expect(numbers(combined.body)).toEqual(['7100012', '7100011']);
  });

  it('sorts on each field both ways, ties broken by the order number', async () => {
    const only = `shipTo=${w.shipToA}&orderNumber=7100&pageSize=50`;
    const byTotal = await getHistory(w, w.buyer, `${only}&sort=grand_total&dir=asc`);
    const totals = (byTotal.body.sopList as Summary[]).map((order) => order.grand_total);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const byDelivery = await getHistory(w, w.buyer, `${only}&sort=delivery_date&dir=desc`);
    const dates = (byDelivery.body.sopList as Summary[]).map((order) => order.delivery_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates[0]).toBe('2026-04-20');
    const byNumber = await getHistory(w, w.buyer, `${only}&sort=order_number&dir=asc`);
    expect(numbers(byNumber.body)).toEqual([...numbers(byNumber.body)].sort());
    const oldest = await getHistory(w, w.buyer, 'sort=created_at&dir=asc&pageSize=1');
    expect(numbers(oldest.body)).toEqual(['7300001']);
  });

  it('answers 403 for a ship-to without My Orders, the stranger’s, or unknown', async () => {
    for (const shipTo of [w.shipToC, w.shipToB, '0000000001']) {
      const { status } = await getHistory(w, w.buyer, `shipTo=${shipTo}`);
      expect(status, shipTo).toBe(403);
    }
  });

  it('shows the stranger only the stranger’s orders, and a visitor nothing', async () => {
    const { body } = await getHistory(w, w.stranger);
    expect(numbers(body)).toEqual(['7500001']);
    const visitor = await getHistory(w, {});
    expect(visitor.status).toBe(401);
  });

  it('answers 400 with a message to every malformed parameter', async () => {
    const bad = [
      'page=0',
      'page=-1',
      'page=1.5',
      'page=abc',
      'page=1&page=2',
      'pageSize=51',
      'pageSize=0',
      'from=2026-02-30',
      'from=01.03.2026',
      'to=yesterday',
      'from=2026-03-05&to=2026-03-01',
      'orderNumber=71%25',
      `orderNumber=${'1'.repeat(21)}`,
      `customerOrderNumber=${'x'.repeat(41)}`,
      'customerOrderNumber=a%00b',
      'shipTo=abc',
      'shipTo=12345678901',
      'deliveryStatus=SHIPPED',
      'processingStatus=done',
      'kind=wine',
      'sort=price',
      'dir=up',
    ];
    for (const query of bad) {
      const { status, body } = await getHistory(w, w.buyer, query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(typeof body.message, query).toBe('string');
    }
  });

  it('takes empty filter fields as not sent', async () => {
    const { status, body } = await getHistory(w, w.buyer, 'orderNumber=&customerOrderNumber=%20&from=&to=');
    expect(status).toBe(200);
    expect(body.total).toBe(13);
  });
});

describe('status lists', () => {
  it('GET orders/GetOrderStatus lists the delivery statuses, GET orderstatus the processing statuses', async () => {
    const delivery = await w.t.request({
      method: 'GET',
      url: '/api/general/v1/orders/GetOrderStatus',
      headers: w.buyer,
    });
    expect(delivery.json()).toEqual({ statuses: [...DELIVERY_STATUSES] });
    const processing = await w.t.request({
      method: 'GET',
      url: '/api/general/v1/orderstatus',
      headers: w.buyer,
    });
    expect(processing.json()).toEqual({ statuses: [...PROCESSING_STATUSES] });
    expect((await w.t.request({ method: 'GET', url: '/api/general/v1/orderstatus' })).statusCode).toBe(401);
  });
});
