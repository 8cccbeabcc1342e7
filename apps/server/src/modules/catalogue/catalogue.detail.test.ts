import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCatalogueFixture, type CatalogueFixture } from './catalogue.fixtures';

let t: TestApp;
let fixture: CatalogueFixture;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  fixture = await createCatalogueFixture(t.db, 'detail');
  headers = await headersFor(t, fixture.buyerEmail, fixture.shipToA);
});
afterAll(async () => t.close());

const DETAIL = `query Detail($sku: String!) {
  productDetail(sku: $sku) {
    uid sku name catalog_product_name url_key url_path description { html }
    brand brand_id sub_brand sap_sub_brand_code category_id category_uid category_name
    your_price your_price_tax multi_deposit excise vat_rate high_markets_discount promo favourites
    price_range { minimum_price { regular_price { value currency } final_price { value currency } discount { amount_off percent_off } } }
    product_new product_last product_sale product_seasonal product_recommended
    packaging packaging_enable material_type product_type volume volume_ml pack_format pack_material
    returnable_package country_of_origin number_of_bottles_gabbie number_of_products_on_layer
    number_of_items_on_pallet number_of_layers_per_pallet number_of_items_in_box ean ean_ea
    weight gross_weight gross_weight_pallet technical { package_dimensions pallet_dimensions pallet_weight }
    shelf_life hectolitres_per_case hectolitres_per_pallet empties_sku deliveryDate
    saleability { sellable disabled_from disabled_to }
    small_image { url label } image { url } thumbnail { url } media_gallery { url position }
    downloads { title url mime_type }
    features { beer_type alcohol_content taste }
    related_products { sku your_price related_products { sku } }
  }
}`;

type Detail = Record<string, unknown> & {
  sku: string;
  saleability: { sellable: boolean; disabled_from: string | null; disabled_to: string | null };
  related_products: Array<{ sku: string; your_price: number; related_products: Array<{ sku: string }> }>;
};

