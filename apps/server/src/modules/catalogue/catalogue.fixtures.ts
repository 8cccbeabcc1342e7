import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  brands,
  categories,
  orderItems,
  orders,
  prices,
  priceLists,
  products,
  shipTos,
} from '../../db/schema';
import { createCompany, createShipTo, createUser, OWNER_PERMISSIONS } from '../../test/identity-fixtures';
import { FIXTURE_PRODUCTS, PRODUCT_DEFAULTS } from './catalogue.fixture-products';

export { FIXTURE_PRODUCTS };

/**
 * A small catalogue for API tests, apart from the demo seed: its own brands, categories and products, priced
 * only on the test companies' price lists, so a test caller sees exactly these products.
 */

/** Skus priced on list A; TST-OFFLIST is priced on list B only. */
export const SKUS_ON_LIST_A = FIXTURE_PRODUCTS.map((product) => product.sku).filter(
  (sku) => sku !== 'TST-OFFLIST',
);

/** The goods (not empties) a caller on list A sees. */
export const GOODS_ON_LIST_A = SKUS_ON_LIST_A.filter((sku) => sku !== 'TST-ZQCR');

const CATEGORIES: Array<typeof categories.$inferInsert> = [
  {
    id: 9000,
    parentId: null,
    level: 1,
    position: 90,
    urlKey: 'test-birre',
    name: { it: 'Birre di prova', en: 'Test beers' },
  },
  {
    id: 9010,
    parentId: 9000,
    level: 2,
    position: 1,
    urlKey: 'test-lager',
    name: { it: 'Lager di prova', en: 'Test lager' },
  },
  {
    id: 9011,
    parentId: 9010,
    level: 3,
    position: 1,
    urlKey: 'test-chiare',
    name: { it: 'Chiare', en: 'Pale' },
  },
  {
    id: 9012,
    parentId: 9010,
    level: 3,
    position: 2,
    urlKey: 'test-scure',
    name: { it: 'Scure e caffè', en: 'Dark and coffee' },
  },
  {
    id: 9020,
    parentId: 9000,
    level: 2,
    position: 2,
    urlKey: 'test-speciali',
    name: { it: 'Speciali', en: 'Specials' },
  },
  { id: 9021, parentId: 9020, level: 3, position: 1, urlKey: 'test-ipa', name: { it: 'IPA', en: 'IPA' } },
  {
    id: 9100,
    parentId: null,
    level: 1,
    position: 91,
    urlKey: 'test-bibite',
    name: { it: 'Bibite di prova', en: 'Test drinks' },
  },
  {
    id: 9110,
    parentId: 9100,
    level: 2,
    position: 1,
    urlKey: 'test-analcolici',
    name: { it: 'Analcolici', en: 'Soft' },
  },
  {
    id: 9111,
    parentId: 9110,
    level: 3,
    position: 1,
    urlKey: 'test-sidri',
    name: { it: 'Sidri', en: 'Ciders' },
  },
  {
    id: 9112,
    parentId: 9110,
    level: 3,
    position: 2,
    urlKey: 'test-acque',
    name: { it: 'Acque', en: 'Waters' },
  },
].map((category) => ({ ...category, urlPath: '' }));

function withPaths(rows: typeof CATEGORIES) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pathOf = (id: number): string => {
    const row = byId.get(id)!;
    return row.parentId ? `${pathOf(row.parentId)}/${row.urlKey}` : row.urlKey;
  };
  return rows.map((row) => ({ ...row, urlPath: pathOf(row.id) }));
}

/** The callers of the tests: a buyer with two ship-tos on two price lists, and a stranger. */
export type CatalogueFixture = {
  buyerEmail: string;
  /** Ship-to on price list A, with Catalogue and Product Recommendation. */
  shipToA: string;
  /** Ship-to of the same buyer on price list A2 (prices 20 % lower). */
  shipToA2: string;
  /** Ship-to of the same buyer without the Product Recommendation permission. */
  shipToNoReco: string;
  companyA: string;
  strangerEmail: string;
  /** Ship-to of another company, on price list B. */
  shipToB: string;
  companyB: string;
  priceListA: string;
  priceListA2: string;
  priceListB: string;
};

async function priceAll(db: Database, priceListId: string, skus: string[], percent: number) {
  await db.insert(prices).values(
    FIXTURE_PRODUCTS.filter((product) => skus.includes(product.sku)).map((product) => ({
      priceListId,
      sku: product.sku,
      listPriceCents: Math.round((product.listPriceCents * percent) / 100),
      discountCents: product.sku === 'TST-LAG-33' ? 200 : 0,
      exciseCents: (product.productType ?? 'beer') === 'beer' ? 150 : 0,
      depositCents: product.returnablePackage ? 360 : 0,
      vatRateBp: product.productType === 'water' ? 1000 : 2200,
    })),
  );
}

