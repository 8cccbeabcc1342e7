import type { CustomerType } from '@spina/domain';
import type { CatalogueProduct } from './catalogue-build';
import type { ShipToRow } from './customers-build';
import type { SeededRandom } from './random';

/** How one ship-to buys: its usual products, how often it orders and how much. */
export type BuyingProfile = {
  /** The products this ship-to orders again and again (brand and category affinity). */
  basket: CatalogueProduct[];
  /** Everything else it may try now and then. */
  others: CatalogueProduct[];
  /** Days between two orders. */
  interval: readonly [number, number];
  /** Product lines per order. */
  lines: readonly [number, number];
};

type Rule = {
  interval: readonly [number, number];
  lines: readonly [number, number];
  /** Weight of a product for this customer type; 0 excludes it. */
  weight: (product: CatalogueProduct) => number;
};

const isDraught = (p: CatalogueProduct) => p.row.packaging === 'keg' || p.row.packaging === 'tank';
const isReturnable = (p: CatalogueProduct) => p.row.returnablePackage === true;
const isRetailPack = (p: CatalogueProduct) =>
  ['can', 'pet bottle', 'carton', 'pouch'].includes(p.row.packaging) ||
  (p.row.packaging === 'bottle' && !isReturnable(p));

/** Bars and restaurants pour draught beer and use returnable glass; shops sell cans, PET and cartons. */
const RULES: Record<CustomerType, Rule> = {
  'On Premise': {
    interval: [6, 10],
    lines: [2, 10],
    weight: (p) =>
      isDraught(p)
        ? p.row.packaging === 'tank'
          ? 0.6
          : 5
        : isReturnable(p)
          ? 4
          : isRetailPack(p)
            ? 0.8
            : 0.3,
  },
  'On Premise Franchisee': {
    interval: [5, 9],
    lines: [3, 12],
    weight: (p) =>
      isDraught(p) ? (p.row.packaging === 'tank' ? 0 : 6) : isReturnable(p) ? 3 : isRetailPack(p) ? 0.6 : 0.2,
  },
  Outlets: {
    interval: [12, 18],
    lines: [2, 7],
    weight: (p) => (isDraught(p) || p.row.volumeMl > 2000 ? 0 : isRetailPack(p) ? 4 : 1),
  },
  POS: {
    interval: [9, 15],
    lines: [3, 10],
    weight: (p) => (isDraught(p) || p.row.productType === 'equipment' ? 0 : isRetailPack(p) ? 4 : 1.5),
  },
  WHSL: {
    interval: [7, 12],
    lines: [4, 10],
    weight: (p) =>
      p.row.packaging === 'tank' || p.row.productType === 'equipment' ? 0 : isReturnable(p) ? 3 : 2,
  },
};

/** Brands a ship-to prefers, heavier weights first; Czech pubs pour the Czech brand. */
function brandPreferences(random: SeededRandom, shipTo: ShipToRow): Map<string, number> {
  const beers = ['valtorre', 'chiara', 'montefosco', 'rocca-bruna', 'hvezdna'];
  const preferences = new Map<string, number>([
    ['frizza', 2],
    ['fonte-lucente', 2],
    ['melarosa', 0.5],
  ]);
  if (shipTo.country === 'CZE') {
    preferences.set('hvezdna', 10).set('montefosco', 1);
    return preferences;
  }
  if (shipTo.customerType === 'On Premise Franchisee') preferences.set('valtorre', 10).set('montefosco', 2);
  else {
    const [main, second] = random.sample(beers, 2);
    preferences.set(main!, 8).set(second!, 3);
  }
  return preferences;
}

/** Draws the buying profile of a ship-to from the sellable goods. */
export function buyingProfile(
  random: SeededRandom,
  shipTo: ShipToRow,
  goods: CatalogueProduct[],
): BuyingProfile {
  const rule = RULES[shipTo.customerType];
  const brands = brandPreferences(random, shipTo);
  const weighted = goods
    .map((product) => [product, rule.weight(product) * (brands.get(product.brand?.id ?? '') ?? 0.2)] as const)
    .filter(([, weight]) => weight > 0);
  const basket: CatalogueProduct[] = [];
  const size = random.int(8, 18);
  const pool = [...weighted];
  while (basket.length < size && pool.length > 0) {
    const chosen = random.weighted(pool);
    basket.push(chosen);
    pool.splice(
      pool.findIndex(([product]) => product === chosen),
      1,
    );
  }
  return { basket, others: pool.map(([product]) => product), interval: rule.interval, lines: rule.lines };
}

/** Sales units a line orders, by packaging and customer type. */
export function lineQuantity(
  random: SeededRandom,
  product: CatalogueProduct,
  customerType: CustomerType,
): number {
  const row = product.row;
  const big = customerType === 'On Premise Franchisee' || customerType === 'POS' ? 2 : 1;
  switch (row.packaging) {
    case 'tank':
      return 1;
    case 'keg':
      return random.int(1, 6) * big;
    case 'pouch':
      return row.volumeMl >= 10_000 ? random.int(1, 4) : random.int(2, 10) * big;
    case 'other':
      return random.int(1, 6);
    default:
      return customerType === 'Outlets' ? random.int(1, 8) : random.int(2, 16) * big;
  }
}
