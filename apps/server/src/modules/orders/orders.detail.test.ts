import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import {
  addHistory,
  addOrders,
  getHistory,
  linkOrders,
  openOrdersWorld,
  type OrdersWorld,
} from './orders.fixtures';

/**
 * An order read back (spec 2 §3 Submitted order, §7 "customer orders filtered by number"; decision 0021 for the
 * status history and change_refusal), through GraphQL: every field, linked orders, the timeline, and the same
 * 'Non-existent or blocked order' for a missing order and for one the caller may not read.
 */

let world: Awaited<ReturnType<typeof openOrdersWorld>>;
let w: OrdersWorld;
let ids: Map<string, string>;

const ORDER_FIELDS = `id order_number created_at grand_total { value currency } total_tax { value currency }
  status processing_status customer_order_number note_for_driver flexible_delivery
  items { line product_sku name material_type image { url label } quantity_ordered number_of_packages
    number_of_layer number_of_pallet price { value currency } row_total { value currency } }
  additional_data { empty_order_number beer_order delivery_date delivery_message empty_return ship_to_name
    ship_to_id total_empties_deposit { value } total_your_price { value } payment_method payment_method_title
    type_of_transport sap_id }
  shipping_address { name street city postalcode province country sap_id }
  billing_address { name street city postalcode province country sap_id }
  status_history { field from to source changed_at }
  change_refusal`;

type OrderView = {
  order_number: string;
  status_history: Array<{
    field: string;
    from: string | null;
    to: string | null;
    source: string;
    changed_at: string;
  }>;
  items: Array<{ line: number; product_sku: string; image: { url: string } }>;
  additional_data: Record<string, unknown>;
  change_refusal: string | null;
  [key: string]: unknown;
};

const detail = (headers: Record<string, string>, number: string) =>
  w.t.graphql<{ customerOrder: OrderView }>(
    `query D($n: String!) { customerOrder(number: $n) { ${ORDER_FIELDS} } }`,
    {
      headers,
      variables: { n: number },
    },
  );
const byNumber = (headers: Record<string, string>, number: string) =>
  w.t.graphql<{ customerOrders: OrderView[] }>(
    `query L($n: String!) { customerOrders(filter: { number: $n }) { ${ORDER_FIELDS} } }`,
    { headers, variables: { n: number } },
  );

beforeAll(async () => {
  world = await openOrdersWorld('detail');
  w = world;
  ids = await addOrders(world, [
    {
      number: '8100001',
      shipToId: w.shipToA,
      createdAt: '2026-03-02T08:15:00Z',
      deliveryDate: '2026-03-05',
      customerOrderNumber: 'PO-77',
      deliveryMessage: 'Consegna posticipata di un giorno',
      status: 'DELIVERED',
      processingStatus: 'Completely Processed',
      grandTotalCents: 12_345,
    },
    {
      number: '8100002',
      shipToId: w.shipToA,
      createdAt: '2026-03-02T08:15:00Z',
      isEmptiesReturn: true,
      lines: 1,
    },
    { number: '8100003', shipToId: w.shipToS, createdAt: '2026-03-03T08:00:00Z', paymentMethod: null },
    { number: '8100004', shipToId: w.shipToC, createdAt: '2026-03-03T08:00:00Z' },
    { number: '8100005', shipToId: w.shipToB, createdAt: '2026-03-03T08:00:00Z' },
  ]);
  await linkOrders(world, ids.get('8100001')!, ids.get('8100002')!);
  await addHistory(world, ids.get('8100001')!, [
    { field: 'sap_id', from: null, to: '0050000001', at: '2026-03-02T09:00:00Z' },
    {
      field: 'processing_status',
      from: 'Not Yet Processed',
      to: 'Completely Processed',
      at: '2026-03-03T06:00:00Z',
    },
    { field: 'status', from: 'AWAITING SHIPMENT', to: 'AWAITING DELIVERY', at: '2026-03-03T06:00:00Z' },
    {
      field: 'delivery_message',
      from: null,
      to: 'Consegna posticipata di un giorno',
      at: '2026-03-04T07:00:00Z',
    },
    { field: 'status', from: 'AWAITING DELIVERY', to: 'DELIVERED', at: '2026-03-06T12:00:00Z' },
  ]);
});
afterAll(async () => w.t.close());

