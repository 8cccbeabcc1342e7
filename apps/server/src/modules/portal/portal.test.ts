import {
  menuResponseSchema,
  pageContentSchema,
  portalLinksResponseSchema,
  type PortalLink,
} from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus, pageContents } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { ownerAndCatalogueOnly, signIn } from '../../test/auth';
import { createCompany } from '../../test/identity-fixtures';

/** Spec 3 §7 "Page content and links: publicpagemenu, pagemenu, portalExtLinks, helppages, pagecontent". */
let t: TestApp;
let owner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ owner } = await ownerAndCatalogueOnly(t, await createCompany(t.db), 'portal-links'));
  // A Czech page and a Czech menu entry, to show that each market reads its own.
  await t.db.insert(pageContents).values({
    path: 'cookies',
    marketCode: 'CZ',
    title: { it: 'Cookie (CZ)', en: 'Cookies (CZ)' },
    body: { it: '<p>CZ</p>', en: '<p>CZ</p>' },
  });
  await t.db.insert(menus).values({
    name: 'cz-brewery-tours',
    label: { it: 'Visite al birrificio', en: 'Brewery tours' },
    href: 'https://hvezdna.spina.example/tours',
    audience: 'public',
    marketCode: 'CZ',
    position: 99,
  });
});
afterAll(async () => t.close());

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await t.request({ url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const links = async (query: string, headers: Record<string, string> = {}) =>
  portalLinksResponseSchema.parse(await get(`/api/content/v1/portalExtLinks?${query}`, headers)).results;

const urlOf = (results: PortalLink[], name: string) => results.find((link) => link.name === name)?.url;

describe('GET pagecontent', () => {
  it('answers an internal page by path in the language asked for, Italian by default', async () => {
    const english = pageContentSchema.parse(
      await get('/api/content/v1/pagecontent?path=terms-of-use&lang=en'),
    );
    expect(english).toMatchObject({ path: 'terms-of-use', title: 'Terms of use' });
    expect(english.body).toContain('<h2>Accounts</h2>');
    const italian = pageContentSchema.parse(await get('/api/content/v1/pagecontent?path=privacy-policy'));
    expect(italian.title).toBe('Informativa sulla privacy');
  });

  it('prefers the page of the caller’s market', async () => {
    const czech = pageContentSchema.parse(
      await get('/api/content/v1/pagecontent?path=cookies&lang=en', { market: 'CZ' }),
    );
    expect(czech.title).toBe('Cookies (CZ)');
    const italian = pageContentSchema.parse(await get('/api/content/v1/pagecontent?path=cookies&lang=en'));
    expect(italian.title).toBe('Cookie policy');
  });

  it('answers 404 for a page that does not exist and 400 for a path that cannot be one', async () => {
    const missing = await t.request({ url: '/api/content/v1/pagecontent?path=no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such page' });
    for (const path of ['..%2Fsecrets', 'Terms', '', 'a'.repeat(81)]) {
      const response = await t.request({ url: `/api/content/v1/pagecontent?path=${path}` });
      expect(response.statusCode, path).toBe(400);
    }
  });
});

describe('GET portalExtLinks (spec 1 §2.8, §3 "Portal link")', () => {
  it('gives a visitor the legal links as the portal’s own pages, the social links and the support group', async () => {
    const results = await links('lang=en');
    expect(urlOf(results, 'termsOfUse')).toBe('/page/terms-of-use');
    expect(urlOf(results, 'cookies')).toBe('/page/cookies');
    expect(urlOf(results, 'privacyPolicy')).toBe('/page/privacy-policy');
    expect(results.filter((link) => link.type === 'social').map((link) => link.name)).toEqual([
      'fb',
      'instagram',
      'linkedin',
    ]);
    expect(results.filter((link) => link.group === 'support').map((link) => link.url)).toEqual([
      '/news',
      '/contact',
      '/become-partner',
    ]);
    expect(results.some((link) => link.group === 'products catalogue')).toBe(false);
    // One cookies link per language: the caller's.
    expect(results.filter((link) => link.name === 'cookies')).toHaveLength(1);
  });

  it('gives each market its own links: Slovak privacy and Czech brand sites only there', async () => {
    const italian = await links('lang=en');
    expect(italian.some((link) => link.name === 'privacyPolicySK')).toBe(false);
    expect(italian.some((link) => link.type === 'mobile brands')).toBe(true);
    expect(italian.some((link) => link.type === 'mobile brands cz')).toBe(false);
    const czech = await links('lang=en', { market: 'CZ' });
    expect(czech.some((link) => link.type === 'mobile brands cz')).toBe(true);
    expect(czech.some((link) => link.type === 'mobile brands')).toBe(false);
    const slovak = await links('lang=en', { market: 'SK' });
    expect(urlOf(slovak, 'privacyPolicySK')).toMatch(/\/sk\/privacy\.pdf$/);
  });

  it('gives a signed-in customer the groups of their sections instead of the visitors’ support group', async () => {
    const results = await links('lang=en', owner);
    expect(results.some((link) => link.group === 'products catalogue')).toBe(true);
    expect(results.some((link) => link.group === 'support')).toBe(false);
    expect(urlOf(results, 'termsOfUse')).toBe('/page/terms-of-use');
  });
});

describe('GET publicpagemenu and pagemenu (spec 1 §4: visitors see home, about and news; spec 3 §6: and sustainability)', () => {
  it('gives visitors home, about, news, our brands and sustainability, plus their market’s own entries', async () => {
    const italian = menuResponseSchema.parse(await get('/api/content/v1/publicpagemenu?lang=en')).results;
    expect(italian.map((entry) => entry.name)).toEqual([
      'home',
      'about',
      'news',
      'our-brands',
      'sustainability',
    ]);
    const czech = menuResponseSchema.parse(
      await get('/api/content/v1/publicpagemenu?lang=en', { market: 'CZ' }),
    ).results;
    expect(czech.map((entry) => entry.name)).toEqual([
      'home',
      'about',
      'news',
      'our-brands',
      'sustainability',
      'cz-brewery-tours',
    ]);
  });

  it('answers pagemenu to signed-in users only', async () => {
    expect((await t.request({ url: '/api/content/v1/pagemenu' })).statusCode).toBe(401);
    const menu = menuResponseSchema.parse(await get('/api/content/v1/pagemenu?lang=en', owner)).results;
    expect(menu.map((entry) => entry.name)).toContain('create an order');
    expect(menu.some((entry) => entry.name === 'cz-brewery-tours')).toBe(false);
  });

  it('gives customer-service staff no customers’ menu: their pages are in their user menu', async () => {
    const staff = await signIn(t, 'staff@example.com');
    expect(menuResponseSchema.parse(await get('/api/content/v1/pagemenu?lang=en', staff)).results).toEqual(
      [],
    );
  });
});
