import { addDays, type IsoDate } from '@spina/domain';
import type { CatalogueProduct } from './catalogue-build';
import type { SeededRandom } from './random';

/**
 * Spreads the catalogue flags so every filter finds something: bestsellers lean to lagers, kegs and
 * returnable crates; a few products are on sale, not sellable, or disabled for a window around today.
 */
export function applyFlags(items: CatalogueProduct[], random: SeededRandom, today: IsoDate): void {
  const goods = items.filter((item) => item.kind === 'goods');
  for (const item of goods) {
    const row = item.row;
    const mainstream = row.packaging === 'keg' || row.numberOfBottlesGabbie! > 0 || /lager/i.test(row.name);
    row.productLast = random.chance(mainstream ? 0.28 : 0.05);
    row.productSale = random.chance(0.1);
    row.promo = row.productSale
      ? random.pick(['-10%', 'Promo 10+1', '-10% sul fusto', 'Sconto stagione -10%'])
      : null;
    row.productNew = row.productNew || random.chance(0.03);
    row.productRecommended = random.chance(0.16);
  }
  const ordered = random.shuffle(items);
  const recommended = ordered.filter((item) => item.row.productRecommended);
  const others = ordered.filter((item) => !item.row.productRecommended);
  [...recommended, ...others].forEach((item, index) => (item.row.recommendedRank = index + 1));

  const candidates = random.shuffle(goods.filter((item) => item.row.productType !== 'equipment'));
  candidates.slice(0, 7).forEach((item) => (item.row.sellable = false));
  candidates.slice(7, 11).forEach((item, index) => {
    item.row.disabledFrom = addDays(today, -5 - index);
    item.row.disabledTo = addDays(today, 20 + index * 3);
  });
  candidates.slice(11, 14).forEach((item, index) => {
    item.row.disabledFrom = addDays(today, 30 + index * 7);
    item.row.disabledTo = addDays(today, 60 + index * 7);
  });

  const byCategory = new Map<number, CatalogueProduct[]>();
  for (const item of goods) {
    const list = byCategory.get(item.row.categoryId!) ?? [];
    list.push(item);
    byCategory.set(item.row.categoryId!, list);
  }
  for (const item of goods) {
    const siblings = goods.filter(
      (other) => other.row.subBrand === item.row.subBrand && other.row.sku !== item.row.sku,
    );
    const sameCategory = (byCategory.get(item.row.categoryId!) ?? []).filter(
      (other) => other.row.subBrand !== item.row.subBrand,
    );
    item.row.relatedSkus = [...random.sample(siblings, 3), ...random.sample(sameCategory, 2)].map(
      (other) => other.row.sku,
    );
  }
}
