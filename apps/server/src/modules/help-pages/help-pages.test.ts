import { helpPagesResponseSchema, type HelpPage } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany, createShipTo, createUser } from '../../test/identity-fixtures';

const URL = '/api/content/v1/helppages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function helpPagesOf(email: string, query = ''): Promise<HelpPage[]> {
  const response = await t.request({ url: `${URL}${query}`, headers: await signIn(t, email) });
  expect(response.statusCode).toBe(200);
  return helpPagesResponseSchema.parse(response.json()).results;
}

/** The sections in the order the tutorial shows them, each once. */
const sectionsOf = (pages: HelpPage[]) => [...new Set(pages.map((page) => page.section))];

describe('GET /api/content/v1/helppages (spec 3 §7 content service, §3 "Help page")', () => {
  it('refuses a visitor with 401: the tutorial is for signed-in users', async () => {
    const response = await t.request({ url: URL });
    expect(response.statusCode).toBe(401);
  });

  it("gives an owner every section of the demo help pages, in order, in the user's language (Italian by default)", async () => {
    const pages = await helpPagesOf('onpremise@example.com');
    expect(sectionsOf(pages)).toEqual([
      'Benvenuto',
      'Preferenze di consegna',
      'Catalogo',
      'Carrello e invio dell’ordine',
      'Ordini',
      'Documenti',
      'Il mio profilo',
      'Assistenza',
    ]);
    const catalogue = pages.filter((page) => page.section === 'Catalogo');
    expect(catalogue.map((page) => page.page)).toEqual([1, 2, 3]);
    expect(catalogue.map((page) => page.name)).toEqual([
      'Cercare e filtrare i prodotti',
      'Quantità: unità, strati e pallet',
      'Preferiti e Ordine veloce',
    ]);
  });

  it('answers in English with lang=en', async () => {
    const pages = await helpPagesOf('onpremise@example.com', '?lang=en');
    expect(sectionsOf(pages)).toEqual([
      'Welcome',
      'Delivery preferences',
      'Catalogue',
      'Cart and placing the order',
      'Orders',
      'Documents',
      'My Profile',
      'Support',
    ]);
    expect(pages[0]).toMatchObject({ name: 'The portal at a glance', page: 1 });
    expect(pages[0]!.body).toContain('<strong>My account</strong>');
  });

  it('carries the newCapability flag and the last-modified time of every page', async () => {
    const pages = await helpPagesOf('onpremise@example.com', '?lang=en');
    expect(pages.filter((page) => page.newCapability).map((page) => page.name)).toEqual([
      'Favourites and Fast Order',
      'Quick order by list',
      'Saved orders',
    ]);
    for (const page of pages) expect(new Date(page.lastModified).toISOString()).toBe(page.lastModified);
  });

  it('links the quick guide, a PDF the portal serves', async () => {
    const [welcome] = await helpPagesOf('onpremise@example.com');
    expect(welcome!.fileLink).toBe('/media/help/guida-rapida-spina.pdf');
    const file = await t.request({ url: welcome!.fileLink! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  it('leaves out the pages of sections the user cannot open (spec 1 §4.3)', async () => {
    const companyId = await createCompany(t.db, 'Circolo Lettori srl');
    const shipToId = await createShipTo(t.db, companyId);
    await createUser(t.db, {
      email: 'help.reader@example.com',
      companyId,
      grants: [{ shipToId, roleName: 'On Premise Reporting', permissions: ['Home Page', 'My Profile'] }],
    });
    const pages = await helpPagesOf('help.reader@example.com', '?lang=en');
    // My Documents is always allowed (spec 1 §4.3); nothing about ordering, orders or support.
    expect(sectionsOf(pages)).toEqual(['Welcome', 'Documents', 'My Profile']);
  });

  it('refuses an unknown language with 400', async () => {
    const response = await t.request({
      url: `${URL}?lang=xx`,
      headers: await signIn(t, 'onpremise@example.com'),
    });
    expect(response.statusCode).toBe(400);
  });
});