/** Creates the fixture catalogue, its price lists and its callers. */
export async function createCatalogueFixture(db: Database, tag = 'cat'): Promise<CatalogueFixture> {
  await db
    .insert(brands)
    .values([
      {
        id: 'tst-quercia',
        name: 'Birrificio Quercia',
        primaryColor: '#7a4a12',
        secondaryColor: '#f2e3c6',
        position: 90,
      },
      {
        id: 'tst-serena',
        name: 'Fonte Serena',
        primaryColor: '#1b5e8c',
        secondaryColor: '#e6f1f8',
        position: 91,
      },
    ])
    .onConflictDoNothing();
  await db.insert(categories).values(withPaths(CATEGORIES)).onConflictDoNothing();
  await db
    .insert(products)
    .values(
      FIXTURE_PRODUCTS.map(({ listPriceCents: _price, ...product }) => ({
        ...PRODUCT_DEFAULTS,
        urlKey: product.sku.toLowerCase(),
        imageUrl: `/media/products/${product.sku}.svg`,
        smallImageUrl: `/media/products/${product.sku}.svg?w=240`,
        thumbnailUrl: `/media/products/${product.sku}.svg?w=80`,
        ...product,
      })),
    )
    .onConflictDoNothing();

  const companyA = await createCompany(db, 'Birreria Alfa srl');
  const companyB = await createCompany(db, 'Osteria Beta snc');
  const priceListA = `PL-${companyA}`;
  const priceListB = `PL-${companyB}`;
  const priceListA2 = `${priceListA}-2`;
  await db.insert(priceLists).values({ id: priceListA2, name: 'Listino A2', marketCode: 'IT' });
  await priceAll(db, priceListA, SKUS_ON_LIST_A, 100);
  await priceAll(db, priceListA2, SKUS_ON_LIST_A, 80);
  await priceAll(db, priceListB, [...GOODS_ON_LIST_A, 'TST-OFFLIST'], 110);

  const shipToA = await createShipTo(db, companyA, { name: 'Alfa Centro' });
  const shipToA2 = await createShipTo(db, companyA, { name: 'Alfa Mare' });
  await db.update(shipTos).set({ priceListId: priceListA2 }).where(eq(shipTos.id, shipToA2));
  const shipToNoReco = await createShipTo(db, companyA, { name: 'Alfa Monti' });
  const shipToB = await createShipTo(db, companyB, { name: 'Beta Lago' });

  const buyerEmail = `buyer.${tag}@example.com`;
  const strangerEmail = `stranger.${tag}@example.com`;
  const catalogue = [...OWNER_PERMISSIONS, 'Product Recommendation'];
  await createUser(db, {
    email: buyerEmail,
    companyId: companyA,
    grants: [
      { shipToId: shipToA, roleName: 'On Premise Owner', permissions: catalogue },
      { shipToId: shipToA2, roleName: 'On Premise Owner', permissions: catalogue },
      { shipToId: shipToNoReco, roleName: 'On Premise Owner', permissions: OWNER_PERMISSIONS },
    ],
  });
  await createUser(db, {
    email: strangerEmail,
    companyId: companyB,
    grants: [{ shipToId: shipToB, roleName: 'On Premise Owner', permissions: catalogue }],
  });
  return {
    buyerEmail,
    shipToA,
    shipToA2,
    shipToNoReco,
    companyA,
    strangerEmail,
    shipToB,
    companyB,
    priceListA,
    priceListA2,
    priceListB,
  };
}

let orderSequence = 0;

/** Records a delivered order of `skus` (one package each) for a ship-to, `daysAgo` days back. */
export async function createOrder(
  db: Database,
  order: { shipToId: string; companyId: string; skus: string[]; daysAgo?: number },
): Promise<void> {
  orderSequence += 1;
  const createdAt = new Date(Date.now() - (order.daysAgo ?? 10) * 86_400_000);
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: `TST-${order.shipToId}-${orderSequence}`,
      shipToId: order.shipToId,
      companyId: order.companyId,
      createdAt,
      deliveryDate: createdAt.toISOString().slice(0, 10),
      orderType: 'freeshipping_freeshipping',
      status: 'DELIVERED',
      processingStatus: 'Completely Processed',
      totalYourPriceCents: 1000,
      grandTotalCents: 1220,
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    order.skus.map((sku, index) => ({
      orderId: row!.id,
      line: index + 1,
      sku,
      name: sku,
      materialType: sku === 'TST-ZQCR' ? 'ZQCR' : 'FERT',
      quantity: 1,
      packages: 1,
      unitPriceCents: 1000,
      rowTotalCents: 1000,
    })),
  );
}
