import {
  DOCUMENT_MESSAGES,
  DOCUMENTS_ZIP_MAX,
  documentsResponseSchema,
  documentTypesResponseSchema,
  type DocumentsPage,
} from '@spina/domain';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/seed/seed-test-helpers';
import { createTestApp, type TestApp } from '../../test/harness';
import { documentReaders } from './documents.fixtures';

/**
 * My Documents over the demo seed (spec 3 §2, §3 "Document", §7 general service documents/*; decision 0033).
 * onpremise@ owns Portico Centro and Stazione and holds Empties Management (which has My Documents) on
 * Lungomare; basic@ holds Basic (My Documents) on Centro and Common user (no My Documents) on Lungomare; cz@ is
 * another customer.
 */
const API = '/api/general/v1/documents';
const UNKNOWN = '00000000-0000-4000-8000-000000000042';

let t: TestApp;
let owner: Record<string, string>;
let basic: Record<string, string>;
let czech: Record<string, string>;
let ownerShipTos: string[];
let basicShipTo: string;
let lungomareDocument: string;
let czechDocument: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner, basic, czech } = await documentReaders(t));
  const shipTos = await rows<{ id: string; name: string }>(
    t.db,
    "select id, name from ship_tos where name like 'Birreria Al Portico%' order by id",
  );
  ownerShipTos = shipTos.map((row) => row.id);
  basicShipTo = shipTos.find((row) => row.name.endsWith('Centro'))!.id;
  const lungomare = shipTos.find((row) => row.name.endsWith('Lungomare'))!.id;
  [{ id: lungomareDocument }] = (await rows<{ id: string }>(
    t.db,
    `select id from documents where ship_to_id = '${lungomare}' order by number limit 1`,
  )) as [{ id: string }];
  [{ id: czechDocument }] = (await rows<{ id: string }>(
    t.db,
    "select id from documents where currency = 'CZK' order by number limit 1",
  )) as [{ id: string }];
});
afterAll(async () => t.close());

const get = (path: string, headers: Record<string, string> = owner) =>
  t.request({ method: 'GET', url: `${API}/${path}`, headers });
const list = async (query: string, headers = owner, path = 'GetAllDocuments'): Promise<DocumentsPage> => {
  const response = await get(`${path}?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return documentsResponseSchema.parse(response.json());
};
const file = (id: string, headers = owner, type = '') =>
  get(`GetDocumentExternalLinkAsyncV2?documentId=${id}${type ? `&documentType=${type}` : ''}`, headers);
const zip = (ids: unknown, headers: Record<string, string> = owner) =>
  t.request({
    method: 'POST',
    url: `${API}/GetDownloadZipDocumentsBulk`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { ids },
  });

describe('who reaches which documents (spec 3 §6: My Documents on the ship-to)', () => {
  it.each([
    ['GetAllDocuments'],
    ['GetLogistcDocuments'],
    ['GetAdrDeliveryDocumentsType'],
    [`GetDocumentExternalLinkAsyncV2?documentId=${UNKNOWN}`],
  ])('GET %s: 401 for a visitor', async (path) => {
    expect((await get(path, {})).statusCode).toBe(401);
  });

  it('lists only the documents of the caller’s ship-tos where they hold My Documents', async () => {
    const mine = await list('pageSize=100');
    expect(mine.total).toBeGreaterThan(100);
    expect(new Set(mine.results.map((row) => row.shipToId))).toEqual(new Set(ownerShipTos));
    const theirs = await list('pageSize=100', basic);
    expect(theirs.total).toBeGreaterThan(0);
    expect(new Set(theirs.results.map((row) => row.shipToId))).toEqual(new Set([basicShipTo]));
    // Another's ship-to named as a filter lists nothing, as an unknown one.
    expect((await list(`shipTo=${ownerShipTos.find((id) => id !== basicShipTo)}`, basic)).total).toBe(0);
    expect((await list('shipTo=9999999999')).total).toBe(0);
    const czechList = await list('pageSize=100', czech);
    expect(czechList.results.every((row) => !ownerShipTos.includes(row.shipToId))).toBe(true);
  });

  it('answers a foreign or guessed id as an unknown one, on the file and in a ZIP', async () => {
    for (const [id, headers] of [
      [czechDocument, owner],
      [lungomareDocument, basic],
      [UNKNOWN, owner],
    ] as const) {
      const response = await file(id, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: DOCUMENT_MESSAGES.notFound });
    }
    expect((await file(lungomareDocument)).statusCode).toBe(200);
    expect((await file(czechDocument, czech)).statusCode).toBe(200);
  });
});

describe('GET documents/GetAllDocuments: filters, paging and total (spec 3 §3, §7)', () => {
  it('pages newest first with a total that does not depend on the page', async () => {
    const first = await list('pageSize=10');
    const second = await list('pageSize=10&page=2');
    expect(first.results).toHaveLength(10);
    expect(second.total).toBe(first.total);
    const dates = [...first.results, ...second.results].map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set([...first.results, ...second.results].map((row) => row.id)).size).toBe(20);
    const row = first.results[0]!;
    expect(row.fileType).toBe('pdf');
    expect(row.documentList).toEqual([
      {
        link: `${API}/GetDocumentExternalLinkAsyncV2?documentId=${row.id}&documentType=${row.type}`,
        documentType: row.type,
      },
    ]);
  });

  it('filters by type, date range, number and ship-to', async () => {
    const credit = await list('type=CREDIT_NOTE&pageSize=100');
    expect(credit.total).toBeGreaterThan(0);
    expect(credit.results.every((row) => row.type === 'CREDIT_NOTE' && (row.totalCents ?? 0) < 0)).toBe(true);
    const spring = await list('from=2026-03-01&to=2026-03-31&pageSize=100');
    expect(spring.total).toBeGreaterThan(0);
    expect(spring.results.every((row) => row.date >= '2026-03-01' && row.date <= '2026-03-31')).toBe(true);
    const invoice = (await list('type=INVOICE&pageSize=1')).results[0]!;
    const byNumber = await list(`number=${encodeURIComponent(invoice.number)}`);
    expect(byNumber.results.map((row) => row.id)).toContain(invoice.id);
    const byOrder = await list(`number=${invoice.orderNumber}`);
    // An order's delivery note and invoice share its number (and an ADR document or credit note, if any).
    expect(byOrder.results.map((row) => row.type)).toEqual(expect.arrayContaining(['INVOICE', 'DDT']));
    const centro = await list(`shipTo=${basicShipTo}&pageSize=100`);
    expect(centro.results.every((row) => row.shipToId === basicShipTo)).toBe(true);
    // LIKE's wildcards are taken literally.
    expect((await list('number=_')).total).toBe(0);
  });

  it('GetLogistcDocuments lists the transport documents only', async () => {
    const logistic = await list('pageSize=100', owner, 'GetLogistcDocuments');
    expect(logistic.total).toBeGreaterThan(0);
    expect(logistic.results.every((row) => row.type === 'DDT' || row.type === 'ADR')).toBe(true);
    expect(logistic.results.every((row) => row.totalCents === null)).toBe(true);
  });

  it('refuses bad filters with a 400 and a clear message', async () => {
    for (const query of [
      'type=BILL',
      'from=2026-02-30',
      'from=2026-05-01&to=2026-04-01',
      'pageSize=101',
      'number=a;b',
    ]) {
      const response = await get(`GetAllDocuments?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('GetAdrDeliveryDocumentsType lists the types', async () => {
    const types = documentTypesResponseSchema.parse((await get('GetAdrDeliveryDocumentsType')).json());
    expect(types.results).toEqual([
      { type: 'INVOICE', logistic: false },
      { type: 'CREDIT_NOTE', logistic: false },
      { type: 'DDT', logistic: true },
      { type: 'ADR', logistic: true },
    ]);
  });
});

