import {
  addDays,
  defaultOrderType,
  emptiesOrderTypeOf,
  isSellableOn,
  isWeekend,
  yourPriceCents,
  type IsoDate,
} from '@spina/domain';
import type { savedOrderItems, savedOrders } from '../schema';
import type { Catalogue, CatalogueProduct } from './catalogue-build';
import type { Customers, ShipToRow } from './customers-build';
import type { Identity } from './identity-build';
import type { PriceRow } from './prices';
import { SeededRandom } from './random';

/**
 * What the demo shows of the actions on orders (issue 12; spec 2 §4 Edit order, Cancel order from history,
 * Re-order): onpremise@ finds on its Centro ship-to a fresh beer order with its linked empties order that can
 * still be cancelled or edited, and a saved order holding a product that is no longer sold, so a re-order lists
 * it among the failed items. Deterministic: its own random stream, so the rest of the seed does not move.
 */
export const SHOWCASE = { email: 'onpremise@example.com', shipTo: 'portico-centro' } as const;

/** One line of the showcase orders: whole layers of a product. */
export type ShowcaseLine = {
  product: CatalogueProduct;
  packages: 0;
  layers: number;
  pallets: 0;
  quantity: number;
};

const layersOf = (product: CatalogueProduct, layers: number): ShowcaseLine => ({
  product,
  packages: 0,
  layers,
  pallets: 0,
  quantity: layers * product.row.numberOfProductsOnLayer!,
});

/** Goods a buyer can order on `date`, sold by the layer, sorted by sku so that the pick does not depend on order. */
function orderableGoods(catalogue: Catalogue, date: IsoDate) {
  return catalogue.products
    .filter(
      (product) =>
        product.kind === 'goods' &&
        product.row.productType !== 'equipment' &&
        (product.row.numberOfProductsOnLayer ?? 0) > 1 &&
        isSellableOn(
          {
            sellable: product.row.sellable !== false,
            disabledFrom: product.row.disabledFrom ?? null,
            disabledTo: product.row.disabledTo ?? null,
          },
          date,
        ),
    )
    .sort((a, b) => a.row.sku.localeCompare(b.row.sku));
}

function showcaseCustomer(customers: Customers, identity: Identity) {
  const shipTo = customers.shipToByKey.get(SHOWCASE.shipTo);
  const user = identity.users.find((candidate) => candidate.email === SHOWCASE.email);
  if (!shipTo || !user) throw new Error('The showcase customer is missing from the demo data');
  return { shipTo, userId: user.id };
}

/** The first working day at least three days after today: a delivery date still ahead. */
function comingDeliveryDate(today: IsoDate): IsoDate {
  let date = addDays(today, 3);
  while (isWeekend(date)) date = addDays(date, 1);
  return date;
}

/**
 * The fresh beer order and its empties: returnable goods, the empties they come back in, not yet processed by
 * the ERP. `add` writes an order the history's way (priced lines, totals); it is placed just after the history's
 * last order, so it takes the last numbers and no other order is renumbered.
 */
export function addShowcaseBeerOrder(
  input: { catalogue: Catalogue; customers: Customers; identity: Identity; today: IsoDate; after: Date },
  add: (
    order: {
      id: string;
      createdAt: Date;
      isEmptiesReturn: boolean;
      orderType: string;
      linkedOrderId?: string;
    },
    lines: ShowcaseLine[],
    shipTo: ShipToRow,
    common: { userId: string; deliveryDate: IsoDate; status: string; processingStatus: string },
  ) => { id: string; linkedOrderId?: string | null },
): void {
  const random = SeededRandom.named('orders-showcase');
  const { shipTo, userId } = showcaseCustomer(input.customers, input.identity);
  const empties = new Map(input.catalogue.products.map((product) => [product.row.sku, product]));
  const returnable = orderableGoods(input.catalogue, input.today).filter(
    (product) => product.row.emptiesSku && empties.has(product.row.emptiesSku),
  );
  const lines = random.sample(returnable, 3).map((product) => layersOf(product, random.int(1, 3)));
  const crates = new Map<string, number>();
  for (const line of lines) {
    const sku = line.product.row.emptiesSku!;
    crates.set(sku, (crates.get(sku) ?? 0) + line.quantity);
  }
  const common = {
    userId,
    deliveryDate: comingDeliveryDate(input.today),
    status: 'AWAITING SHIPMENT',
    processingStatus: 'Not Yet Processed',
  };
  const createdAt = new Date(input.after.getTime() + 5 * 60_000);
  const orderType = defaultOrderType(shipTo.deliveryType);
  const beer = add(
    { id: random.uuid(), createdAt, isEmptiesReturn: false, orderType },
    lines,
    shipTo,
    common,
  );
  const emptiesOrder = add(
    {
      id: random.uuid(),
      createdAt: new Date(createdAt.getTime() + 60_000),
      isEmptiesReturn: true,
      orderType: emptiesOrderTypeOf(orderType),
      linkedOrderId: beer.id,
    },
    [...crates].map(([sku, quantity]) => ({
      product: empties.get(sku)!,
      packages: 0 as const,
      layers: 0,
      pallets: 0 as const,
      quantity,
    })),
    shipTo,
    common,
  );
  beer.linkedOrderId = emptiesOrder.id;
}

