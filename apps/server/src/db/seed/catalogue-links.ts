import type { ProductFlag } from '@spina/domain';
import { seededCategoryId } from './catalogue-build';

/**
 * The address of the products list narrowed as its filter panel narrows it, in the facet names the screen
 * reads from its address (spec 2 §7: category_id, brand, product_sale, ...). Menus, footer links and
 * banners build their catalogue links here, so that each lands on a filtered list with its filter chip.
 */
export function productsLink(filter: { category?: string; brand?: string; flag?: ProductFlag }): string {
  const params = new URLSearchParams();
  if (filter.category) params.set('category_id', String(seededCategoryId(filter.category)));
  if (filter.brand) params.set('brand', filter.brand);
  if (filter.flag) params.set(filter.flag, '1');
  return `/catalog/products?${params}`;
}
