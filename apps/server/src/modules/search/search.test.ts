import { CONTENT_SEARCH_PATHS } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, faqPages, knowledgeBase, marketingMaterials } from '../../db/schema';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany, createShipTo, createUser, OWNER_PERMISSIONS } from '../../test/identity-fixtures';

let t: TestApp;
let owner: Record<string, string>;
let catalogueOnly: Record<string, string>;

const yesterday = new Date(Date.now() - 86_400_000);

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.db, 'Enoteca Zafferano srl');
  const shipTo = await createShipTo(t.db, company);
  await createUser(t.db, {
    email: 'search.owner@example.com',
    companyId: company,
    grants: [{ shipToId: shipTo, roleName: 'On Premise Owner', permissions: OWNER_PERMISSIONS }],
  });
  await createUser(t.db, {
    email: 'search.catalogue@example.com',
    companyId: company,
    grants: [
      { shipToId: shipTo, roleName: 'On Premise Basic', roleType: 'Basic', permissions: ['Catalogue'] },
    ],
  });
  owner = await signIn(t, 'search.owner@example.com');
  catalogueOnly = await signIn(t, 'search.catalogue@example.com');

  const localized = (it: string, en: string) => ({ it, en });
  await t.db.insert(articles).values([
    {
      path: '/zafferano-birra-dorata',
      title: localized('Zafferano: la birra dorata', 'Saffron: the golden beer'),
      summary: localized('.', '.'),
      body: localized('.', '.'),
      imageUrl: '/media/articles/zafferano.svg',
      isPublic: true,
      publishedAt: yesterday,
    },
    {
      path: '/listino-zafferano-riservato',
      title: localized('Listino Zafferano per i clienti', 'Saffron price list for customers'),
      summary: localized('.', '.'),
      body: localized('.', '.'),
      isPublic: false,
      publishedAt: yesterday,
    },
    {
      path: '/zafferano-domani',
      title: localized('Zafferano in arrivo', 'Saffron coming'),
      summary: localized('.', '.'),
      body: localized('.', '.'),
      publishedAt: new Date(Date.now() + 7 * 86_400_000),
    },
    {
      path: '/zafferano-praga',
      title: localized('Zafferano a Praga', 'Saffron in Prague'),
      summary: localized('.', '.'),
      body: localized('.', '.'),
      marketCode: 'CZ',
      publishedAt: yesterday,
    },
  ]);
  await t.db.insert(marketingMaterials).values(
    [
      'Locandina Zafferano',
      'Espositore Zafferanò da banco',
      'Sottobicchieri Zafferano',
      'Menu Zafferano A4',
      'Vetrofania Zafferano',
    ].map((name, index) => ({
      name: localized(name, `${name} (EN)`),
      folder: 'pos',
      fileUrl: `/media/materials/${index}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      publishedAt: new Date(Date.now() - index * 86_400_000),
    })),
  );
  await t.db.insert(knowledgeBase).values([
    {
      title: localized('Come pulire la spina Zafferano', 'How to clean the Zafferano tap'),
      body: localized('.', '.'),
      category: 'impianti',
      contentImageUrl: '/media/kb/spina.svg',
    },
  ]);
  await t.db
    .insert(faqPages)
    .values([{ title: localized('Domande su Zafferano', 'Questions about Zafferano') }]);
});
afterAll(async () => t.close());

const localizedText = (it: string) => ({ it, en: it });

const get = (
  name: keyof typeof CONTENT_SEARCH_PATHS,
  query: string,
  headers: Record<string, string> = owner,
) => t.request({ method: 'GET', url: `/api/content/v1/${CONTENT_SEARCH_PATHS[name]}?${query}`, headers });

const paths = (response: { json: () => { results: Array<{ path: string }> } }) =>
  response
    .json()
    .results.map((hit) => hit.path)
    .sort();

// spec 1 §2.6: "Each tab shows at most 4 results"; spec 1 §3 Search results fields.
describe('content search of the search overlay', () => {
  it('finds marketing materials by name, 4 by default, accents and typos tolerated', async () => {
    const response = await get('marketingMaterials', 'title=zafferano');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(5);
    expect(body.results).toHaveLength(4);
    const first = body.results[0];
    expect(first).toEqual({
      id: expect.any(String),
      name: 'Locandina Zafferano',
      // The scoped download, never a public address (decision 0029).
      file: {
        link: `/api/content/v1/downloadmaterial/${first.id}/file`,
        metadata: { mimeType: 'application/pdf' },
      },
    });
    expect((await get('marketingMaterials', 'title=zafferan%C3%B2&limit=10')).json().total).toBe(5);
    expect((await get('marketingMaterials', 'title=zaferano&limit=10')).json().total).toBe(5);
  });

  it('ranks titles starting with the term first', async () => {
    const body = (await get('marketingMaterials', 'title=menu zafferano&limit=10')).json();
    expect(body.results[0].name).toBe('Menu Zafferano A4');
  });

  it('answers in the language asked for', async () => {
    const body = (await get('knowledgeBase', 'title=clean&lang=en')).json();
    expect(body.results).toEqual([
      {
        id: expect.any(String),
        title: 'How to clean the Zafferano tap',
        contentImage: { link: '/media/kb/spina.svg' },
      },
    ]);
  });

  it('finds articles of the market: public ones for visitors, all published ones when signed in', async () => {
    expect(paths(await get('articles', 'title=zafferano', {}))).toEqual(['/zafferano-birra-dorata']);
    expect(paths(await get('articles', 'title=zafferano'))).toEqual([
      '/listino-zafferano-riservato',
      '/zafferano-birra-dorata',
    ]);
    expect(paths(await get('articles', 'title=zafferano&isLoggedIn=false'))).toEqual([
      '/zafferano-birra-dorata',
    ]);
    // A visitor cannot widen the search by claiming to be signed in.
    expect(paths(await get('articles', 'title=zafferano&isLoggedIn=true', {}))).toEqual([
      '/zafferano-birra-dorata',
    ]);
    expect(paths(await get('articles', 'title=zafferano', { market: 'CZ' }))).toEqual(['/zafferano-praga']);
    const hit = (await get('articles', 'title=dorata', {})).json().results[0];
    expect(hit).toEqual({
      id: expect.any(String),
      path: '/zafferano-birra-dorata',
      title: 'Zafferano: la birra dorata',
      image: { link: '/media/articles/zafferano.svg' },
    });
  });

  // Issue 8 finding 7. Spec 3 §6: News & Articles is a feature permission; spec 3 §9: markets by store.
  it('keeps articles reserved to News & Articles from users without the section (Academy only)', async () => {
    const academy = await signIn(t, 'academy@example.com');
    expect(paths(await get('articles', 'title=zafferano', academy))).toEqual(['/zafferano-birra-dorata']);
    expect(paths(await get('articles', 'title=zafferano&isLoggedIn=true', academy))).toEqual([
      '/zafferano-birra-dorata',
    ]);
  });

  it("searches a signed-in user's own market, whatever market or store the request names", async () => {
    const czech = await signIn(t, 'cz@example.com');
    expect(paths(await get('articles', 'title=zafferano', czech))).toEqual(['/zafferano-praga']);
    expect(
      paths(await get('articles', 'title=zafferano', { ...czech, market: 'IT', store: 'LivePortal_IT_it' })),
    ).toEqual(['/zafferano-praga']);
    expect(paths(await get('articles', 'title=zafferano', { ...owner, market: 'CZ' }))).toEqual([
      '/listino-zafferano-riservato',
      '/zafferano-birra-dorata',
    ]);
  });

  it('finds knowledge-base items and FAQ pages for the support tab', async () => {
    expect((await get('knowledgeBase', 'title=spina')).json().results).toHaveLength(1);
    expect((await get('faqPages', 'title=domande')).json()).toEqual({
      results: [{ id: expect.any(String), title: 'Domande su Zafferano' }],
      total: 1,
    });
    expect((await get('faqPages', 'title=nessunrisultato')).json()).toEqual({ results: [], total: 0 });
  });

  // spec 1 §5: "tabbed results need 3 or more" characters.
  it.each(['marketingMaterials', 'articles', 'knowledgeBase', 'faqPages'] as const)(
    '%s refuses a term under 3 characters and a limit over 20',
    async (name) => {
      const short = await get(name, 'title=ab');
      expect(short.statusCode).toBe(400);
      expect(JSON.stringify(short.json())).toContain('Type at least 3 characters to search.');
      expect((await get(name, 'title=zafferano&limit=21')).statusCode).toBe(400);
      expect((await get(name, '')).statusCode).toBe(400);
    },
  );

  it("finds the materials of the caller's market only", async () => {
    await t.db.insert(marketingMaterials).values({
      name: localizedText('Zafferano ceco'),
      folder: 'pos',
      fileUrl: '/media/materials/cz.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      marketCode: 'CZ',
      publishedAt: new Date(),
    });
    const names = (await get('marketingMaterials', 'title=zafferano&limit=10')).json().results;
    expect(names.map((hit: { name: string }) => hit.name)).not.toContain('Zafferano ceco');
  });

  it('asks for the section permissions: Marketing Materials, Support (spec 1 §6)', async () => {
    expect((await get('marketingMaterials', 'title=zafferano', catalogueOnly)).statusCode).toBe(403);
    expect((await get('knowledgeBase', 'title=zafferano', catalogueOnly)).statusCode).toBe(403);
    expect((await get('faqPages', 'title=zafferano', {})).statusCode).toBe(401);
  });
});
