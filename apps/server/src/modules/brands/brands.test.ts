import { BRAND_PATHS, brandDetailsResponseSchema, brandListResponseSchema } from '@spina/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { BRAND_NOT_FOUND } from './brands.routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const url = (name: keyof typeof BRAND_PATHS, query = '') => `/api/content/v1/${BRAND_PATHS[name]}${query}`;

describe('GET ourbrand (spec 3 §7, public)', () => {
  it("lists the producer's own brands in their order, with tagline and logo", async () => {
    const response = await t.request({ url: url('list', '?lang=en') });
    expect(response.statusCode, response.body).toBe(200);
    const { results } = brandListResponseSchema.parse(response.json());
    expect(results.map((brand) => brand.id)).toEqual([
      'valtorre',
      'chiara',
      'montefosco',
      'rocca-bruna',
      'hvezdna',
      'frizza',
      'fonte-lucente',
      'melarosa',
    ]);
    expect(results[0]).toEqual({
      id: 'valtorre',
      name: 'Valtorre',
      tagline: 'The mountain lager since 1897',
      logo: { link: '/media/brands/valtorre.svg' },
      primaryColor: '#0B3D2E',
      secondaryColor: '#D4A017',
    });
  });
});

describe('GET ourbrand/GetAllOurBrandsDetails (spec 3 §7, public)', () => {
  it("gives one brand's story, styles and drinks, each drink a real product of the brand", async () => {
    const response = await t.request({ url: url('details', '?brandId=valtorre') });
    expect(response.statusCode, response.body).toBe(200);
    const [brand, ...others] = brandDetailsResponseSchema.parse(response.json()).results;
    expect(others).toEqual([]);
    expect(brand).toMatchObject({ id: 'valtorre', founded: 1897, origin: 'Trento' });
    expect(brand!.story).toContain('Torre di Valle');
    expect(brand!.styles).toEqual(expect.arrayContaining(['Lager', 'Premium Lager', 'Doppio malto']));
    expect(new Set(brand!.styles).size).toBe(brand!.styles.length);
    const names = brand!.products.map((product) => product.name);
    expect(names).toContain('Valtorre Lager');
    expect(new Set(names).size).toBe(names.length);
    const skus = brand!.products.map((product) => product.sku);
    const stored = await t.db
      .select({ sku: products.sku, brandId: products.brandId, sellable: products.sellable })
      .from(products)
      .where(inArray(products.sku, skus));
    expect(stored).toHaveLength(skus.length);
    expect(stored.every((row) => row.brandId === 'valtorre' && row.sellable)).toBe(true);
  });

  it('names a drink of a brand without beers by its category', async () => {
    const response = await t.request({ url: url('details', '?brandId=fonte-lucente&lang=en') });
    const [brand] = brandDetailsResponseSchema.parse(response.json()).results;
    expect(brand!.products.length).toBeGreaterThan(0);
    expect(brand!.products.every((product) => product.style !== '')).toBe(true);
  });

  it('gives every brand without brandId, and 404 or 400 for an unknown or malformed one', async () => {
    const all = brandDetailsResponseSchema.parse((await t.request({ url: url('details') })).json());
    expect(all.results).toHaveLength(8);
    const unknown = await t.request({ url: url('details', '?brandId=birra-vera') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(BRAND_NOT_FOUND);
    expect((await t.request({ url: url('details', '?brandId=Valtorre%27%3B') })).statusCode).toBe(400);
  });
});