describe('the invoices match their orders (issue 14: demo documents from the demo orders)', () => {
  it('an invoice carries its order’s grand total, and its PDF names its number, order and lines', async () => {
    const invoice = (await list('type=INVOICE&pageSize=1')).results[0]!;
    const [order] = await rows<{ grand_total_cents: number; items: number }>(
      t.db,
      `select grand_total_cents, (select count(*)::int from order_items i where i.order_id = o.id) as items
         from orders o where order_number = '${invoice.orderNumber}'`,
    );
    expect(invoice.totalCents).toBe(order!.grand_total_cents);
    const response = await file(invoice.id, owner, 'INVOICE');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="INVOICE-/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const pdf = response.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toContain(`Number: ${invoice.number}`);
    expect(pdf).toContain(`Order: ${invoice.orderNumber}`);
    expect(pdf.match(/ x \w/g)?.length).toBeGreaterThanOrEqual(order!.items);
    // Printed on request from the stored row: the same bytes every time.
    expect((await file(invoice.id)).rawPayload.equals(response.rawPayload)).toBe(true);
    // Another documentType than the document's is the same 404.
    expect((await file(invoice.id, owner, 'DDT')).statusCode).toBe(404);
  });
});

describe('POST documents/GetDownloadZipDocumentsBulk (spec 3 §7: blob zip)', () => {
  it('answers a ZIP of the selected PDFs, each the same as its single download', async () => {
    const selected = (await list('pageSize=3')).results;
    const response = await zip(selected.map((row) => row.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="spina-documents-/);
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toHaveLength(3);
    for (const row of selected) {
      const name = Object.keys(files).find((entry) => entry.includes(row.number.replace(/[^\w.-]+/g, '-')));
      expect(name, row.number).toBeDefined();
      const single = (await file(row.id)).rawPayload;
      expect(Buffer.from(files[name!]!).equals(single)).toBe(true);
    }
  });

  it('refuses the whole selection when one id is unknown or another’s, naming it', async () => {
    const mine = (await list('pageSize=2')).results.map((row) => row.id);
    for (const stranger of [czechDocument, UNKNOWN]) {
      const response = await zip([...mine, stranger]);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: DOCUMENT_MESSAGES.selectionNotAvailable });
      expect(response.headers['content-type']).not.toBe('application/zip');
    }
    expect((await zip([lungomareDocument], basic)).statusCode).toBe(404);
    expect((await zip([mine[0]], {})).statusCode).toBe(401);
  });

  it('refuses an empty, oversized or malformed selection with a 400', async () => {
    const many = Array.from(
      { length: DOCUMENTS_ZIP_MAX + 1 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const ids of [[], many, ['not-an-id'], 'x']) {
      expect((await zip(ids)).statusCode, JSON.stringify(ids).slice(0, 40)).toBe(400);
    }
  });
});
