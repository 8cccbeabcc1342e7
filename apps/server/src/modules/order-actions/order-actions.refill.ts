import {
  allowedOrderType,
  isEmptiesProduct,
  isOrderType,
  needsCartChoice,
  orderTypeOptions,
  REORDER_FAILURES,
  validateDeliveryDate,
  type CartConflictMode,
  type LineQuantities,
} from '@spina/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import type { Transaction } from '../../db/client';
import { cartEmpties, carts, products } from '../../db/schema';
import { withPrices } from '../cart/cart.changes';
import { checkLine } from '../cart/cart.lines';
import type { PreferenceCaller } from '../cart/cart.preferences';
import { lineProductOf, lineRulesOf, readCartState, type CartState } from '../cart/cart.state';
import {
  addToLines,
  calendarShipToOf,
  clearCart,
  loadLineProducts,
  type LineProductRow,
  type LineWrite,
} from '../cart/cart.store';
import { calendarInputOf } from '../delivery/delivery.calendar';
import type { PortalSettings } from '../portal/portal.service';
import { savedOrderWriteOf } from '../saved-orders/saved-orders.service';
import { saveCartForLater } from '../saved-orders/saved-orders.store';

/**
 * Putting an order's lines back into the caller's cart (spec 2 §4 Re-order, Edit order, order-in-progress): the
 * one step behind reorderItems, reOrderSavedOrder and editOrder. Every line passes the cart's own line rules
 * (checkLine: price list, saleability on the cart's date, orderable units, shipment mode, pallet minimum); a line
 * that fails is reported, never dropped silently. Runs inside the caller's transaction.
 */

/** A line of the order being brought back, as it was entered. */
export type RefillLine = { sku: string; name: string; quantity: number } & LineQuantities;

/** Empties returned with a beer order, brought back into the cart's returned empties. */
export type RefillReturned = { sku: string; name: string; quantity: number };

/** What an edited order gives the cart besides its lines (spec 2 §4 Edit order). */
export type RefillPreferences = {
  orderType: string;
  deliveryDate: string | null;
  flexibleDelivery: boolean;
  customerOrderNumber: string | null;
  noteForDriver: string | null;
};

export type RefillSource = {
  lines: readonly RefillLine[];
  returned: readonly RefillReturned[];
  /** 0 a beer order, 1 an empties return: a cart started afresh takes the order's kind. */
  shipmentMode: number;
  preferences: RefillPreferences | null;
};

/** A line that could not go into the cart, and why (its message is the i18n key). */
export type FailedItem = { sku: string; name: string; quantity: number; reason: string; reason_code: string };

export type RefillOutcome =
  | { kind: 'needsChoice'; state: CartState }
  | { kind: 'filled'; state: CartState; failed: FailedItem[]; added: number; savedOrderId: string | null };

/** The handle a refill works with: the transaction, and the portal settings read before it began. */
export type RefillDeps = AppDeps;

/**
 * The module's deps bound to a transaction. The portal settings are read before the transaction: on the embedded
 * database a read outside it would wait for it to end.
 */
export function transactionDeps(deps: AppDeps, tx: Transaction, settings: PortalSettings): RefillDeps {
  return { ...deps, db: tx, portal: { ...deps.portal, settings: async () => settings } };
}

/** Locks the cart row, so two refills of one cart run one after the other. */
async function lockCart(tx: Transaction, cartId: string) {
  await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, cartId)).for('update');
}

/** Empties the cart as the buyer chose: saved for later (START_NEW_SAVE) or discarded (START_NEW). */
async function putCartAside(
  tx: Transaction,
  owner: PreferenceCaller,
  state: CartState,
  mode: CartConflictMode,
): Promise<string | null> {
  const cartId = state.context.cart.id;
  if (mode === 'START_NEW_SAVE') {
    const saved = await saveCartForLater(tx, owner, savedOrderWriteOf(state, cartId, null));
    if (!saved.ok) throw new Error(`The locked cart could not be saved (${saved.reason})`);
    return saved.id;
  }
  await clearCart(tx, cartId);
  await tx.update(carts).set({ customerOrderNumber: null, noteForDriver: null }).where(eq(carts.id, cartId));
  return null;
}

/**
 * The preferences of a cart started afresh for the order: its kind (when the ship-to may return empties), the
 * order type offered for that kind, and for an edit the order's type, date (while it can still be delivered),
 * flexible delivery and texts. A date that can no longer be chosen is left to the delivery bar's rules.
 */
function freshPreferences(
  state: CartState,
  owner: PreferenceCaller,
  source: RefillSource,
  settings: PortalSettings,
  now: Date,
): Partial<typeof carts.$inferInsert> {
  const { cart } = state.context;
  const shipmentMode = source.shipmentMode === 1 && owner.emptiesManagement ? 1 : 0;
  const options = orderTypeOptions({ hasEmptiesManagement: owner.emptiesManagement, shipmentMode });
  const wanted = source.preferences?.orderType ?? cart.orderType;
  const orderType = allowedOrderType(isOrderType(wanted) ? wanted : null, options) ?? cart.orderType;
  const wantedDate = source.preferences?.deliveryDate ?? cart.deliveryDate;
  const calendar = calendarInputOf(
    calendarShipToOf(state.context),
    isOrderType(orderType) ? orderType : null,
    settings,
    now,
  );
  const dateHolds = wantedDate !== null && validateDeliveryDate({ ...calendar.input, date: wantedDate }).ok;
  return {
    shipmentMode,
    orderType,
    deliveryDate: dateHolds ? wantedDate : null,
    ...(source.preferences
      ? {
          flexibleDelivery: source.preferences.flexibleDelivery,
          customerOrderNumber: source.preferences.customerOrderNumber,
          noteForDriver: source.preferences.noteForDriver,
        }
      : {}),
    updatedAt: now,
  };
}

