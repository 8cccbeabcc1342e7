import { ddtDetailsSchema, documentsResponseSchema, localDate } from '@spina/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onQuery } from '../../db/client';
import { documents, orderItems, orders, products, shipTos } from '../../db/schema';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createApiKey } from './erp.api-keys';

/**
 * Issue 14 item 1: "new orders get their delivery note when the ERP marks them shipped". The ERP's status push
 * (decision 0023) that moves an order to a shipped status writes its delivery note (DDT) in the same
 * transaction, once, numbered as the seeded notes are; the note then shows in My Documents (decision 0035).
 */
let t: TestApp;
let key: string;
let owner: Record<string, string>;
let czech: Record<string, string>;
let centro: { id: string; companyId: string };
let skus: string[];
let batchCounter = 0;
const nextBatchId = () => `notes-${(batchCounter += 1)}`;

beforeAll(async () => {
  t = await createTestApp();
  ({ key } = await createApiKey(t.db, { name: 'erp', scopes: ['orders:status'] }));
  owner = await signIn(t, 'onpremise@example.com');
  czech = await signIn(t, 'cz@example.com');
  [centro] = (await t.db
    .select({ id: shipTos.id, companyId: shipTos.companyId })
    .from(shipTos)
    .where(like(shipTos.name, 'Birreria Al Portico%Centro'))) as [typeof centro];
  skus = (await t.db.select({ sku: products.sku }).from(products).orderBy(products.sku).limit(2)).map(
    (row) => row.sku,
  );
});
afterAll(async () => t.close());

/** Orders as placed in the portal on the owner's Centro ship-to, each with two lines entered in packages. */
async function placeOrders(count: number, fields: { isEmptiesReturn?: boolean } = {}) {
  const placed = await t.db
    .insert(orders)
    .values(
      Array.from({ length: count }, () => ({
        shipToId: centro.id,
        companyId: centro.companyId,
        deliveryDate: '2026-12-02',
        orderType: 'freeshipping',
        status: 'AWAITING SHIPMENT',
        processingStatus: 'Not Yet Processed',
        totalYourPriceCents: 9000,
        grandTotalCents: 10980,
        termsAcceptedAt: new Date(),
        isEmptiesReturn: fields.isEmptiesReturn ?? false,
      })),
    )
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  await t.db.insert(orderItems).values(
    placed.flatMap((order) =>
      skus.map((sku, index) => ({
        orderId: order.id,
        line: index + 1,
        sku,
        name: `Line ${index + 1}`,
        materialType: 'FERT',
        quantity: 24 * (index + 1),
        packages: index + 1,
        layers: index,
        pallets: 0,
        unitPriceCents: 150,
        rowTotalCents: 3600 * (index + 1),
      })),
    ),
  );
  return placed;
}