async function detail(sku: string, extra: Record<string, string> = {}) {
  const response = await t.graphql<{ productDetail: Detail | null }>(DETAIL, {
    variables: { sku },
    headers: { ...headers, ...extra },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.productDetail;
}

describe('product detail (spec 2 §3 full detail)', () => {
  it('answers every field of a product, priced for the ship-to', async () => {
    const product = await detail('TST-LAG-33', { lang: 'en', datepopup: '2026-05-04' });
    expect(product).toMatchObject({
      uid: Buffer.from('TST-LAG-33').toString('base64'),
      sku: 'TST-LAG-33',
      name: 'Lager Quercia 33 cl',
      catalog_product_name: 'Quercia Lager 24 x 33 cl',
      url_key: 'tst-lag-33',
      url_path: 'test-birre/test-lager/test-chiare/tst-lag-33',
      description: { html: '<p>A pale, crisp lager.</p>' },
      brand: 'Birrificio Quercia',
      brand_id: 'tst-quercia',
      sub_brand: 'Quercia Lager',
      sap_sub_brand_code: 'QLAG',
      category_id: 9011,
      category_uid: Buffer.from('9011').toString('base64'),
      category_name: 'Pale',
      // list 24.00 − discount 2.00 + excise 1.50 = 23.50; with 22 % VAT 28.67.
      your_price: 23.5,
      your_price_tax: 28.67,
      multi_deposit: 3.6,
      excise: 1.5,
      vat_rate: 22,
      high_markets_discount: 0,
      price_range: {
        minimum_price: {
          regular_price: { value: 25.5, currency: 'EUR' },
          final_price: { value: 23.5, currency: 'EUR' },
          discount: { amount_off: 2, percent_off: 7.84 },
        },
      },
      favourites: 0,
      product_new: 1,
      product_last: 0,
      packaging: 'bottle',
      packaging_enable: true,
      material_type: 'FERT',
      product_type: 'beer',
      volume: 0.33,
      volume_ml: 330,
      pack_format: '24x33cl',
      pack_material: 'returnable glass',
      returnable_package: true,
      country_of_origin: 'IT',
      number_of_products_on_layer: 10,
      number_of_items_on_pallet: 0,
      number_of_layers_per_pallet: 5,
      number_of_items_in_box: 24,
      ean: '8000000000011',
      ean_ea: '8000000000028',
      weight: 7.92,
      gross_weight: 14.5,
      gross_weight_pallet: 750,
      technical: { package_dimensions: '40x27x25 cm', pallet_dimensions: '120x80x140 cm', pallet_weight: 25 },
      shelf_life: 365,
      hectolitres_per_case: 0.079,
      hectolitres_per_pallet: 3.96,
      deliveryDate: '2026-05-04',
      saleability: { sellable: true, disabled_from: null, disabled_to: null },
      small_image: { url: '/media/products/TST-LAG-33.svg?w=240', label: 'Quercia Lager 24 x 33 cl' },
      media_gallery: [
        { url: '/media/products/TST-LAG-33-1.svg', position: 1 },
        { url: '/media/products/TST-LAG-33-2.svg', position: 2 },
      ],
      downloads: [
        { title: 'Scheda tecnica', url: '/media/docs/tst-lag-33.pdf', mime_type: 'application/pdf' },
      ],
      features: { beer_type: 'Lager', alcohol_content: '4.8%', taste: null },
    });
  });

  it('localizes the description by the lang header', async () => {
    expect((await detail('TST-LAG-33', { lang: 'it' }))?.description).toEqual({
      html: '<p>Lager chiara e fresca.</p>',
    });
  });

  it('lists related products the caller can buy, nested ones too, in one query per level', async () => {
    const product = await detail('TST-LAG-33');
    // TST-OFFLIST is not on the caller's price list, so it is left out.
    expect(product?.related_products.map((related) => related.sku)).toEqual(['TST-LAG-66', 'TST-IPA']);
    expect(product?.related_products[0]?.your_price).toBe(22.5);
    expect(product?.related_products[0]?.related_products).toEqual([]);
  });

  it('answers null for an unknown sku and for one off the price list', async () => {
    expect(await detail('NOPE-1')).toBeNull();
    expect(await detail('TST-OFFLIST')).toBeNull();
  });
});

describe('saleability (spec 2 §3 sellable, disabled_from, disabled_to)', () => {
  it('shows a product that is not sellable, flagged', async () => {
    expect((await detail('TST-DIS'))?.saleability).toEqual({
      sellable: false,
      disabled_from: null,
      disabled_to: null,
    });
  });

  it.each([
    ['2026-05-29', true],
    ['2026-06-01', false],
    ['2026-06-15', false],
    ['2026-06-30', false],
    ['2026-07-01', true],
  ])('a product disabled in June is sellable for delivery on %s: %s', async (date, sellable) => {
    const product = await detail('TST-WIN', { datepopup: date });
    expect(product?.saleability).toEqual({
      sellable,
      disabled_from: '2026-06-01',
      disabled_to: '2026-06-30',
    });
    expect(product?.deliveryDate).toBe(date);
  });

  it("judges today's date in the market when no valid delivery date is sent", async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
    expect((await detail('TST-WIN', { datepopup: '2026-02-30' }))?.deliveryDate).toBe(today);
  });
});

describe('getProductAvaliablePackaging (spec 2 §3 Available packaging)', () => {
  const PACKAGING = `query Packaging($sku: String!, $code: String) {
    getProductAvaliablePackaging(sku: $sku, sap_sub_brand_code: $code) { sku type volume title your_price your_price_tax }
  }`;

  it('lists the packagings of the same beer with their prices', async () => {
    const response = await t.graphql<{ getProductAvaliablePackaging: Array<Record<string, unknown>> }>(
      PACKAGING,
      {
        variables: { sku: 'TST-LAG-66' },
        headers,
      },
    );
    expect(response.data?.getProductAvaliablePackaging).toEqual([
      {
        sku: 'TST-LAG-33',
        type: 'bottle',
        volume: 0.33,
        title: 'Quercia Lager 24 x 33 cl',
        your_price: 23.5,
        your_price_tax: 28.67,
      },
      {
        sku: 'TST-LAG-66',
        type: 'bottle',
        volume: 0.66,
        title: 'Quercia Lager 15 x 66 cl',
        your_price: 22.5,
        your_price_tax: 27.45,
      },
      {
        sku: 'TST-LAG-CAN',
        type: 'can',
        volume: 0.5,
        title: 'Quercia Lager 24 x 50 cl lattina',
        your_price: 31.5,
        your_price_tax: 38.43,
      },
      {
        sku: 'TST-LAG-KEG',
        type: 'keg',
        volume: 20,
        title: 'Quercia Lager fusto 20 L',
        your_price: 56.5,
        your_price_tax: 68.93,
      },
    ]);
  });

  it('takes the sub-brand code when given, and answers nothing for an unknown one', async () => {
    const known = await t.graphql<{ getProductAvaliablePackaging: unknown[] }>(PACKAGING, {
      variables: { sku: 'TST-IPA', code: 'QLAG' },
      headers,
    });
    expect(known.data?.getProductAvaliablePackaging).toHaveLength(4);
    const unknown = await t.graphql<{ getProductAvaliablePackaging: unknown[] }>(PACKAGING, {
      variables: { sku: 'NOPE' },
      headers,
    });
    expect(unknown.data?.getProductAvaliablePackaging).toEqual([]);
  });
});

describe('categoryList (spec 2 §3 Category, §7)', () => {
  const CATEGORIES = `query Categories($filters: CategoryFilterInput) {
    categoryList(filters: $filters) {
      id uid name url_key url_path level children_count product_count
      children { name level product_count children_count children { name level product_count children { name } } }
    }
  }`;
  type Tree = { name: string; children: Tree[]; [key: string]: unknown };

  const categoryList = async (filters: Record<string, unknown>, lang = 'it') => {
    const response = await t.graphql<{ categoryList: Tree[] }>(CATEGORIES, {
      variables: { filters },
      headers: { lang },
    });
    expect(response.errors).toBeUndefined();
    return response.data!.categoryList;
  };

  it('finds a category by url_key with two levels of children and subtree product counts, for visitors too', async () => {
    const [root] = await categoryList({ url_key: { eq: 'test-birre' } }, 'en');
    expect(root).toMatchObject({
      id: 9000,
      uid: Buffer.from('9000').toString('base64'),
      name: 'Test beers',
      url_path: 'test-birre',
      level: 1,
      children_count: 2,
      // Goods in the subtree, every price list (empties excluded).
      product_count: 9,
    });
    expect(root?.children.map((child) => [child.name, child.product_count, child.children_count])).toEqual([
      ['Test lager', 8, 2],
      ['Specials', 1, 1],
    ]);
    expect(root?.children[0]?.children.map((leaf) => [leaf.name, leaf.level, leaf.product_count])).toEqual([
      ['Pale', 3, 6],
      ['Dark and coffee', 3, 2],
    ]);
  });

  it('finds categories by name without regard to case or accents', async () => {
    const found = await categoryList({ name: { match: 'CAFFE' } });
    expect(found.map((category) => category.name)).toContain('Scure e caffè');
    expect(found.every((category) => category.name.toLowerCase().includes('caffè'))).toBe(true);
  });

  it('lists the top level without filters', async () => {
    const roots = await categoryList({});
    expect(roots.map((category) => category.name)).toEqual(
      expect.arrayContaining(['Birre di prova', 'Bibite di prova']),
    );
    expect(roots.every((category) => category.level === 1)).toBe(true);
  });
});
