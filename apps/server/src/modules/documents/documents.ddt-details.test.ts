import { DOCUMENT_MESSAGES, ddtDetailsSchema } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/seed/seed-test-helpers';
import { createTestApp, type TestApp } from '../../test/harness';
import { documentReaders, firstDocumentId } from './documents.fixtures';
import { ddtLines } from './documents.ddt-details';

/**
 * GET documents/GetDDTVDetails (spec 3 §7 general service; issue 14 item 1; decision 0035): a delivery note's
 * heading and lines, over the demo seed, kept to the ship-tos where the caller holds My Documents.
 */
const URL = '/api/general/v1/documents/GetDDTVDetails';
const UNKNOWN = '00000000-0000-4000-8000-000000000042';

let t: TestApp;
let owner: Record<string, string>;
let basic: Record<string, string>;
let czech: Record<string, string>;
let lungomareDdt: string;
let czechDdt: string;
let ownInvoice: string;

const firstId = (where: string) => firstDocumentId(t, where);

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, basic, czech } = await documentReaders(t));
  const [lungomare] = await rows<{ id: string }>(
    t.db,
    "select id from ship_tos where name like 'Birreria Al Portico%Lungomare'",
  );
  lungomareDdt = await firstId(`ship_to_id = '${lungomare!.id}' and type = 'DDT'`);
  ownInvoice = await firstId(`ship_to_id = '${lungomare!.id}' and type = 'INVOICE'`);
  czechDdt = await firstId("currency = 'CZK' and type = 'DDT'");
});
afterAll(async () => t.close());

const details = (documentId: string, headers: Record<string, string> = owner) =>
  t.request({ url: `${URL}?documentId=${documentId}`, headers });

describe('GET documents/GetDDTVDetails', () => {
  it('answers the note’s heading and its order’s lines with packages, layers and pallets', async () => {
    const response = await details(lungomareDdt);
    expect(response.statusCode, response.body).toBe(200);
    const note = ddtDetailsSchema.parse(response.json());
    const [stored] = await rows<{ number: string; date: string; order_number: string; ship_to_id: string }>(
      t.db,
      `select number, to_char(document_date, 'YYYY-MM-DD') as date, order_number, ship_to_id
         from documents where id = '${lungomareDdt}'`,
    );
    const [order] = await rows<{ id: string; delivery_date: string; order_type: string }>(
      t.db,
      `select id, to_char(delivery_date, 'YYYY-MM-DD') as delivery_date, order_type
         from orders where order_number = '${stored!.order_number}'`,
    );
    expect(note).toMatchObject({
      id: lungomareDdt,
      number: stored!.number,
      date: stored!.date,
      orderNumber: stored!.order_number,
      deliveryDate: order!.delivery_date,
      transportType: order!.order_type,
      shipTo: { id: stored!.ship_to_id, name: expect.stringMatching(/Lungomare$/) },
    });
    expect(note.shipTo.street.length).toBeGreaterThan(0);
    const items = await rows<{
      sku: string;
      quantity: number;
      packages: number;
      layers: number;
      pallets: number;
    }>(
      t.db,
      `select sku, quantity, packages, layers, pallets from order_items where order_id = '${order!.id}' order by line`,
    );
    expect(items.length).toBeGreaterThan(0);
    expect(
      note.lines.map(({ sku, quantity, packages, layers, pallets }) => ({
        sku,
        quantity,
        packages,
        layers,
        pallets,
      })),
    ).toEqual(items);
  });

  it('answers another customer’s note, one the caller lacks My Documents for, an invoice or an unknown id with the same 404', async () => {
    for (const [id, headers] of [
      [czechDdt, owner],
      [lungomareDdt, basic],
      [ownInvoice, owner],
      [UNKNOWN, owner],
    ] as const) {
      const response = await details(id, headers);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: DOCUMENT_MESSAGES.notFound });
    }
    expect((await details(czechDdt, czech)).statusCode).toBe(200);
    expect((await details(lungomareDdt, {})).statusCode).toBe(401);
  });

  it('refuses a missing or malformed id with a 400', async () => {
    for (const query of ['', '?documentId=', '?documentId=42', "?documentId=' or 1=1 --"]) {
      const response = await t.request({ url: `${URL}${query}`, headers: owner });
      expect(response.statusCode, query).toBe(400);
    }
  });
});

describe('the lines of a note (ddtLines)', () => {
  const line = (
    sku: string,
    quantity: number,
    entered?: { packages: number; layers: number; pallets: number },
  ) => ({
    sku,
    name: sku,
    quantity,
    unitCents: 0,
    totalCents: 0,
    ...entered,
  });

  it('takes the note’s own packages, else the order line of the same product once, else null', () => {
    const entered = [
      { sku: 'A', packages: 2, layers: 0, pallets: 0 },
      { sku: 'A', packages: 0, layers: 1, pallets: 0 },
    ];
    expect(
      ddtLines(
        [line('A', 24), line('A', 120), line('A', 5), line('B', 1, { packages: 1, layers: 0, pallets: 0 })],
        entered,
      ),
    ).toEqual([
      { sku: 'A', name: 'A', quantity: 24, packages: 2, layers: 0, pallets: 0 },
      { sku: 'A', name: 'A', quantity: 120, packages: 0, layers: 1, pallets: 0 },
      { sku: 'A', name: 'A', quantity: 5, packages: null, layers: null, pallets: null },
      { sku: 'B', name: 'B', quantity: 1, packages: 1, layers: 0, pallets: 0 },
    ]);
  });
});
