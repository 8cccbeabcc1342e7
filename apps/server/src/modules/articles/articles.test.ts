import {
  ARTICLE_PATH_MAX_LENGTH,
  ARTICLE_PATHS,
  articleListResponseSchema,
  articleSchema,
  articleTagsResponseSchema,
  type ArticleAudience,
} from '@spina/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, companies } from '../../db/schema';
import { ownerAndCatalogueOnly } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany } from '../../test/identity-fixtures';
import { ARTICLE_NOT_FOUND } from './articles.routes';

/**
 * The articles of these tests live in the Polish market, which the demo seed leaves without news, so that the
 * lists hold exactly what the tests insert; the Polish customer's company is moved to that market.
 */
const MARKET = { market: 'PL' };
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const localized = (it: string) => ({ it, en: `${it} (en)` });

let t: TestApp;
let owner: Record<string, string>;
let withoutNews: Record<string, string>;

const seeded = [
  {
    path: 'birra-di-marzo',
    title: 'Birra di marzo',
    tags: ['novità', 'stagionali'],
    isPublic: true,
    days: 1,
  },
  { path: 'listino-riservato', title: 'Listino riservato', tags: ['listino'], isPublic: false, days: 2 },
  { path: 'consegne-di-pasqua', title: 'Consegne di Pasqua', tags: ['consegna'], isPublic: true, days: 3 },
  {
    path: 'formazione-spillatura',
    title: 'Formazione',
    tags: ['novità', 'formazione'],
    isPublic: false,
    days: 4,
  },
  { path: 'fiera-di-aprile', title: 'Fiera di aprile', tags: ['eventi', 'novità'], isPublic: true, days: 5 },
];

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db, 'Piwiarnia Testowa sp. z o.o.');
  await t.db.update(companies).set({ marketCode: 'PL' }).where(eq(companies.id, company));
  ({ owner, catalogueOnly: withoutNews } = await ownerAndCatalogueOnly(t, company, 'news'));

  await t.db.insert(articles).values([
    ...seeded.map((article) => ({
      path: article.path,
      title: localized(article.title),
      summary: localized(`Sommario: ${article.title}`),
      body: localized(`<p>${article.title}</p>`),
      imageUrl: `/media/articles/${article.path}.svg`,
      tags: article.tags,
      isPublic: article.isPublic,
      marketCode: 'PL',
      // 23:30 UTC is the next day in Warsaw, summer and winter: the day shown is the market's.
      publishedAt: new Date(`${daysAgo(article.days).toISOString().slice(0, 10)}T23:30:00Z`),
    })),
    {
      path: 'non-ancora-pubblicato',
      title: localized('Domani'),
      summary: localized('.'),
      body: localized('.'),
      tags: ['novità'],
      marketCode: 'PL',
      publishedAt: new Date(Date.now() + 3 * DAY),
    },
    {
      path: 'notizia-ceca',
      title: localized('Novinky'),
      summary: localized('.'),
      body: localized('.'),
      tags: ['novità'],
      marketCode: 'CZ',
      publishedAt: daysAgo(1),
    },
  ]);
});
afterAll(async () => t.close());

const url = (audience: ArticleAudience, name: 'list' | 'tags', query = '') =>
  `/api/content/v1/${ARTICLE_PATHS[audience][name]}${query}`;
const itemUrl = (audience: ArticleAudience, path: string, query = '') =>
  `/api/content/v1/${ARTICLE_PATHS[audience].item}/${path}${query}`;

async function list(audience: ArticleAudience, query: string, headers: Record<string, string> = MARKET) {
  const response = await t.request({ url: url(audience, 'list', query), headers });
  expect(response.statusCode, response.body).toBe(200);
  return articleListResponseSchema.parse(response.json());
}
const paths = (page: { results: Array<{ path: string }> }) => page.results.map((article) => article.path);
const publicPaths = ['birra-di-marzo', 'consegne-di-pasqua', 'fiera-di-aprile'];
const allPaths = seeded.map((article) => article.path);

describe('GET publicarticles/GetPublicArticlesNewListPL (spec 3 §7, anonymous)', () => {
  it('lists a visitor the published public articles of the market asked for, newest first', async () => {
    const page = await list('public', '');
    expect(paths(page)).toEqual(publicPaths);
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 12 });
    const expectedDay = daysAgo(0).toISOString().slice(0, 10);
    expect(page.results[0]).toEqual({
      id: expect.any(String),
      path: 'birra-di-marzo',
      title: 'Birra di marzo',
      summary: 'Sommario: Birra di marzo',
      image: { link: '/media/articles/birra-di-marzo.svg' },
      tags: ['novità', 'stagionali'],
      publishedOn: expectedDay,
      isPublic: true,
    });
  });

  it('answers in the language asked for', async () => {
    const page = await list('public', '?lang=en');
    expect(page.results[0]?.title).toBe('Birra di marzo (en)');
  });

  it("reads a signed-in user's own market whatever the market header says", async () => {
    const page = await list('public', '', { ...owner, market: 'IT' });
    expect(paths(page)).toEqual(publicPaths);
  });

  it('filters by a tag, and by any of repeated Tags parameters', async () => {
    expect(paths(await list('public', '?Tags=novit%C3%A0'))).toEqual(['birra-di-marzo', 'fiera-di-aprile']);
    expect(paths(await list('public', '?Tags=consegna&Tags=eventi'))).toEqual([
      'consegne-di-pasqua',
      'fiera-di-aprile',
    ]);
    // A private article's tag finds nothing for a visitor.
    expect(await list('public', '?Tags=listino')).toMatchObject({ results: [], total: 0 });
  });

  it('reads page by page with offset and limit, and past the end gives an empty page with the total', async () => {
    const first = await list('public', '?limit=2');
    const second = await list('public', '?limit=2&offset=2');
    expect(paths(first)).toEqual(publicPaths.slice(0, 2));
    expect(paths(second)).toEqual(publicPaths.slice(2));
    expect([first.total, second.total]).toEqual([3, 3]);
    expect(await list('public', '?offset=40')).toEqual({ results: [], total: 3, offset: 40, limit: 12 });
  });

  it.each([
    ['a blank tag', '?Tags=%20'],
    ['a tag of 61 characters', `?Tags=${'a'.repeat(61)}`],
    ['21 tags', `?${Array.from({ length: 21 }, (_, index) => `Tags=t${index}`).join('&')}`],
    ['a limit of 0', '?limit=0'],
    ['a limit of 51', '?limit=51'],
    ['a negative offset', '?offset=-1'],
    ['a fractional limit', '?limit=1.5'],
    ['an unknown language', '?lang=fr'],
  ])('refuses %s with 400', async (_, query) => {
    const response = await t.request({ url: url('public', 'list', query), headers: MARKET });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});

