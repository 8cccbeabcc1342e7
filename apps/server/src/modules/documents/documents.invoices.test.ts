import {
  DOCUMENT_MESSAGES,
  documentsResponseSchema,
  documentTypesResponseSchema,
  type DocumentsPage,
} from '@spina/domain';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/seed/seed-test-helpers';
import { createTestApp, type TestApp } from '../../test/harness';
import { documentReaders, firstDocumentId } from './documents.fixtures';

/**
 * The invoice service (spec 3 §7 "Invoice service": `invoiceolsa/getdocuments`, `getdocument`,
 * `getdocumenttypes`, `getdownloadzipdocumentsbulk`; issue 14 item 2; decision 0035) over the demo seed: the
 * documents service kept to invoices and credit notes, with its scope (My Documents per ship-to), files and ZIP.
 */
const API = '/api/invoices/v1/invoiceolsa';
const GENERAL = '/api/general/v1/documents';
const UNKNOWN = '00000000-0000-4000-8000-000000000042';

let t: TestApp;
let owner: Record<string, string>;
let basic: Record<string, string>;
let czech: Record<string, string>;
let ownerShipTos: string[];
let lungomareInvoice: string;
let czechInvoice: string;
let ownDdt: string;

const firstId = (where: string) => firstDocumentId(t, where);

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, basic, czech } = await documentReaders(t));
  const shipTos = await rows<{ id: string; name: string }>(
    t.db,
    "select id, name from ship_tos where name like 'Birreria Al Portico%' order by id",
  );
  ownerShipTos = shipTos.map((row) => row.id);
  const lungomare = shipTos.find((row) => row.name.endsWith('Lungomare'))!.id;
  lungomareInvoice = await firstId(`ship_to_id = '${lungomare}' and type = 'INVOICE'`);
  czechInvoice = await firstId("currency = 'CZK' and type = 'INVOICE'");
  ownDdt = await firstId(`ship_to_id = '${lungomare}' and type = 'DDT'`);
});
afterAll(async () => t.close());

const list = async (query: string, headers = owner): Promise<DocumentsPage> => {
  const response = await t.request({ url: `${API}/getdocuments?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return documentsResponseSchema.parse(response.json());
};
const post = (path: string, payload: unknown, headers: Record<string, string> = owner) =>
  t.request({
    method: 'POST',
    url: `${API}/${path}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const invoiceFile = (documentId: string, headers = owner, documentType?: string) =>
  post('getdocument', { documentId, ...(documentType ? { documentType } : {}) }, headers);

describe('who reaches the invoice service (spec 3 §6: My Documents on the ship-to)', () => {
  it('answers 401 to a visitor on every call', async () => {
    for (const [method, path] of [
      ['GET', 'getdocuments'],
      ['GET', 'getdocumenttypes'],
      ['POST', 'getdocument'],
      ['POST', 'getdownloadzipdocumentsbulk'],
    ] as const) {
      const response = await t.request({
        method,
        url: `${API}/${path}`,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ids: [UNKNOWN] }) }
          : {}),
      });
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('lists the invoices and credit notes of the caller’s ship-tos only, as the general list does', async () => {
    const mine = await list('pageSize=100');
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.results.every((row) => row.type === 'INVOICE' || row.type === 'CREDIT_NOTE')).toBe(true);
    expect(mine.results.every((row) => ownerShipTos.includes(row.shipToId))).toBe(true);
    const general = async (type: string) =>
      documentsResponseSchema.parse(
        (
          await t.request({ url: `${GENERAL}/GetAllDocuments?type=${type}&pageSize=1`, headers: owner })
        ).json(),
      ).total;
    expect(mine.total).toBe((await general('INVOICE')) + (await general('CREDIT_NOTE')));
    // Another customer's ship-to named as a filter lists nothing; another customer sees none of the owner's.
    const [czechShipTo] = await rows<{ ship_to_id: string }>(
      t.db,
      `select ship_to_id from documents where id = '${czechInvoice}'`,
    );
    expect((await list(`shipTo=${czechShipTo!.ship_to_id}`)).total).toBe(0);
    const theirs = await list('pageSize=100', czech);
    expect(theirs.total).toBeGreaterThan(0);
    expect(theirs.results.some((row) => ownerShipTos.includes(row.shipToId))).toBe(false);
  });

  it('answers another customer’s, a delivery note’s or an unknown id with the same 404', async () => {
    for (const [id, headers] of [
      [czechInvoice, owner],
      [lungomareInvoice, basic],
      [ownDdt, owner],
      [UNKNOWN, owner],
    ] as const) {
      const response = await invoiceFile(id, headers);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ message: DOCUMENT_MESSAGES.notFound });
    }
    expect((await invoiceFile(czechInvoice, czech)).statusCode).toBe(200);
  });
});

