import type { CatalogueProductsQuery } from '../gql/graphql';
import { json, type ExtraHandler } from './fake-server';
import type { ProductCardData } from '../features/catalogue';

/** A product as the catalogue's list queries answer it, with realistic defaults. */
export function cardProduct(
  overrides: Partial<ProductCardData> & Pick<ProductCardData, 'sku'>,
): ProductCardData {
  return {
    uid: btoa(overrides.sku),
    name: `PRODUCT ${overrides.sku}`,
    catalog_product_name: `Birra ${overrides.sku} 33 cl (cartone da 24)`,
    your_price: 23.5,
    your_price_tax: 28.67,
    favourites: 0,
    promo: null,
    product_new: 0,
    product_last: 0,
    product_sale: 0,
    product_seasonal: 0,
    product_recommended: 0,
    packaging: 'bottle',
    packaging_enable: true,
    material_type: 'FERT',
    volume_ml: 330,
    number_of_items_in_box: 24,
    saleability: { sellable: true, disabled_from: null, disabled_to: null },
    small_image: { url: `/media/products/${overrides.sku}.svg`, label: null },
    ...overrides,
  };
}

type ProductsAnswer = CatalogueProductsQuery['products'];

/** A products answer: the items given, 25 a page, with a brand and a packaging facet. */
export function productsAnswer(
  items: ProductCardData[],
  extra: Partial<ProductsAnswer> = {},
): ProductsAnswer {
  return {
    total_count: items.length,
    items,
    aggregations: [
      {
        attribute_code: 'brand',
        label: 'Brand',
        count: 2,
        options: [
          { label: 'Birrificio Quercia', value: 'quercia', count: 7 },
          { label: 'Fonte Serena', value: 'serena', count: 3 },
        ],
      },
      {
        attribute_code: 'filter_packaging',
        label: 'Packaging',
        count: 2,
        options: [
          { label: 'Bottle', value: 'bottle', count: 8 },
          { label: 'Keg', value: 'keg', count: 2 },
        ],
      },
      {
        attribute_code: 'product_new',
        label: 'New',
        count: 1,
        options: [{ label: 'Yes', value: '1', count: 1 }],
      },
    ],
    page_info: { page_size: 25, total_pages: Math.max(1, Math.ceil(items.length / 25)), current_page: 1 },
    ...extra,
  };
}

/** A GraphQL call the fake catalogue received: its operation, variables, ship-to and language headers. */
export type GraphQLCall = {
  operation: string;
  variables: Record<string, unknown>;
  outletid: string | null;
  lang: string | null;
  /** Every header of the call (e.g. Idempotency-Key). */
  headers: Headers;
};

/** Answers one GraphQL operation; `undefined` leaves it to the shell's fake. */
export type OperationHandler = (call: GraphQLCall) => unknown;

/**
 * A fake of the catalogue's GraphQL operations for fakeServer's `extra`: each handler answers the `data` of
 * its operation (by name); every call is recorded with its variables and `outletid` header.
 */
export function fakeCatalogue(handlers: Record<string, OperationHandler>) {
  const calls: GraphQLCall[] = [];
  const extra: ExtraHandler = async (url, init) => {
    if (url.split('?')[0] !== '/graphql' || typeof init?.body !== 'string') return undefined;
    const body = JSON.parse(init.body) as { query: string; variables?: Record<string, unknown> };
    const operation = /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '';
    const handler = handlers[operation];
    if (!handler) return undefined;
    const headers = new Headers(init.headers);
    const call: GraphQLCall = {
      operation,
      variables: body.variables ?? {},
      outletid: headers.get('outletid'),
      lang: headers.get('lang'),
      headers,
    };
    calls.push(call);
    const data = await handler(call);
    return data instanceof Response ? data : json({ data });
  };
  const callsOf = (operation: string) => calls.filter((call) => call.operation === operation);
  return { extra, calls, callsOf };
}