const push = (body: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/integration/v1/orders/status-updates',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const notesOf = (orderNumbers: string[]) =>
  t.db
    .select()
    .from(documents)
    .where(and(eq(documents.type, 'DDT'), inArray(documents.orderNumber, orderNumbers)))
    .orderBy(documents.number);

describe('the delivery note of an order the ERP ships', () => {
  it('is written for shipped orders only, numbered and dated as the seeded notes, with the order’s lines', async () => {
    const [delivered, loaded, picked] = await placeOrders(3);
    const [empties] = await placeOrders(1, { isEmptiesReturn: true });
    const day = localDate(new Date(), 'Europe/Rome');
    const answer = await push({
      batch_id: nextBatchId(),
      updates: [
        {
          order_number: delivered!.orderNumber,
          status: 'DELIVERED',
          processing_status: 'Completely Processed',
        },
        { order_number: loaded!.orderNumber, status: 'AWAITING DELIVERY', new_sap_id: `SAP-DN-${day}` },
        { order_number: picked!.orderNumber, status: 'IN STOCK' },
        { order_number: empties!.orderNumber, status: 'DELIVERED' },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const notes = await notesOf([delivered, loaded, picked, empties].map((order) => order!.orderNumber));
    expect(notes.map((note) => [note.orderNumber, note.number])).toEqual(
      [
        [delivered!.orderNumber, `2026/D${delivered!.orderNumber}`],
        [loaded!.orderNumber, `2026/DSAP-DN-${day}`],
      ].sort((a, b) => a[1]!.localeCompare(b[1]!)),
    );
    const note = notes.find((row) => row.orderNumber === delivered!.orderNumber)!;
    expect(note).toMatchObject({
      shipToId: centro.id,
      companyId: centro.companyId,
      documentDate: day,
      processingStatus: 'Completely Processed',
      currency: 'EUR',
      totalCents: null,
    });
    expect(note.lines).toEqual(
      skus.map((sku, index) => ({
        sku,
        name: `Line ${index + 1}`,
        quantity: 24 * (index + 1),
        unitCents: 150,
        totalCents: 3600 * (index + 1),
        packages: index + 1,
        layers: index,
        pallets: 0,
      })),
    );
  });

  it('shows in the owner’s My Documents with its details, and to no other customer', async () => {
    const [order] = await placeOrders(1);
    expect(
      (
        await push({
          batch_id: nextBatchId(),
          updates: [{ order_number: order!.orderNumber, status: 'DELIVERED' }],
        })
      ).statusCode,
    ).toBe(200);
    const listed = (headers: Record<string, string>) =>
      t.request({
        url: `/api/general/v1/documents/GetLogistcDocuments?number=${order!.orderNumber}`,
        headers,
      });
    const mine = documentsResponseSchema.parse((await listed(owner)).json());
    expect(mine.results.map((row) => [row.type, row.number])).toEqual([
      ['DDT', `2026/D${order!.orderNumber}`],
    ]);
    const id = mine.results[0]!.id;
    const details = (headers: Record<string, string>) =>
      t.request({ url: `/api/general/v1/documents/GetDDTVDetails?documentId=${id}`, headers });
    const shown = ddtDetailsSchema.parse((await details(owner)).json());
    expect(shown).toMatchObject({
      orderNumber: order!.orderNumber,
      deliveryDate: '2026-12-02',
      transportType: 'freeshipping',
    });
    expect(shown.lines.map((line) => line.packages)).toEqual([1, 2]);
    expect(documentsResponseSchema.parse((await listed(czech)).json()).total).toBe(0);
    expect((await details(czech)).statusCode).toBe(404);
  });

  it('is written once: a replay, a later shipped status or a new SAP id add no second note', async () => {
    const [order] = await placeOrders(1);
    const batch = {
      batch_id: nextBatchId(),
      updates: [{ order_number: order!.orderNumber, status: 'AWAITING DELIVERY' }],
    };
    expect((await push(batch)).json()).toMatchObject({ applied: 1, replayed: false });
    expect((await push(batch)).json()).toMatchObject({ replayed: true });
    for (const update of [
      { status: 'PARTIALLY DELIVERED' },
      { status: 'DELIVERED', new_sap_id: `SAP-LATER-${order!.orderNumber}` },
    ]) {
      const answer = await push({
        batch_id: nextBatchId(),
        updates: [{ order_number: order!.orderNumber, ...update }],
      });
      expect(answer.json()).toMatchObject({ applied: 1 });
    }
    const notes = await notesOf([order!.orderNumber]);
    expect(notes.map((note) => note.number)).toEqual([`2026/D${order!.orderNumber}`]);
  });

  it('is not written by a batch refused whole (422) or a malformed one (400)', async () => {
    const [order] = await placeOrders(1);
    const refused = await push({
      batch_id: nextBatchId(),
      updates: [
        { order_number: order!.orderNumber, status: 'DELIVERED' },
        { order_number: 'NO-SUCH-ORDER', status: 'DELIVERED' },
      ],
    });
    expect(refused.statusCode).toBe(422);
    const malformed = await push({
      batch_id: nextBatchId(),
      updates: [{ order_number: order!.orderNumber, status: 7 }],
    });
    expect(malformed.statusCode).toBe(400);
    expect(await notesOf([order!.orderNumber])).toEqual([]);
    const [{ status }] = (await t.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order!.id))) as [{ status: string }];
    expect(status).toBe('AWAITING SHIPMENT');
  });

  it('costs one statement for the whole batch, for 1 order as for 40', async () => {
    const statementsOf = async (orderNumbers: string[]) => {
      const seen: string[] = [];
      const stop = onQuery(t.db, (query) => seen.push(query));
      try {
        const body = {
          batch_id: nextBatchId(),
          updates: orderNumbers.map((number) => ({ order_number: number, status: 'DELIVERED' })),
        };
        expect((await push(body)).statusCode).toBe(200);
        return seen.filter((query) => !/^(begin|commit)$/i.test(query));
      } finally {
        stop();
      }
    };
    const few = (await placeOrders(2)).map((order) => order.orderNumber);
    const many = (await placeOrders(40)).map((order) => order.orderNumber);
    await statementsOf([few[0]!]); // notes the key's last use, written at most once a minute
    const small = await statementsOf([few[1]!]);
    const large = await statementsOf(many);
    // The key, the batch id, the orders (locked), one update, one history insert, the notes, the batch kept.
    expect(large).toHaveLength(7);
    expect(small).toHaveLength(large.length);
    expect(await notesOf(many)).toHaveLength(40);
  });
});
