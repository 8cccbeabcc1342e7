import {
  faqItemsResponseSchema,
  faqPagesResponseSchema,
  faqStructuredResponseSchema,
  HELP_CENTER_PATHS,
} from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndCatalogueOnly } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany } from '../../test/identity-fixtures';

/** The demo FAQ (seed data/support.ts): 3 pages of 5 questions each. */
let t: TestApp;
let owner: Record<string, string>;
let withoutSupport: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  ({ owner, catalogueOnly: withoutSupport } = await ownerAndCatalogueOnly(t, company, 'faq'));
});
afterAll(async () => t.close());

const url = (name: keyof typeof HELP_CENTER_PATHS, query = '') =>
  `/api/content/v1/${HELP_CENTER_PATHS[name]}${query}`;

async function read(name: keyof typeof HELP_CENTER_PATHS, query = '') {
  const response = await t.request({ url: url(name, query), headers: owner });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('GET faqpages (spec 3 §7)', () => {
  it('lists the FAQ pages in their order, in the language asked for', async () => {
    expect(faqPagesResponseSchema.parse(await read('faqPages')).results.map((page) => page.title)).toEqual([
      'Ordini e consegne',
      'Vuoti e depositi',
      'Account e fatture',
    ]);
    const english = faqPagesResponseSchema.parse(await read('faqPages', '?lang=en')).results;
    expect(english.map((page) => page.title)).toEqual([
      'Orders and delivery',
      'Empties and deposits',
      'Account and invoices',
    ]);
  });
});

describe('GET faqitems (spec 3 §7)', () => {
  it("lists one page's questions in their order", async () => {
    const [, empties] = faqPagesResponseSchema.parse(await read('faqPages')).results;
    const items = faqItemsResponseSchema.parse(
      await read('faqItems', `?pageId=${empties!.id}&lang=en`),
    ).results;
    expect(items).toHaveLength(5);
    expect(items.every((item) => item.pageId === empties!.id)).toBe(true);
    expect(items[0]).toMatchObject({
      question: 'How do I return empties?',
      answer: '<p>Add an empties return to your beer order or create an empties-only order.</p>',
    });
  });

  it('lists every question, page by page, without a pageId', async () => {
    const pages = faqPagesResponseSchema.parse(await read('faqPages')).results;
    const items = faqItemsResponseSchema.parse(await read('faqItems')).results;
    expect(items).toHaveLength(15);
    expect([...new Set(items.map((item) => item.pageId))]).toEqual(pages.map((page) => page.id));
  });

  it('answers a page that does not exist with no questions', async () => {
    const items = await read('faqItems', '?pageId=00000000-0000-4000-8000-000000000000');
    expect(items).toEqual({ results: [] });
  });

  it.each([['not-a-uuid'], ['%20'], ["1'%20or%201=1"]])('refuses the pageId %s with 400', async (pageId) => {
    const response = await t.request({ url: url('faqItems', `?pageId=${pageId}`), headers: owner });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/pageId' }] });
  });
});

describe('GET faqpages/GetNewFQAPagesAsync (spec 3 §7)', () => {
  it('gives every page with its questions, as the pages and items reads do', async () => {
    const structured = faqStructuredResponseSchema.parse(await read('faqStructured', '?lang=en')).results;
    const pages = faqPagesResponseSchema.parse(await read('faqPages', '?lang=en')).results;
    const items = faqItemsResponseSchema.parse(await read('faqItems', '?lang=en')).results;
    expect(structured.map(({ id, title }) => ({ id, title }))).toEqual(pages);
    expect(structured.flatMap((page) => page.items)).toEqual(items);
    expect(structured[0]?.items[0]?.question).toBe('By what time must I send my order?');
  });
});

describe('access (spec 1 §2.2 support: login, permission Support)', () => {
  it.each(['faqPages', 'faqItems', 'faqStructured'] as const)(
    '%s refuses a visitor with 401 and a user without Support with 403',
    async (name) => {
      expect((await t.request({ url: url(name) })).statusCode).toBe(401);
      expect((await t.request({ url: url(name), headers: withoutSupport })).statusCode).toBe(403);
    },
  );
});
