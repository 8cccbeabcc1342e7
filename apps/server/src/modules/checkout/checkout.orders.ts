import { randomUUID } from 'node:crypto';
import {
  emptiesOrderTypeOf,
  priceCart,
  splitEmpties,
  type CartDiscounts,
  type LinePrice,
  type OrderType,
  type UnitPrice,
} from '@spina/domain';
import type { CartLineRow } from '../cart/cart.store';
import { evaluateCart, unitPriceOfRow } from '../cart/cart.view';
import type { PlacementContext, ReturnedEmptiesItem } from './checkout.store';

/**
 * The orders a cart becomes (spec 2 §4, §5; decision 0016): a beer cart is one beer order, plus its returned
 * empties as a linked empties-return order; an empty-return cart is one empties order. Empties heavier than
 * 50,000 kg are split into further linked orders (splitEmpties). Money in cents, weights in grams.
 */

/** One line of an order to write. */
export type DraftLine = {
  sku: string;
  name: string;
  materialType: string;
  quantity: number;
  packages: number;
  layers: number;
  pallets: number;
  unitPriceCents: number;
  rowTotalCents: number;
};

/** An order to write; the first of a placement is its main order, the others link to it. */
export type OrderDraft = {
  id: string;
  orderType: OrderType;
  isEmptiesReturn: boolean;
  lines: DraftLine[];
  totalYourPriceCents: number;
  totalEmptiesDepositCents: number;
  totalTaxCents: number;
  grandTotalCents: number;
  totalWeightG: number;
};

const FREE: UnitPrice = {
  listPriceCents: 0,
  discountCents: 0,
  exciseCents: 0,
  depositCents: 0,
  vatRateBp: 0,
};

/** Something an empties order carries: a cart line of empties (priced) or a returned item (free of charge). */
type EmptiesSource = {
  sku: string;
  name: string;
  materialType: string;
  units: number;
  unitWeightG: number;
  price: UnitPrice;
  /** The counters as the buyer entered them, kept when the line travels whole. */
  counters: { packages: number; layers: number; pallets: number };
};

function draftOf(
  orderType: OrderType,
  isEmptiesReturn: boolean,
  lines: readonly { line: Omit<DraftLine, 'unitPriceCents' | 'rowTotalCents'>; priced: LinePrice }[],
  weightG: number,
): OrderDraft {
  const sum = (pick: (priced: LinePrice) => number) =>
    lines.reduce((total, line) => total + pick(line.priced), 0);
  return {
    id: randomUUID(),
    orderType,
    isEmptiesReturn,
    lines: lines.map(({ line, priced }) => ({
      ...line,
      unitPriceCents: priced.yourPriceCents,
      rowTotalCents: priced.rowYourPriceCents,
    })),
    totalYourPriceCents: sum((priced) => priced.rowYourPriceCents),
    totalEmptiesDepositCents: sum((priced) => priced.depositCents),
    totalTaxCents: sum((priced) => priced.vatCents),
    grandTotalCents: sum((priced) => priced.totalCents),
    totalWeightG: weightG,
  };
}

/** Empties orders of a type: one per split of at most 50,000 kg (spec 2 §4, §9). */
function emptiesDrafts(orderType: OrderType, sources: readonly EmptiesSource[], discounts: CartDiscounts) {
  const bySku = new Map(sources.map((source) => [source.sku, source]));
  const splits = splitEmpties(
    sources.map((source) => ({ sku: source.sku, units: source.units, unitWeightG: source.unitWeightG })),
  );
  return splits.map((split) => {
    const priced = priceCart(
      split.lines.map((part) => {
        const source = bySku.get(part.sku)!;
        const whole = part.units === source.units;
        return {
          price: source.price,
          packages: part.units,
          line: {
            sku: source.sku,
            name: source.name,
            materialType: source.materialType,
            quantity: part.units,
            ...(whole ? source.counters : { packages: part.units, layers: 0, pallets: 0 }),
          },
        };
      }),
      discounts,
    );
    return draftOf(orderType, true, priced.lines, split.weightG);
  });
}

const returnedSource = (item: ReturnedEmptiesItem): EmptiesSource => ({
  sku: item.sku,
  name: item.name,
  materialType: item.materialType,
  units: item.quantity,
  unitWeightG: item.grossWeightG,
  price: FREE,
  counters: { packages: item.quantity, layers: 0, pallets: 0 },
});

/**
 * The orders of a cart, the main one first. Returned empties are free of charge on their order: their deposit is
 * settled by the producer when they arrive.
 */
export function draftOrders(context: PlacementContext, lines: readonly CartLineRow[], orderType: OrderType) {
  const evaluated = evaluateCart(context, lines);
  const returned = context.returnedItems.map(returnedSource);
  if (context.cart.shipmentMode === 1) {
    const sources = [
      ...evaluated.priced.lines.map(({ row, priced }) => ({
        sku: row.product.sku,
        name: row.product.name,
        materialType: row.product.materialType,
        units: priced.packages,
        unitWeightG: row.product.grossWeightG,
        price: unitPriceOfRow(row),
        counters: { packages: row.item.packages, layers: row.item.layers, pallets: row.item.pallets },
      })),
      ...returned,
    ];
    return { evaluated, drafts: emptiesDrafts(orderType, sources, evaluated.discounts) };
  }
  const beer = draftOf(
    orderType,
    false,
    evaluated.priced.lines.map(({ row, priced }) => ({
      priced,
      line: {
        sku: row.product.sku,
        name: row.product.name,
        materialType: row.product.materialType,
        quantity: priced.packages,
        packages: row.item.packages,
        layers: row.item.layers,
        pallets: row.item.pallets,
      },
    })),
    evaluated.priced.lines.reduce(
      (sum, { row, priced }) => sum + priced.packages * row.product.grossWeightG,
      0,
    ),
  );
  const empties = emptiesDrafts(emptiesOrderTypeOf(orderType), returned, evaluated.discounts);
  return { evaluated, drafts: [beer, ...empties] };
}

/** The linked order of each draft: the main order links to the first other one, every other one to the main. */
export function linkOf(drafts: readonly OrderDraft[], index: number): string | null {
  if (index === 0) return drafts[1]?.id ?? null;
  return drafts[0]!.id;
}
