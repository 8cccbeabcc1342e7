import { applyRate, yourPriceCents } from '@spina/domain';
import type { Database } from '../client';
import { priceLists, prices } from '../schema';
import { insertRows } from './batch';
import { catalogueOf } from './catalogue';
import type { CatalogueProduct } from './catalogue-build';
import type { SeedContext } from './context';
import {
  BRAND_FACTOR_BP,
  FIXED_PRICE_CENTS,
  PACKAGING_FACTOR_BP,
  PRICE_LISTS,
  PRICE_PER_LITRE_CENTS,
  SALE_DISCOUNT_BP,
  type PriceListSeed,
} from './data/price-lists';
import type { SeededRandom } from './random';

export type PriceRow = typeof prices.$inferInsert;

/** Cents per consumer unit that every container adds (filling, closure, label). */
const PER_UNIT_CENTS = 4;

/** The base price of a sales unit before any price list moves it, in cents. */
export function basePriceCents(product: CatalogueProduct): number {
  if (product.kind === 'empties') return product.depositCents;
  const type = product.productType as keyof typeof PRICE_PER_LITRE_CENTS;
  const fixed = FIXED_PRICE_CENTS[type];
  if (fixed !== undefined) return fixed;
  const row = product.row;
  const perLitre = PRICE_PER_LITRE_CENTS[type];
  const packaging = PACKAGING_FACTOR_BP[row.packaging] ?? 10_000;
  const brand = BRAND_FACTOR_BP[product.brand?.id ?? ''] ?? 10_000;
  const drink = Math.round((product.litres * perLitre * packaging * brand) / 100_000_000);
  return drink + PER_UNIT_CENTS * (row.numberOfItemsInBox ?? 1);
}

/** Beer excise per sales unit: hectolitres × degrees Plato × the list's rate; alcohol-free beer pays none. */
export function exciseCents(product: CatalogueProduct, list: PriceListSeed): number {
  if (product.productType !== 'beer' || product.abv < 1.2) return 0;
  return Math.round((product.litres / 100) * product.plato * list.excisePerHlPlatoCents);
}

function priceRow(product: CatalogueProduct, list: PriceListSeed, random: SeededRandom): PriceRow {
  const sku = product.row.sku;
  if (product.kind === 'empties') {
    // An empties item is priced at its deposit, outside the VAT base like every returnable deposit.
    return { priceListId: list.id, sku, listPriceCents: product.depositCents, vatRateBp: 0 };
  }
  // Each list moves each product a little differently (±3 %), so no two lists show the same figures.
  const jitterBp = random.int(-300, 300);
  const listPriceCents = Math.max(
    1,
    Math.round((basePriceCents(product) * (list.levelBp + jitterBp)) / 10_000),
  );
  const draught = product.row.packaging === 'keg' || product.row.packaging === 'tank';
  const discountBp =
    list.generalDiscountBp +
    (draught ? list.draughtDiscountBp : 0) +
    (product.row.productSale ? SALE_DISCOUNT_BP : 0);
  return {
    priceListId: list.id,
    sku,
    listPriceCents,
    discountCents: applyRate(listPriceCents, discountBp),
    highMarketsDiscountCents: draught ? applyRate(listPriceCents, list.highMarketsDiscountBp) : 0,
    exciseCents: exciseCents(product, list),
    depositCents: product.depositCents,
    vatRateBp: list.vatRateBp,
  };
}

/**
 * Every product priced on every price list (spec 1 §3, spec 3 §3); built once per seed run. A goods price
 * that would repeat another list's list price or "your price" for the same product is raised by a cent
 * until it differs, so a buyer's figures always tell which list they come from.
 */
export function priceRowsOf(context: SeedContext): PriceRow[] {
  return context.once('prices', () => {
    const random = context.random('prices');
    const products = catalogueOf(context).products;
    const seen = new Map<string, { list: Set<number>; yours: Set<number> }>();
    return PRICE_LISTS.flatMap((list) =>
      products.map((product) => {
        const row = priceRow(product, list, random);
        if (product.kind === 'empties') return row;
        const used = seen.get(row.sku) ?? { list: new Set<number>(), yours: new Set<number>() };
        seen.set(row.sku, used);
        const yours = () => yourPriceCents({ discountCents: 0, exciseCents: 0, depositCents: 0, ...row });
        while (used.list.has(row.listPriceCents) || used.yours.has(yours())) row.listPriceCents += 1;
        used.list.add(row.listPriceCents);
        used.yours.add(yours());
        return row;
      }),
    );
  });
}

/** The price lists with their transport discounts, and the prices on each. */
export async function seedPrices(db: Database, context: SeedContext): Promise<void> {
  await db.insert(priceLists).values(
    PRICE_LISTS.map((list) => ({
      id: list.id,
      name: list.name,
      marketCode: list.marketCode,
      motriceDiscountBp: list.motriceDiscountBp,
      autotrenoDiscountBp: list.autotrenoDiscountBp,
    })),
  );
  await insertRows(db, prices, priceRowsOf(context));
}
