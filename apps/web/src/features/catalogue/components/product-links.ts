import { ROUTES } from '@spina/domain';

/** The product page of a sku (spec 2 §2 productsDetail: /catalog/{id}, the id is the sku). */
export function productPath(sku: string): string {
  return ROUTES.productsDetail.path.replace(':id', encodeURIComponent(sku));
}

/** What a link to a product page carries: the list it was opened from, for the back-to-catalogue link. */
export type ProductLinkState = { from?: string };

/** The list a product page was opened from, when it is a catalogue address; else the products screen. */
export function catalogueReturnPath(state: unknown): string {
  const from = (state as ProductLinkState | null)?.from;
  return typeof from === 'string' && from.startsWith('/catalog/') ? from : ROUTES.products.path;
}