export type SavedOrderRow = typeof savedOrders.$inferInsert & { id: string };
export type SavedOrderItemRow = typeof savedOrderItems.$inferInsert;

/** The names of the showcase saved orders: one for each browser journey that re-orders one, each day-old. */
const SHOWCASE_SAVED_ORDERS = [
  { name: 'Rifornimento weekend', daysAgo: 2 },
  { name: 'Scorta festività', daysAgo: 3 },
] as const;

type ShowcaseInput = {
  catalogue: Catalogue;
  customers: Customers;
  identity: Identity;
  prices: PriceRow[];
  today: IsoDate;
};

/**
 * The saved orders holding a discontinued product (not sellable at all, decision 0022) among orderable ones.
 * A re-order that adds some lines retires its saved order, so each journey that shows one has its own.
 */
export function buildShowcaseSavedOrders(
  input: ShowcaseInput,
): { order: SavedOrderRow; items: SavedOrderItemRow[] }[] {
  const random = SeededRandom.named('saved-orders-showcase');
  return SHOWCASE_SAVED_ORDERS.map((showcase) => buildShowcaseSavedOrder(input, random, showcase));
}

function buildShowcaseSavedOrder(
  input: ShowcaseInput,
  random: SeededRandom,
  showcase: (typeof SHOWCASE_SAVED_ORDERS)[number],
): { order: SavedOrderRow; items: SavedOrderItemRow[] } {
  const { shipTo, userId } = showcaseCustomer(input.customers, input.identity);
  const discontinued = input.catalogue.products
    .filter((product) => product.kind === 'goods' && product.row.sellable === false)
    .sort((a, b) => a.row.sku.localeCompare(b.row.sku));
  const chosen = [
    ...random.sample(orderableGoods(input.catalogue, input.today), 2),
    random.pick(discontinued),
  ];
  const id = random.uuid();
  const items = chosen.map((product, index) => {
    const price = input.prices.find(
      (row) => row.priceListId === shipTo.priceListId && row.sku === product.row.sku,
    );
    if (!price) throw new Error(`No price for ${product.row.sku}`);
    const line = layersOf(product, 1);
    const unitPriceCents = yourPriceCents({
      listPriceCents: price.listPriceCents,
      discountCents: price.discountCents ?? 0,
      highMarketsDiscountCents: price.highMarketsDiscountCents ?? 0,
      exciseCents: price.exciseCents ?? 0,
      depositCents: price.depositCents ?? 0,
      vatRateBp: price.vatRateBp,
    });
    return {
      savedOrderId: id,
      line: index + 1,
      sku: product.row.sku,
      packages: 0,
      layers: line.layers,
      pallets: 0,
      quantity: line.quantity,
      unitPriceCents,
      rowTotalCents: unitPriceCents * line.quantity,
    };
  });
  return {
    order: {
      id,
      userId,
      shipToId: shipTo.id,
      cartId: random.uuid(),
      name: showcase.name,
      orderType: defaultOrderType(shipTo.deliveryType),
      deliveryDate: null,
      shipmentMode: 0,
      totalCents: items.reduce((sum, item) => sum + item.rowTotalCents, 0),
      totalQuantity: items.reduce((sum, item) => sum + item.quantity, 0),
      createdAt: new Date(`${addDays(input.today, -showcase.daysAgo)}T09:30:00Z`),
    },
    items,
  };
}
