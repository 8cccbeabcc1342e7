import {
  addDays,
  availableDeliveryDates,
  BEER_ORDER_TYPES,
  defaultOrderType,
  isWeekend,
  marketOfCountry,
  priceCart,
  resolveHolidays,
  timeZoneOf,
  type IsoDate,
  type OrderType,
  weekdayOf,
} from '@spina/domain';
import type { orderItems, orders } from '../schema';
import type { Catalogue, CatalogueProduct } from './catalogue-build';
import { pad } from './codes';
import type { Customers, ShipToRow } from './customers-build';
import { PALLET_EMPTIES_SKU } from './data/empties';
import { ROLES } from './data/roles';
import type { Identity } from './identity-build';
import { buyingProfile, lineQuantity } from './order-profiles';
import { addShowcaseBeerOrder } from './orders-showcase';
import { holidays as configuredHolidays } from './portal';
import type { PriceRow } from './prices';
import { SeededRandom } from './random';

export type OrderRow = typeof orders.$inferInsert & { id: string; createdAt: Date };
export type OrderItemRow = typeof orderItems.$inferInsert;
export type OrderHistory = { orders: OrderRow[]; items: OrderItemRow[] };

/** The history reaches 18 months back from the seeding day. */
export const HISTORY_DAYS = 548;
/** The suspended ship-to stopped ordering this many days ago. */
const SUSPENDED_SINCE_DAYS = 120;

const NOTES = [
  'Consegnare dal retro, ingresso carico merci.',
  'Citofonare al bar, chiedere di Marco.',
  'Scarico con transpallet: marciapiede stretto.',
  'Non prima delle 9:00.',
  'Lasciare i vuoti accanto alla cella frigo.',
];

type Line = {
  product: CatalogueProduct;
  packages: number;
  layers: number;
  pallets: number;
  quantity: number;
};

type Context = {
  random: SeededRandom;
  prices: Map<string, PriceRow>;
  holidays: Map<string, string[]>;
  today: IsoDate;
};

function priceOf(context: Context, shipTo: ShipToRow, sku: string): PriceRow {
  const price = context.prices.get(`${shipTo.priceListId}|${sku}`);
  if (!price) throw new Error(`No price for ${sku} on ${shipTo.priceListId}`);
  return price;
}

/** Prices lines with the domain's cart rules; the order's totals are the exact sums of its lines. */
function pricedOrder(context: Context, shipTo: ShipToRow, lines: Line[]) {
  const { lines: priced, totals } = priceCart(
    lines.map((line) => {
      const price = priceOf(context, shipTo, line.product.row.sku);
      return {
        line,
        packages: line.quantity,
        price: {
          listPriceCents: price.listPriceCents,
          discountCents: price.discountCents ?? 0,
          highMarketsDiscountCents: price.highMarketsDiscountCents ?? 0,
          exciseCents: price.exciseCents ?? 0,
          depositCents: price.depositCents ?? 0,
          vatRateBp: price.vatRateBp,
        },
      };
    }),
    { flexibleDelivery: false, transportDiscountBp: 0 },
  );
  return { priced, totals };
}

/** Wholesale depots order whole pallets: 20 or more, within the pallet and weight maximums. */
function palletLines(random: SeededRandom, shipTo: ShipToRow, chosen: CatalogueProduct[]): Line[] {
  const pallets = chosen.map(() => 1);
  const target = random.int(shipTo.minPallets ?? 20, Math.min(30, shipTo.maxPallets ?? 33));
  for (let total = pallets.length; total < target; total++) pallets[random.int(0, pallets.length - 1)]! += 1;
  const weightKg = () =>
    chosen.reduce(
      (sum, product, i) =>
        sum + (pallets[i]! * product.row.numberOfItemsOnPallet * product.row.grossWeightG) / 1000,
      0,
    );
  while (weightKg() > (shipTo.maxWeightKg ?? 29_300)) {
    const heaviest = pallets.indexOf(Math.max(...pallets));
    pallets[heaviest]! -= 1;
  }
  return chosen
    .map((product, i) => ({
      product,
      packages: 0,
      layers: 0,
      pallets: pallets[i]!,
      quantity: pallets[i]! * product.row.numberOfItemsOnPallet,
    }))
    .filter((line) => line.pallets > 0);
}

function caseLines(random: SeededRandom, shipTo: ShipToRow, chosen: CatalogueProduct[]): Line[] {
  return chosen.map((product) => {
    const quantity = lineQuantity(random, product, shipTo.customerType);
    const onLayer = product.row.numberOfProductsOnLayer;
    // Shops ordering a full layer or more enter it with the Layers counter.
    const layers = quantity >= onLayer && onLayer > 1 ? Math.floor(quantity / onLayer) : 0;
    return { product, packages: quantity - layers * onLayer, layers, pallets: 0, quantity };
  });
}