describe('GET invoiceolsa/getdocuments and getdocumenttypes', () => {
  it('filters by type, period and number, newest first', async () => {
    const credit = await list('type=CREDIT_NOTE&pageSize=100');
    expect(credit.total).toBeGreaterThan(0);
    expect(credit.results.every((row) => row.type === 'CREDIT_NOTE')).toBe(true);
    const spring = await list('from=2026-03-01&to=2026-03-31&pageSize=100');
    expect(spring.results.every((row) => row.date >= '2026-03-01' && row.date <= '2026-03-31')).toBe(true);
    const dates = spring.results.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const invoice = (await list('type=INVOICE&pageSize=1')).results[0]!;
    const byOrder = await list(`number=${invoice.orderNumber}`);
    expect(byOrder.results.map((row) => row.id)).toContain(invoice.id);
    expect(byOrder.results.some((row) => row.type === 'DDT')).toBe(false);
  });

  it('refuses a transport document type and bad filters with a 400', async () => {
    for (const query of [
      'type=DDT',
      'type=ADR',
      'from=2026-02-30',
      'from=2026-05-01&to=2026-04-01',
      'page=0',
    ]) {
      const response = await t.request({ url: `${API}/getdocuments?${query}`, headers: owner });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('lists the invoice and the credit note as its types', async () => {
    const response = await t.request({ url: `${API}/getdocumenttypes`, headers: owner });
    expect(documentTypesResponseSchema.parse(response.json()).results).toEqual([
      { type: 'INVOICE', logistic: false },
      { type: 'CREDIT_NOTE', logistic: false },
    ]);
  });
});

describe('POST invoiceolsa/getdocument and getdownloadzipdocumentsbulk', () => {
  it('answers the invoice’s PDF, the same bytes as the general service’s download', async () => {
    const invoice = (await list('type=INVOICE&pageSize=1')).results[0]!;
    const response = await invoiceFile(invoice.id, owner, 'INVOICE');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="INVOICE-/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const general = await t.request({ url: invoice.documentList[0]!.link, headers: owner });
    expect(response.rawPayload.equals(general.rawPayload)).toBe(true);
    expect((await invoiceFile(invoice.id, owner, 'CREDIT_NOTE')).statusCode).toBe(404);
  });

  it('refuses a malformed body with a 400', async () => {
    for (const body of [{}, { documentId: 'x' }, { documentId: UNKNOWN, documentType: 'DDT' }]) {
      expect((await post('getdocument', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ ids: [] }, { ids: ['not-an-id'] }, { ids: 'x' }]) {
      expect((await post('getdownloadzipdocumentsbulk', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers a ZIP of the selected invoices, all or nothing', async () => {
    const selected = (await list('pageSize=3')).results;
    const response = await post('getdownloadzipdocumentsbulk', { ids: selected.map((row) => row.id) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(Object.keys(unzipSync(new Uint8Array(response.rawPayload)))).toHaveLength(3);
    for (const stranger of [czechInvoice, ownDdt, UNKNOWN]) {
      const refused = await post('getdownloadzipdocumentsbulk', { ids: [selected[0]!.id, stranger] });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        message: DOCUMENT_MESSAGES.selectionNotAvailable,
        details: { ids: [stranger] },
      });
    }
  });

  it('is described in the OpenAPI document under the spec’s paths', async () => {
    const spec = (await t.request({ url: '/api/docs/json' })).json();
    for (const [method, path] of [
      ['get', 'getdocuments'],
      ['post', 'getdocument'],
      ['get', 'getdocumenttypes'],
      ['post', 'getdownloadzipdocumentsbulk'],
    ]) {
      expect(spec.paths[`${API}/${path}`]?.[method!]?.tags, path).toEqual(['invoices']);
    }
  });
});
