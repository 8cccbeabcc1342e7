import {
  HELP_CENTER_PATHS,
  KNOWLEDGE_BASE_MAX_PAGE_SIZE,
  knowledgeBasePageSchema,
  knowledgeBaseStructuredResponseSchema,
  nextOffset,
  type KnowledgeBaseEntry,
} from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ownerAndCatalogueOnly } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany } from '../../test/identity-fixtures';

/** The demo knowledge base (seed data/support.ts): 20 entries over five topics. */
let t: TestApp;
let owner: Record<string, string>;
let withoutSupport: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db);
  ({ owner, catalogueOnly: withoutSupport } = await ownerAndCatalogueOnly(t, company, 'kb'));
});
afterAll(async () => t.close());

const url = (name: 'knowledgeBase' | 'knowledgeBaseStructured', query = '') =>
  `/api/content/v1/${HELP_CENTER_PATHS[name]}${query}`;

async function page(query: string) {
  const response = await t.request({ url: url('knowledgeBase', query), headers: owner });
  expect(response.statusCode, response.body).toBe(200);
  return knowledgeBasePageSchema.parse(response.json());
}

describe('GET knowledgebase: read page by page (spec 3 §7: offset, limit, total)', () => {
  it('gives the first 10 entries and the total by default', async () => {
    const first = await page('');
    expect(first).toMatchObject({ total: 20, offset: 0, limit: 10 });
    expect(first.results).toHaveLength(10);
    expect(first.results[0]).toEqual({
      id: expect.any(String),
      title: 'Come creare il primo ordine',
      category: 'ordering',
      body: expect.stringContaining('<p>'),
      contentImage: { link: expect.stringMatching(/^\/media\/knowledge-base\/ordering-1\.svg$/) },
    });
  });

  it('reads the whole knowledge base page by page until complete, each entry once', async () => {
    const entries: KnowledgeBaseEntry[] = [];
    let offset: number | null = 0;
    let reads = 0;
    while (offset !== null) {
      const next: Awaited<ReturnType<typeof page>> = await page(`?offset=${offset}&limit=6&lang=en`);
      entries.push(...next.results);
      offset = nextOffset(next);
      reads += 1;
    }
    expect(reads).toBe(4);
    expect(entries).toHaveLength(20);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(20);
    expect(entries[0]?.title).toBe('How to place your first order');
  });

  it('answers a page past the end with no entries and the total', async () => {
    expect(await page('?offset=20')).toEqual({ results: [], total: 20, offset: 20, limit: 10 });
  });

  it.each([
    ['a limit of 0', '?limit=0', '/limit'],
    [`a limit above ${KNOWLEDGE_BASE_MAX_PAGE_SIZE}`, `?limit=${KNOWLEDGE_BASE_MAX_PAGE_SIZE + 1}`, '/limit'],
    ['a negative offset', '?offset=-10', '/offset'],
    ['an offset in words', '?offset=ten', '/offset'],
    ['an unknown language', '?lang=de', '/lang'],
  ])('refuses %s with 400', async (_, query, path) => {
    const response = await t.request({ url: url('knowledgeBase', query), headers: owner });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
  });
});

describe('GET knowledgebase/GetStructuredNewAllKBsAsync (spec 3 §7)', () => {
  it('gives the whole knowledge base by topic, in the order of the pages', async () => {
    const response = await t.request({ url: url('knowledgeBaseStructured', '?lang=en'), headers: owner });
    expect(response.statusCode).toBe(200);
    const topics = knowledgeBaseStructuredResponseSchema.parse(response.json()).results;
    expect(topics.map((topic) => [topic.category, topic.entries.length])).toEqual([
      ['ordering', 4],
      ['delivery', 4],
      ['empties', 4],
      ['invoices', 4],
      ['account', 4],
    ]);
    const paged = await page('?limit=50&lang=en');
    expect(topics.flatMap((topic) => topic.entries)).toEqual(paged.results);
  });
});

describe('access (spec 1 §2.2 support: login, permission Support)', () => {
  it.each(['knowledgeBase', 'knowledgeBaseStructured'] as const)(
    '%s refuses a visitor with 401 and a user without Support with 403',
    async (name) => {
      expect((await t.request({ url: url(name) })).statusCode).toBe(401);
      expect((await t.request({ url: url(name), headers: withoutSupport })).statusCode).toBe(403);
    },
  );
});