describe('customerOrder(number)', () => {
  it('answers every field of the order, money in euros, addresses of the ship-to and the payer', async () => {
    const { data, errors } = await detail(w.buyer, '8100001');
    expect(errors).toBeUndefined();
    const order = data!.customerOrder;
    expect(order).toMatchObject({
      order_number: '8100001',
      created_at: '2026-03-02T08:15:00.000Z',
      grand_total: { value: 123.45, currency: 'EUR' },
      status: 'DELIVERED',
      processing_status: 'Completely Processed',
      customer_order_number: 'PO-77',
      flexible_delivery: false,
      shipping_address: {
        name: 'Locale A',
        street: 'Via Roma 1',
        city: 'Milano',
        sap_id: w.shipToA,
        country: 'ITA',
      },
      billing_address: { name: 'Birreria degli Ordini srl' },
      change_refusal: 'Non-cancelable order, goods issue already carried out',
    });
    expect(order.additional_data).toMatchObject({
      empty_order_number: '8100002',
      beer_order: null,
      delivery_date: '2026-03-05',
      delivery_message: 'Consegna posticipata di un giorno',
      empty_return: false,
      ship_to_name: 'Locale A',
      ship_to_id: w.shipToA,
      payment_method: '2C30',
      payment_method_title: 'Bonifico bancario a 30 giorni',
      type_of_transport: 'freeshipping_freeshipping',
    });
    expect(order.items.map((item) => item.line)).toEqual([1, 2]);
    expect(order.items[0]!.product_sku).toBe(w.sku);
    expect(order.items[0]!.image.url).not.toBe('');
    // A product no longer in the catalogue still shows its line, without an image.
    expect(order.items[1]!.image.url).toBe('');
  });

  it('words the payment term in the caller’s language (the one source of the payment-terms step)', async () => {
    const { data } = await detail({ ...w.buyer, lang: 'en' }, '8100001');
    expect(data!.customerOrder.additional_data.payment_method_title).toBe('Bank transfer at 30 days');
  });

  it('tells the timeline oldest first: the placing, then every recorded change', async () => {
    const { data } = await detail(w.buyer, '8100001');
    expect(data!.customerOrder.status_history).toEqual([
      {
        field: 'status',
        from: null,
        to: 'AWAITING SHIPMENT',
        source: 'portal',
        changed_at: '2026-03-02T08:15:00.000Z',
      },
      {
        field: 'sap_id',
        from: null,
        to: '0050000001',
        source: 'erp',
        changed_at: '2026-03-02T09:00:00.000Z',
      },
      // Changes of one instant: the delivery status before the processing status.
      {
        field: 'status',
        from: 'AWAITING SHIPMENT',
        to: 'AWAITING DELIVERY',
        source: 'erp',
        changed_at: '2026-03-03T06:00:00.000Z',
      },
      {
        field: 'processing_status',
        from: 'Not Yet Processed',
        to: 'Completely Processed',
        source: 'erp',
        changed_at: '2026-03-03T06:00:00.000Z',
      },
      {
        field: 'delivery_message',
        from: null,
        to: 'Consegna posticipata di un giorno',
        source: 'erp',
        changed_at: '2026-03-04T07:00:00.000Z',
      },
      {
        field: 'status',
        from: 'AWAITING DELIVERY',
        to: 'DELIVERED',
        source: 'erp',
        changed_at: '2026-03-06T12:00:00.000Z',
      },
    ]);
  });

  it('starts an order without recorded changes at its placing, in its current status', async () => {
    const { data } = await detail(w.buyer, '8100002');
    expect(data!.customerOrder.status_history).toEqual([
      {
        field: 'status',
        from: null,
        to: 'AWAITING SHIPMENT',
        source: 'portal',
        changed_at: '2026-03-02T08:15:00.000Z',
      },
    ]);
    expect(data!.customerOrder.additional_data).toMatchObject({
      beer_order: '8100001',
      empty_order_number: null,
    });
    expect(data!.customerOrder.change_refusal).toBeNull();
  });

  it('reads an order of a SUSPENDED ship-to, whatever ship-to the outletid header names', async () => {
    const { data, errors } = await detail(w.buyer, '8100003');
    expect(errors).toBeUndefined();
    expect(data!.customerOrder.additional_data).toMatchObject({
      payment_method: null,
      payment_method_title: null,
    });
  });

  it('answers the same error for a missing order, another customer’s and one without My Orders', async () => {
    const answers = [];
    for (const [headers, number] of [
      [w.buyer, '8199999'],
      [w.buyer, '8100005'], // the stranger's
      [w.buyer, '8100004'], // on the buyer's ship-to with Catalogue only
      [w.stranger, '8100001'],
      [w.buyer, "8100001' or 1=1"],
      [w.buyer, ''],
    ] as const) {
      const { data, errors } = await detail(headers, number);
      answers.push({ data, message: errors?.[0]?.message, code: errors?.[0]?.extensions?.code });
    }
    for (const answer of answers)
      expect(answer).toEqual({
        data: null,
        message: 'Non-existent or blocked order',
        code: 'ORDER_NOT_FOUND',
      });
  });
});

describe('customerOrders(filter: { number })', () => {
  it('gives the order asked for first, then its linked order', async () => {
    const beer = await byNumber(w.buyer, '8100001');
    expect(beer.data!.customerOrders.map((order) => order.order_number)).toEqual(['8100001', '8100002']);
    const empties = await byNumber(w.buyer, ' 8100002 ');
    expect(empties.data!.customerOrders.map((order) => order.order_number)).toEqual(['8100002', '8100001']);
  });

  it('gives nothing for a missing order, another customer’s, or malformed numbers', async () => {
    for (const number of ['8199999', '8100005', '8100004', '%', '']) {
      const { data, errors } = await byNumber(w.buyer, number);
      expect(errors, number).toBeUndefined();
      expect(data!.customerOrders, number).toEqual([]);
    }
    const stranger = await byNumber(w.stranger, '8100001');
    expect(stranger.data!.customerOrders).toEqual([]);
  });
});

describe('SQL statements per call (DESIGN §1.5: few queries, no N+1)', () => {
  async function statementsOf(run: () => Promise<unknown>): Promise<number> {
    let seen = 0;
    const stop = onQuery(w.t.db, () => seen++);
    try {
      await run();
      return seen;
    } finally {
      stop();
    }
  }

  it('reads a history page in 1 statement, whatever the filters and however many orders it shows', async () => {
    await getHistory(w, w.buyer); // warms the per-user caches of sign-in and the portal settings
    expect(await statementsOf(() => getHistory(w, w.buyer))).toBe(1);
    expect(
      await statementsOf(() =>
        getHistory(
          w,
          w.buyer,
          'from=2026-01-01&to=2026-12-31&orderNumber=81&customerOrderNumber=po&sort=grand_total',
        ),
      ),
    ).toBe(1);
  });

  it('reads an order with its lines, linked order and timeline in 1 statement; two linked orders too', async () => {
    await detail(w.buyer, '8100001');
    expect(await statementsOf(() => detail(w.buyer, '8100001'))).toBe(1);
    expect(await statementsOf(() => byNumber(w.buyer, '8100001'))).toBe(1);
  });
});