const failure = (line: { sku: string; name: string; quantity: number }, code: string, message: string) => ({
  sku: line.sku,
  name: line.name,
  quantity: line.quantity,
  reason: message,
  reason_code: code,
});

/**
 * Plans the lines: each is checked, with the lines before it of the same product, by the cart's line rules.
 * "Discontinued" is a product no longer in the catalogue or no longer sellable at all (decision 0022).
 */
function planLines(state: CartState, rows: readonly LineProductRow[], lines: readonly RefillLine[]) {
  const rules = lineRulesOf(state);
  const planned = new Map<string, LineQuantities>(
    state.lines.map((line) => [
      line.product.sku,
      { packages: line.item.packages, layers: line.item.layers, pallets: line.item.pallets },
    ]),
  );
  const writes: LineWrite[] = [];
  const failed: FailedItem[] = [];
  for (const line of lines) {
    const row = rows.find((candidate) => candidate.product.sku === line.sku);
    if (!row || !row.product.sellable) {
      failed.push(failure(line, REORDER_FAILURES.discontinued.code, REORDER_FAILURES.discontinued.message));
      continue;
    }
    const current = planned.get(line.sku) ?? { packages: 0, layers: 0, pallets: 0 };
    const next = {
      packages: current.packages + line.packages,
      layers: current.layers + line.layers,
      pallets: current.pallets + line.pallets,
    };
    const error = checkLine(lineProductOf(row), next, rules, true, line.sku);
    if (error) {
      failed.push(failure(line, error.code, error.message));
      continue;
    }
    planned.set(line.sku, next);
    writes.push({
      sku: line.sku,
      packages: line.packages,
      layers: line.layers,
      pallets: line.pallets,
      seenPriceCents: 0,
    });
  }
  return { writes: withPrices(writes, rows), failed };
}

/** Returned empties go back with a beer cart only, and only empties items that still exist. */
async function planReturned(tx: Transaction, state: CartState, returned: readonly RefillReturned[]) {
  if (returned.length === 0) return { writes: [], failed: [] };
  const known = await tx
    .select({ sku: products.sku, materialType: products.materialType })
    .from(products)
    .where(inArray(products.sku, [...new Set(returned.map((line) => line.sku))]));
  const writes: Array<{ sku: string; quantity: number }> = [];
  const failed: FailedItem[] = [];
  for (const line of returned) {
    const product = known.find((candidate) => candidate.sku === line.sku);
    if (!product)
      failed.push(failure(line, REORDER_FAILURES.discontinued.code, REORDER_FAILURES.discontinued.message));
    else if (state.context.cart.shipmentMode === 1 || !isEmptiesProduct(product.materialType))
      failed.push(failure(line, REORDER_FAILURES.notEmpties.code, REORDER_FAILURES.notEmpties.message));
    else writes.push({ sku: line.sku, quantity: line.quantity });
  }
  return { writes, failed };
}

/**
 * Brings an order's lines into the owner's open cart `cartId`, inside `tx`: with items in the cart and no mode,
 * changes nothing and asks; START_NEW empties the cart first, START_NEW_SAVE saves it for later first; a cart
 * started afresh takes the order's kind (and for an edit its preferences). Answers the cart afterwards, the lines
 * that could not be added and how many were.
 */
export async function refillCart(
  deps: RefillDeps,
  tx: Transaction,
  input: {
    owner: PreferenceCaller;
    cartId: string;
    source: RefillSource;
    mode: CartConflictMode | null;
    settings: PortalSettings;
    now: Date;
  },
): Promise<RefillOutcome> {
  const { owner, cartId, source, mode, settings, now } = input;
  await lockCart(tx, cartId);
  const before = await readCartState(deps, cartId, owner);
  const holds = before.lines.length > 0 || before.returned.length > 0;
  if (needsCartChoice(holds, mode)) return { kind: 'needsChoice', state: before };

  const fresh = !holds || mode !== 'CONTINUE';
  const savedOrderId = holds && mode !== 'CONTINUE' ? await putCartAside(tx, owner, before, mode!) : null;
  if (fresh) {
    await tx
      .update(carts)
      .set(freshPreferences(before, owner, source, settings, now))
      .where(eq(carts.id, cartId));
  }
  const state = fresh ? await readCartState(deps, cartId, owner) : before;

  const rows = await loadLineProducts(tx, owner, {
    skus: [...new Set(source.lines.map((line) => line.sku))],
  });
  const lines = planLines(state, rows, source.lines);
  const returned = await planReturned(tx, state, source.returned);
  await addToLines(tx, cartId, lines.writes);
  for (const line of returned.writes) {
    await tx
      .insert(cartEmpties)
      .values({ cartId, sku: line.sku, quantity: line.quantity })
      .onConflictDoUpdate({
        target: [cartEmpties.cartId, cartEmpties.sku],
        set: { quantity: sql`${cartEmpties.quantity} + excluded.quantity` },
      });
  }
  return {
    kind: 'filled',
    state: await readCartState(deps, cartId, owner),
    failed: [...lines.failed, ...returned.failed],
    added: lines.writes.length + returned.writes.length,
    savedOrderId,
  };
}
