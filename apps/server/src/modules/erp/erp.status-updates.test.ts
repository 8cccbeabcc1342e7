import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import { integrationBatches, orders, orderStatusHistory } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { createApiKey } from './erp.api-keys';
import { insertPortalOrders } from './erp.fixtures';

/**
 * Issue 12 item 6: "push delivery and processing statuses, delivery messages and SAP ids onto orders in batches,
 * by external id, idempotent, with per-row errors and nothing half-written. Every change is kept in the order's
 * status history." The statuses are those of spec 2 §4 "Order statuses": "processing filter: Completely
 * Processed, Fully Rejected, Not Relevant, Not Yet Processed, Partially Processed. Delivery statuses: CANCELLED,
 * ORDER UNDER INVESTIGATION, AWAITING SHIPMENT, ...".
 */
let t: TestApp;
let key: string;
let batchCounter = 0;
const nextBatchId = () => `batch-${(batchCounter += 1)}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ key } = await createApiKey(t.db, { name: 'erp', scopes: ['orders:status'] }));
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(integrationBatches);
});

const push = (body: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/integration/v1/orders/status-updates',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const ordersOf = (ids: string[]) =>
  t.db
    .select({
      id: orders.id,
      status: orders.status,
      processingStatus: orders.processingStatus,
      deliveryMessage: orders.deliveryMessage,
      sapId: orders.sapId,
    })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.orderNumber));
const historyOf = (ids: string[]) =>
  t.db
    .select({
      orderId: orderStatusHistory.orderId,
      field: orderStatusHistory.field,
      from: orderStatusHistory.fromValue,
      to: orderStatusHistory.toValue,
      source: orderStatusHistory.source,
      sourceRef: orderStatusHistory.sourceRef,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, ids));

describe('a batch with bad rows (issue 12: "a batch with one bad row changes nothing and names that row")', () => {
  it('answers 422 naming the one bad row, and writes nothing', async () => {
    const placed = await insertPortalOrders(t.db, 3);
    const ids = placed.map((order) => order.id);
    const before = await ordersOf(ids);
    const answer = await push({
      batch_id: nextBatchId(),
      updates: [
        { order_number: placed[0]!.orderNumber, status: 'IN STOCK' },
        { order_number: placed[1]!.orderNumber, status: 'SHIPPED SOMEHOW' },
        { order_number: placed[2]!.orderNumber, new_sap_id: 'SAP-OK-1' },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toEqual({
      code: 'BATCH_REJECTED',
      message: 'Nothing was applied: 1 row is not valid',
      errors: [{ row: 1, code: 'UNKNOWN_STATUS', message: 'Unknown delivery status "SHIPPED SOMEHOW"' }],
    });
    expect(await ordersOf(ids)).toEqual(before);
    expect(await historyOf(ids)).toEqual([]);
    expect(await t.db.select().from(integrationBatches)).toEqual([]);
  });

  it('names every bad row with its fault', async () => {
    const [first, second, third] = await insertPortalOrders(t.db, 3, {
      sapId: (index) => (index === 2 ? `SAP-HELD-${batchCounter}` : null),
    });
    const held = `SAP-HELD-${batchCounter}`;
    const answer = await push({
      batch_id: nextBatchId(),
      updates: [
        { status: 'DELIVERED' },
        { order_number: 'NO-SUCH-ORDER', status: 'DELIVERED' },
        { sap_id: 'NO-SUCH-SAP-ID', status: 'DELIVERED' },
        { order_number: first!.orderNumber },
        { order_number: first!.orderNumber, processing_status: 'Half Done' },
        { order_number: second!.orderNumber, new_sap_id: held },
        { order_number: second!.orderNumber, sap_id: held, status: 'DELIVERED' },
        { order_number: third!.orderNumber, status: 'DELIVERED' },
        { sap_id: held, delivery_message: 'Twice in one batch' },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().message).toBe('Nothing was applied: 8 rows are not valid');
    expect(
      answer.json().errors.map((error: { row: number; code: string }) => [error.row, error.code]),
    ).toEqual([
      [0, 'ORDER_NOT_NAMED'],
      [1, 'ORDER_NOT_FOUND'],
      [2, 'ORDER_NOT_FOUND'],
      [3, 'EMPTY_UPDATE'],
      [4, 'UNKNOWN_PROCESSING_STATUS'],
      [4, 'ORDER_REPEATED'],
      [5, 'SAP_ID_TAKEN'],
      [6, 'ORDER_MISMATCH'],
      [8, 'ORDER_REPEATED'],
    ]);
    expect(await historyOf([first!.id, second!.id, third!.id])).toEqual([]);
  });

  it('refuses one SAP id given to two orders in the same batch', async () => {
    const [first, second] = await insertPortalOrders(t.db, 2);
    const answer = await push({
      batch_id: nextBatchId(),
      updates: [
        { order_number: first!.orderNumber, new_sap_id: 'SAP-TWICE' },
        { order_number: second!.orderNumber, new_sap_id: 'SAP-TWICE' },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors).toEqual([
      { row: 1, code: 'SAP_ID_TAKEN', message: 'The SAP id SAP-TWICE belongs to another order' },
    ]);
    expect((await ordersOf([first!.id, second!.id])).map((order) => order.sapId)).toEqual([null, null]);
  });

  it('answers 400 to a body that is not a batch, and writes nothing', async () => {
    const [order] = await insertPortalOrders(t.db, 1);
    const row = { order_number: order!.orderNumber, status: 'DELIVERED' };
    const bodies: unknown[] = [
      {},
      { batch_id: 'x', updates: [] },
      { batch_id: '', updates: [row] },
      { updates: [row] },
      { batch_id: 'x', updates: Array.from({ length: 501 }, () => row) },
      { batch_id: 'x', updates: [{ ...row, status: 7 }] },
      { batch_id: 'x', updates: [{ ...row, delivery_message: 'x'.repeat(1001) }] },
      { batch_id: 'x', updates: ['DELIVERED'] },
    ];
    for (const body of bodies) expect((await push(body)).statusCode, JSON.stringify(body)).toBe(400);
    expect(await historyOf([order!.id])).toEqual([]);
  });
});

describe('a good batch (issue 12 item 6)', () => {
  it('applies every row by order number or SAP id and keeps each change in the history, source erp', async () => {
    const [byNumber, bySap, untouched] = await insertPortalOrders(t.db, 3, {
      sapId: (index) => (index === 1 ? `SAP-GOOD-${batchCounter}` : null),
    });
    const sapId = `SAP-GOOD-${batchCounter}`;
    const batchId = nextBatchId();
    const answer = await push({
      batch_id: batchId,
      updates: [
        {
          order_number: byNumber!.orderNumber,
          status: 'IN STOCK',
          processing_status: 'Partially Processed',
          delivery_message: 'Loading on Thursday',
          new_sap_id: `SAP-NEW-${batchCounter}`,
        },
        { sap_id: sapId, status: 'DELIVERED', processing_status: 'Completely Processed' },
        // Already so: counted as unchanged, no history.
        { order_number: untouched!.orderNumber, status: 'AWAITING SHIPMENT', delivery_message: null },
      ],
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ batch_id: batchId, applied: 2, unchanged: 1, replayed: false });

    const [first, second, third] = await ordersOf([byNumber!.id, bySap!.id, untouched!.id]);
    expect(first).toMatchObject({
      status: 'IN STOCK',
      processingStatus: 'Partially Processed',
      deliveryMessage: 'Loading on Thursday',
      sapId: `SAP-NEW-${batchCounter}`,
    });
    expect(second).toMatchObject({ status: 'DELIVERED', processingStatus: 'Completely Processed', sapId });
    expect(third).toMatchObject({ status: 'AWAITING SHIPMENT', deliveryMessage: null });

    const history = await historyOf([byNumber!.id, bySap!.id, untouched!.id]);
    const erp = { source: 'erp', sourceRef: batchId };
    expect(history).toHaveLength(6);
    expect(history).toEqual(
      expect.arrayContaining([
        { orderId: byNumber!.id, field: 'status', from: 'AWAITING SHIPMENT', to: 'IN STOCK', ...erp },
        {
          orderId: byNumber!.id,
          field: 'processing_status',
          from: 'Not Yet Processed',
          to: 'Partially Processed',
          ...erp,
        },
        { orderId: byNumber!.id, field: 'delivery_message', from: null, to: 'Loading on Thursday', ...erp },
        { orderId: byNumber!.id, field: 'sap_id', from: null, to: `SAP-NEW-${batchCounter}`, ...erp },
        { orderId: bySap!.id, field: 'status', from: 'AWAITING SHIPMENT', to: 'DELIVERED', ...erp },
        {
          orderId: bySap!.id,
          field: 'processing_status',
          from: 'Not Yet Processed',
          to: 'Completely Processed',
          ...erp,
        },
      ]),
    );
  });

  it('clears a delivery message with null or a blank, and finds an order by its new SAP id afterwards', async () => {
    const [order] = await insertPortalOrders(t.db, 1);
    const sapId = `SAP-LATER-${batchCounter}`;
    await push({
      batch_id: nextBatchId(),
      updates: [{ order_number: order!.orderNumber, delivery_message: 'Late', new_sap_id: sapId }],
    });
    const cleared = await push({
      batch_id: nextBatchId(),
      updates: [{ sap_id: sapId, delivery_message: '  ' }],
    });
    expect(cleared.json()).toMatchObject({ applied: 1, unchanged: 0 });
    expect((await ordersOf([order!.id]))[0]!.deliveryMessage).toBeNull();
  });
});

describe('replaying a batch (issue 12 item 6: idempotent)', () => {
  it('answers the first result and writes nothing when the same batch comes again', async () => {
    const [order] = await insertPortalOrders(t.db, 1);
    const batch = {
      batch_id: nextBatchId(),
      updates: [{ order_number: order!.orderNumber, status: 'IN STOCK' }],
    };
    const first = await push(batch);
    expect(first.json()).toEqual({ batch_id: batch.batch_id, applied: 1, unchanged: 0, replayed: false });
    // Meanwhile the order moved on: a replay must not set it back.
    await push({
      batch_id: nextBatchId(),
      updates: [{ order_number: order!.orderNumber, status: 'DELIVERED' }],
    });
    const historyBefore = await historyOf([order!.id]);

    const again = await push(batch);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ batch_id: batch.batch_id, applied: 1, unchanged: 0, replayed: true });
    expect((await ordersOf([order!.id]))[0]!.status).toBe('DELIVERED');
    expect(await historyOf([order!.id])).toEqual(historyBefore);
  });

  it('refuses with 409 a batch id applied before with other updates', async () => {
    const [order] = await insertPortalOrders(t.db, 1);
    const batchId = nextBatchId();
    await push({ batch_id: batchId, updates: [{ order_number: order!.orderNumber, status: 'IN STOCK' }] });
    const reused = await push({
      batch_id: batchId,
      updates: [{ order_number: order!.orderNumber, status: 'DELIVERED' }],
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('BATCH_ID_REUSED');
    expect((await ordersOf([order!.id]))[0]!.status).toBe('IN STOCK');
  });

  it('lets a rejected batch be sent again, corrected, under the same id', async () => {
    const [order] = await insertPortalOrders(t.db, 1);
    const batchId = nextBatchId();
    const bad = await push({
      batch_id: batchId,
      updates: [{ order_number: order!.orderNumber, status: 'Shipped' }],
    });
    expect(bad.statusCode).toBe(422);
    const good = await push({
      batch_id: batchId,
      updates: [{ order_number: order!.orderNumber, status: 'IN STOCK' }],
    });
    expect(good.json()).toMatchObject({ applied: 1, replayed: false });
  });
});

describe('statements per batch (DESIGN §1.5: few queries per request)', () => {
  /** The statements one push runs, key check included. */
  async function statementsOf(body: unknown): Promise<{ status: number; statements: string[] }> {
    const statements: string[] = [];
    const stop = onQuery(t.db, (query) => statements.push(query));
    try {
      const answer = await push(body);
      return { status: answer.statusCode, statements };
    } finally {
      stop();
    }
  }

  it('runs the same few statements for 2 rows and for 500 rows', async () => {
    // A first call notes the key's last use, which is written at most once a minute: not part of a batch.
    expect((await push({ batch_id: nextBatchId(), updates: [{ status: 'DELIVERED' }] })).statusCode).toBe(
      422,
    );
    const placed = await insertPortalOrders(t.db, 502, {
      sapId: (index) => (index % 2 === 0 ? `SAP-BULK-${batchCounter}-${index}` : null),
    });
    const rowOf = (order: { orderNumber: string }, index: number) => ({
      order_number: order.orderNumber,
      status: 'IN STOCK',
      processing_status: 'Partially Processed',
      delivery_message: `Truck ${index}`,
      new_sap_id: `SAP-BULK-NEW-${batchCounter}-${index}`,
    });
    const small = await statementsOf({ batch_id: nextBatchId(), updates: placed.slice(0, 2).map(rowOf) });
    const large = await statementsOf({ batch_id: nextBatchId(), updates: placed.slice(2).map(rowOf) });
    expect(small.status).toBe(200);
    expect(large.status).toBe(200);
    expect(large.statements).toHaveLength(small.statements.length);
    // The key, the batch id, the orders (locked), one update, one history insert, the batch kept; PostgreSQL's
    // driver also sends begin and commit.
    expect(large.statements.filter((query) => !/^(begin|commit)$/i.test(query))).toHaveLength(6);
    const history = await t.db
      .select({ orderId: orderStatusHistory.orderId })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.sourceRef, `batch-${batchCounter}`));
    expect(history).toHaveLength(500 * 4);

    const replay = await statementsOf({
      batch_id: `batch-${batchCounter}`,
      updates: placed.slice(2).map(rowOf),
    });
    expect(replay.status).toBe(200);
    expect(replay.statements.length).toBeLessThanOrEqual(3);
  });
});

describe('the OpenAPI description', () => {
  it('documents the status push with its key security, body and answers', async () => {
    const spec = (await t.request({ url: '/api/docs/json' })).json();
    const operation = spec.paths['/api/integration/v1/orders/status-updates'].post;
    expect(operation.security).toEqual([{ integrationKey: [] }]);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '409', '422']));
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['batch_id', 'updates']);
    expect(body.properties.updates.maxItems).toBe(500);
    expect(body.properties.updates.items.properties.status.description).toContain('AWAITING SHIPMENT');
  });
});
