import { vi } from 'vitest';
import type { ArticleHit, FaqPageHit, KnowledgeBaseHit, MarketingMaterialHit } from '@spina/domain';

/** A product of the fake catalogue, as the products query answers it. */
export type FakeProduct = { sku: string; name: string; price: number };

/** What the fake portal server holds; each search finds entries whose name contains the term. */
export type FakeSearchContent = {
  sections?: Array<{ label: string; value: string }>;
  products?: FakeProduct[];
  materials?: MarketingMaterialHit[];
  articles?: ArticleHit[];
  knowledgeBase?: KnowledgeBaseHit[];
  faqPages?: FaqPageHit[];
  /** Searches wait for `resume()` before answering, to see the overlay while it searches. */
  paused?: boolean;
  /** Searches that answer 500. */
  failing?: Array<'products' | 'materials' | 'articles' | 'knowledgeBase' | 'faqPages'>;
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const matches = (text: string, term: string) => fold(text).includes(fold(term.trim()));

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const failure = () => json({ statusCode: 500, code: 'INTERNAL', message: 'Something went wrong' }, 500);

export const product = (sku: string, name: string, price = 12.2): FakeProduct => ({ sku, name, price });
export const material = (id: string, name: string): MarketingMaterialHit => ({
  id,
  name,
  file: { link: `/media/marketing/${id}.pdf`, metadata: { mimeType: 'application/pdf' } },
});
export const article = (id: string, title: string): ArticleHit => ({
  id,
  path: `article-${id}`,
  title,
  image: { link: `/media/articles/${id}.svg` },
});
export const kbItem = (id: string, title: string): KnowledgeBaseHit => ({ id, title, contentImage: null });
export const faqPage = (id: string, title: string): FaqPageHit => ({ id, title });

/** A recorded call: its path, query parameters and, for GraphQL, the operation's variables. */
export type RecordedCall = { path: string; params: URLSearchParams; variables?: Record<string, unknown> };

/**
 * Replaces fetch with a fake of the calls the search overlay makes: the portal configuration, the products
 * query and the four content searches (3 characters or more, as the server checks), recording each call.
 */
export function fakeSearchServer(content: FakeSearchContent = {}) {
  const calls: RecordedCall[] = [];
  const failing = new Set(content.failing ?? []);
  let resume = () => undefined as void;
  const gate = content.paused
    ? new Promise<void>((resolve) => {
        resume = resolve;
      })
    : Promise.resolve();
  const found = <T>(items: T[] = [], name: (item: T) => string, term: string, limit: number) => {
    const hits = items.filter((item) => matches(name(item), term));
    return { results: hits.slice(0, limit), total: hits.length };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://portal.test');
    const params = url.searchParams;
    if (url.pathname === '/graphql') {
      const body = JSON.parse(String(init?.body)) as { query: string; variables: Record<string, unknown> };
      if (body.query.includes('getPortalConfig'))
        return json({
          data: {
            getPortalConfig: {
              maintenance: false,
              banner_rotation: 6000,
              holidays: Array.from({ length: 12 }, () => []),
              sections: content.sections ?? [],
            },
          },
        });
      calls.push({ path: 'products', params, variables: body.variables });
      await gate;
      if (failing.has('products')) return failure();
      const search = (body.variables.search as string | null) ?? '';
      const hits = (content.products ?? []).filter((item) => matches(item.name, search));
      const pageSize = body.variables.pageSize as number;
      return json({
        data: {
          products: {
            total_count: hits.length,
            items: hits.slice(0, pageSize).map((item) => ({
              sku: item.sku,
              name: item.name,
              catalog_product_name: item.name,
              your_price_tax: item.price,
              small_image: { url: `/media/products/${item.sku}.svg` },
            })),
          },
        },
      });
    }
    const term = params.get('title') ?? '';
    const limit = Number(params.get('limit') ?? 4);
    const searches = {
      '/api/content/v1/downloadmaterial/GetMarketingMaterialsSearch': () =>
        found(content.materials, (item) => item.name, term, limit),
      '/api/content/v1/articles/search': () => found(content.articles, (item) => item.title, term, limit),
      '/api/content/v1/knowledgebase/search': () =>
        found(content.knowledgeBase, (item) => item.title, term, limit),
      '/api/content/v1/faqpages/search': () => found(content.faqPages, (item) => item.title, term, limit),
    } as const;
    const names = {
      '/api/content/v1/downloadmaterial/GetMarketingMaterialsSearch': 'materials',
      '/api/content/v1/articles/search': 'articles',
      '/api/content/v1/knowledgebase/search': 'knowledgeBase',
      '/api/content/v1/faqpages/search': 'faqPages',
    } as const;
    const path = url.pathname as keyof typeof searches;
    if (!(path in searches)) return json({ statusCode: 404, code: 'NOT_FOUND', message: 'Not found' }, 404);
    calls.push({ path: names[path], params });
    await gate;
    if (failing.has(names[path])) return failure();
    if (term.trim().length < 3)
      return json({ statusCode: 400, code: 'BAD_REQUEST', message: 'too short' }, 400);
    return json(searches[path]());
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock, resume: () => resume() };
}