function deliveryStatus(random: SeededRandom, deliveryDate: IsoDate, createdDate: IsoDate, today: IsoDate) {
  if (deliveryDate < today) {
    return random.weighted<[string, string]>([
      [['DELIVERED', 'Completely Processed'], 88],
      [['PARTIALLY DELIVERED', 'Partially Processed'], 3],
      [['NOT DELIVERED', 'Fully Rejected'], 1],
      [['DELIVERY NOT AVAILABLE', 'Not Relevant'], 1],
      [['CANCELLED', 'Fully Rejected'], 5],
    ]);
  }
  if (createdDate >= addDays(today, -1)) {
    return random.weighted<[string, string]>([
      [['AWAITING SHIPMENT', 'Not Yet Processed'], 6],
      [['AWAITING FULLFILLMENT', 'Not Yet Processed'], 3],
      [['ORDER UNDER INVESTIGATION', 'Not Yet Processed'], 1],
    ]);
  }
  return random.weighted<[string, string]>([
    [['AWAITING DELIVERY', 'Partially Processed'], 4],
    [['PARTIAL ORDER PREPARATION', 'Partially Processed'], 2],
    [['IN STOCK', 'Partially Processed'], 2],
    [['AWAITING SHIPMENT', 'Not Yet Processed'], 2],
    [['CANCELLED', 'Fully Rejected'], 1],
  ]);
}

/** Ship-to users whose role lets them order (Catalogue) and who have signed in, as the orders' authors. */
function orderersByShipTo(identity: Identity): Map<string, string[]> {
  const canOrder = new Set(
    ROLES.filter((role) => role.permissions.includes('Catalogue')).map((role) => role.id),
  );
  const active = new Set(
    identity.users
      .filter((user) => user.status === 'Active' && !identity.neverSignedIn.has(user.id))
      .map((user) => user.id),
  );
  const result = new Map<string, string[]>();
  for (const assignment of identity.assignments) {
    if (!canOrder.has(assignment.roleId) || !active.has(assignment.userId)) continue;
    result.set(assignment.shipToId, [...(result.get(assignment.shipToId) ?? []), assignment.userId]);
  }
  return result;
}