describe('GET articles/GetArticlesNewListPL (spec 3 §7: signed in, News & Articles)', () => {
  it('lists public and private articles of the market', async () => {
    const page = await list('private', '', owner);
    expect(paths(page)).toEqual(allPaths);
    expect(page.results.map((article) => article.isPublic)).toEqual(
      seeded.map((article) => article.isPublic),
    );
  });

  it('filters private articles by tag too', async () => {
    expect(paths(await list('private', '?Tags=novit%C3%A0', owner))).toEqual([
      'birra-di-marzo',
      'formazione-spillatura',
      'fiera-di-aprile',
    ]);
  });

  it('refuses a visitor with 401 and a user without News & Articles with 403', async () => {
    expect((await t.request({ url: url('private', 'list'), headers: MARKET })).statusCode).toBe(401);
    expect((await t.request({ url: url('private', 'list'), headers: withoutNews })).statusCode).toBe(403);
  });

  it('still gives a user without News & Articles the public articles', async () => {
    expect(paths(await list('public', '', withoutNews))).toEqual(publicPaths);
  });
});

describe('the tag lists (spec 3 §7: GetPublicArticlesNewListTags, GetArticlesNewListTagsPL)', () => {
  const tagsOf = async (audience: ArticleAudience, headers: Record<string, string>) => {
    const response = await t.request({ url: url(audience, 'tags'), headers });
    expect(response.statusCode).toBe(200);
    return articleTagsResponseSchema.parse(response.json()).results;
  };

  it('gives a visitor the tags of public articles, most used first', async () => {
    expect(await tagsOf('public', MARKET)).toEqual([
      { name: 'novità', count: 2 },
      { name: 'consegna', count: 1 },
      { name: 'eventi', count: 1 },
      { name: 'stagionali', count: 1 },
    ]);
  });

  it('gives a user with News & Articles the tags of private articles too', async () => {
    const tags = await tagsOf('private', owner);
    expect(tags[0]).toEqual({ name: 'novità', count: 3 });
    expect(tags.map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['listino', 'formazione', 'consegna', 'eventi', 'stagionali']),
    );
    expect((await t.request({ url: url('private', 'tags'), headers: withoutNews })).statusCode).toBe(403);
  });
});

describe('article items by path (spec 3 §7: publicarticles{path}, articles{path})', () => {
  it('gives a visitor a public article with its body and picture', async () => {
    const response = await t.request({ url: itemUrl('public', 'consegne-di-pasqua'), headers: MARKET });
    expect(response.statusCode).toBe(200);
    expect(articleSchema.parse(response.json())).toMatchObject({
      path: 'consegne-di-pasqua',
      title: 'Consegne di Pasqua',
      body: '<p>Consegne di Pasqua</p>',
      image: { link: '/media/articles/consegne-di-pasqua.svg' },
      isPublic: true,
    });
  });

  it('answers 404 for a private article read as public, and gives it to a user with News & Articles', async () => {
    const asPublic = await t.request({ url: itemUrl('public', 'listino-riservato'), headers: owner });
    expect(asPublic.statusCode).toBe(404);
    const asPrivate = await t.request({
      url: itemUrl('private', 'listino-riservato', '?lang=en'),
      headers: owner,
    });
    expect(asPrivate.statusCode).toBe(200);
    expect(articleSchema.parse(asPrivate.json())).toMatchObject({
      title: 'Listino riservato (en)',
      isPublic: false,
    });
  });

  it.each([
    ['an unknown path', 'nessun-articolo'],
    ['an article not yet published', 'non-ancora-pubblicato'],
    ["another market's article", 'notizia-ceca'],
  ])('answers 404 NOT_FOUND for %s', async (_, path) => {
    for (const [audience, headers] of [
      ['public', MARKET],
      ['private', owner],
    ] as const) {
      const response = await t.request({ url: itemUrl(audience, path), headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', message: ARTICLE_NOT_FOUND });
    }
  });

  it.each([['Upper-Case'], ['due%20parole'], ['trattino-'], ['punto.virgola'], ['%C3%A0-accento']])(
    'refuses the path %s with 400',
    async (path) => {
      const response = await t.request({ url: itemUrl('public', path), headers: MARKET });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/path' }] });
    },
  );

  it('refuses a path longer than the router takes with 414', async () => {
    const response = await t.request({ url: itemUrl('public', 'a'.repeat(ARTICLE_PATH_MAX_LENGTH + 1)) });
    expect(response.statusCode).toBe(414);
  });

  it('refuses the private item to a visitor with 401', async () => {
    expect((await t.request({ url: itemUrl('private', 'birra-di-marzo') })).statusCode).toBe(401);
  });
});