/** Builds 18 months of orders for every ship-to, with linked empties returns, numbered by creation time. */
export function buildOrderHistory(input: {
  catalogue: Catalogue;
  customers: Customers;
  identity: Identity;
  prices: PriceRow[];
  today: IsoDate;
}): OrderHistory {
  const { catalogue, customers, identity, today } = input;
  const context: Context = {
    random: SeededRandom.named('orders'),
    prices: new Map(input.prices.map((price) => [`${price.priceListId}|${price.sku}`, price])),
    holidays: new Map(),
    today,
  };
  const random = context.random;
  const goods = catalogue.products.filter(
    (product) => product.kind === 'goods' && product.row.sellable !== false,
  );
  const empties = new Map(catalogue.products.filter((p) => p.kind === 'empties').map((p) => [p.row.sku, p]));
  const orderers = orderersByShipTo(identity);
  const years = [0, 1, 2].map((back) => Number(today.slice(0, 4)) - back);
  const history: OrderHistory = { orders: [], items: [] };
  const itemsByOrder = new Map<string, OrderItemRow[]>();

  const add = (
    order: Omit<OrderRow, 'orderNumber' | 'totalYourPriceCents' | 'grandTotalCents'>,
    lines: Line[],
    shipTo: ShipToRow,
  ) => {
    const { priced, totals } = pricedOrder(context, shipTo, lines);
    const row = order as OrderRow;
    row.totalYourPriceCents = totals.rowYourPriceCents;
    row.totalTaxCents = totals.vatCents;
    row.totalEmptiesDepositCents = totals.depositCents;
    row.grandTotalCents = totals.grandTotalCents;
    row.totalWeightG = lines.reduce((sum, line) => sum + line.quantity * line.product.row.grossWeightG, 0);
    history.orders.push(row);
    itemsByOrder.set(
      row.id,
      priced.map(({ line, priced: figures }, index) => ({
        orderId: row.id,
        line: index + 1,
        sku: line.product.row.sku,
        name: line.product.row.catalogProductName,
        materialType: line.product.row.materialType ?? 'FERT',
        quantity: line.quantity,
        packages: line.packages,
        layers: line.layers,
        pallets: line.pallets,
        unitPriceCents: figures.yourPriceCents,
        rowTotalCents: figures.rowYourPriceCents,
      })),
    );
    return row;
  };

  for (const shipTo of customers.shipTos) {
    const market = marketOfCountry(shipTo.country);
    const holidays =
      context.holidays.get(market) ??
      resolveHolidays({ market, years: [...years, years[0]! + 1], config: configuredHolidays });
    context.holidays.set(market, holidays);
    const timeZone = timeZoneOf(market);
    const company = customers.companies.find((row) => row.id === shipTo.companyId)!;
    const profile = buyingProfile(random, shipTo, goods);
    const authors = orderers.get(shipTo.id) ?? [];
    const returnsEmpties =
      shipTo.customerType !== 'POS' && shipTo.customerType !== 'Outlets' && random.chance(0.7);
    const last = shipTo.status === 'SUSPENDED' ? addDays(today, -SUSPENDED_SINCE_DAYS) : today;
    let date = addDays(today, -HISTORY_DAYS + random.int(0, profile.interval[1]));

    for (; date <= last; date = addDays(date, random.int(...profile.interval))) {
      // Orders are placed on weekdays: a weekend date moves to the Monday after.
      const created = isWeekend(date) ? addDays(date, weekdayOf(date) === 6 ? 2 : 1) : date;
      if (created > last) break;
      const createdAt = new Date(`${created}T${pad(random.int(6, 17), 2)}:${pad(random.int(0, 59), 2)}:00Z`);
      const base = defaultOrderType(shipTo.deliveryType);
      const orderType: OrderType =
        shipTo.isFullTruck ||
        !random.chance(shipTo.customerType === 'POS' || shipTo.customerType === 'Outlets' ? 0.35 : 0.12)
          ? base
          : 'selfpickup_selfpickup';
      const dates = availableDeliveryDates({
        now: createdAt,
        timeZone,
        orderType,
        deliveryConfig: shipTo.deliveryConfig ?? [],
        holidays,
        windowDays: 28,
      });
      const deliveryDate =
        dates[
          Math.min(
            dates.length - 1,
            random.weighted([
              [0, 6],
              [1, 3],
              [2, 1],
            ]),
          )
        ] ?? addDays(created, 3);
      const count = random.int(...profile.lines);
      const chosen = new Set<CatalogueProduct>();
      while (chosen.size < count) {
        const pool = random.chance(0.85) || profile.others.length === 0 ? profile.basket : profile.others;
        chosen.add(random.pick(pool));
        if (chosen.size >= profile.basket.length + profile.others.length) break;
      }
      const lines = shipTo.isFullTruck
        ? palletLines(random, shipTo, [...chosen])
        : caseLines(random, shipTo, [...chosen]);
      const [status, processingStatus] = deliveryStatus(random, deliveryDate, created, today);
      const common = {
        shipToId: shipTo.id,
        companyId: shipTo.companyId,
        userId: authors.length > 0 ? random.pick(authors) : null,
        createdAt,
        deliveryDate,
        status,
        processingStatus,
        paymentMethod: company.paymentTerms?.[0] ?? null,
      };
      const beer = add(
        {
          ...common,
          id: random.uuid(),
          orderType,
          customerOrderNumber: random.chance(0.3)
            ? `PO-${created.slice(0, 4)}-${random.int(100, 9999)}`
            : null,
          noteForDriver: random.chance(0.15) ? random.pick(NOTES) : null,
          isEmptiesReturn: false,
        },
        lines,
        shipTo,
      );
      const returned = emptiesReturned(random, lines, empties);
      if (
        returnsEmpties &&
        returned.length > 0 &&
        random.chance(0.6) &&
        BEER_ORDER_TYPES.includes(orderType)
      ) {
        const emptiesOrder = add(
          {
            ...common,
            id: random.uuid(),
            createdAt: new Date(createdAt.getTime() + 60_000),
            orderType: shipTo.isFullTruck
              ? 'emptiesfulltruck_emptiesfulltruck'
              : 'emptiespickup_emptiespickup',
            isEmptiesReturn: true,
            linkedOrderId: beer.id,
          },
          returned,
          shipTo,
        );
        beer.linkedOrderId = emptiesOrder.id;
      }
    }
  }

  const lastCreated = history.orders.reduce(
    (last, order) => (order.createdAt > last ? order.createdAt : last),
    new Date(0),
  );
  addShowcaseBeerOrder(
    { catalogue, customers, identity, today, after: lastCreated },
    (order, lines, shipTo, common) =>
      add(
        {
          ...common,
          ...order,
          shipToId: shipTo.id,
          companyId: shipTo.companyId,
          paymentMethod:
            customers.companies.find((row) => row.id === shipTo.companyId)?.paymentTerms?.[0] ?? null,
        },
        lines,
        shipTo,
      ),
  );

  history.orders.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  history.orders.forEach((order, index) => {
    order.orderNumber = String(100_000_001 + index);
    order.sapId = `00${40_000_001 + index}`;
    history.items.push(...itemsByOrder.get(order.id)!);
  });
  return history;
}

/** The empties going back with an order: most of the returnable units delivered, plus the pallets. */
function emptiesReturned(
  random: SeededRandom,
  lines: Line[],
  empties: Map<string, CatalogueProduct>,
): Line[] {
  const counts = new Map<string, number>();
  for (const line of lines) {
    const sku = line.product.row.emptiesSku;
    if (sku)
      counts.set(
        sku,
        (counts.get(sku) ?? 0) + Math.max(1, Math.round(line.quantity * (0.6 + random.next() * 0.4))),
      );
    if (line.pallets > 0)
      counts.set(PALLET_EMPTIES_SKU, (counts.get(PALLET_EMPTIES_SKU) ?? 0) + line.pallets);
  }
  return [...counts].map(([sku, quantity]) => ({
    product: empties.get(sku)!,
    packages: quantity,
    layers: 0,
    pallets: 0,
    quantity,
  }));
}
