import {
  CART_PREFERENCE_MESSAGES,
  allowedOrderType,
  counterInputProblem,
  DELIVERY_MESSAGES,
  isEmptiesProduct,
  isIsoDate,
  MAX_LINE_PACKAGES,
  normaliseShipmentMode,
  orderTypeOfCode,
  orderTypeOptions,
  parseInputDate,
  sameShipTo,
  validateDeliveryDate,
  isOrderType,
  type OrderType,
} from '@spina/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { cartEmpties, carts, products } from '../../db/schema';
import type { CartEmptiesInput, MutationSetTransportTypeArgs } from '../../graphql/resolvers.generated';
import { calendarInputOf } from '../delivery/delivery.calendar';
import { quantityError, tooManyLines, type CartUserError } from './cart.lines';
import { cartOf, readCartState } from './cart.state';
import { loadCustomerEmpties } from './cart.customer-empties';
import { calendarShipToOf, type CartOwner } from './cart.store';

/**
 * The cart's delivery preferences: order type and date (setTransportType), shipment mode, returned empties,
 * customer order number and note for the driver. The delivery bar writes them; the server checks them again.
 */

/** The caller of a preference change: the cart's owner and whether the ship-to has Empties Management. */
export type PreferenceCaller = CartOwner & { emptiesManagement: boolean };

/** The refusals of a preference change, by the domain's message ids. */
export const PREFERENCE_MESSAGES = CART_PREFERENCE_MESSAGES;

/** Order title max 40 characters (spec 2 §5); the driver's note is bounded by a ruling. */
export const CUSTOMER_ORDER_NUMBER_MAX = 40;
export const NOTE_FOR_DRIVER_MAX = 240;

const userError = (code: string, message: string): CartUserError => ({ code, message, sku: null });

/** An order type as the delivery bar sends it: the wire name or a transport code (YDOR, YSOR, ...). */
function readOrderType(value: string): OrderType | null {
  const trimmed = value.trim();
  return isOrderType(trimmed) ? trimmed : orderTypeOfCode(trimmed);
}

/** A date as the bar sends it: YYYY-MM-DD or the input format dd.MM.yyyy. */
function readDate(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  return isIsoDate(trimmed) ? trimmed : (parseInputDate(trimmed) ?? 'invalid');
}

export function createCartPreferences(deps: AppDeps) {
  const { db } = deps;

  async function write(cartId: string, owner: CartOwner, patch: Partial<typeof carts.$inferInsert>) {
    await db
      .update(carts)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(carts.id, cartId), eq(carts.userId, owner.userId), eq(carts.shipToId, owner.shipToId)));
  }

  async function refused(cartId: string, owner: CartOwner, error: CartUserError) {
    return { cart: cartOf(await readCartState(deps, cartId, owner)), user_errors: [error], message: null };
  }

  async function setTransportType(caller: PreferenceCaller, args: MutationSetTransportTypeArgs) {
    const state = await readCartState(deps, args.cart_id, caller);
    const { context } = state;
    const fail = (error: CartUserError) => ({ cart: cartOf(state), user_errors: [error], message: null });
    if (!sameShipTo(args.outletid, context.shipTo.id))
      return fail(userError('SHIP_TO_MISMATCH', PREFERENCE_MESSAGES.shipToMismatch));
    if (args.transporttype.trim() === '')
      return fail(userError('ORDER_TYPE_EMPTY', DELIVERY_MESSAGES.orderTypeEmpty));
    const orderType = readOrderType(args.transporttype);
    const options = orderTypeOptions({
      hasEmptiesManagement: caller.emptiesManagement,
      shipmentMode: normaliseShipmentMode(context.cart.shipmentMode, caller.emptiesManagement),
    });
    if (!orderType || allowedOrderType(orderType, options) !== orderType) {
      return fail(userError('ORDER_TYPE_NOT_OFFERED', PREFERENCE_MESSAGES.orderTypeNotOffered));
    }
    const date = readDate(args.datepopup);
    const settings = await deps.portal.settings();
    const validation = validateDeliveryDate({
      ...calendarInputOf(calendarShipToOf(context), orderType, settings, new Date()).input,
      date: date === 'invalid' ? 'invalid-date' : date,
    });
    if (!validation.ok) {
      const code = date === null ? 'DELIVERY_DATE_EMPTY' : 'DELIVERY_DATE_NOT_AVAILABLE';
      return fail(userError(code, validation.message));
    }
    const paymentCode = args.sappaymentcode?.trim() || null;
    if (paymentCode !== null && !context.company.paymentTerms.includes(paymentCode)) {
      return fail(userError('PAYMENT_NOT_ALLOWED', PREFERENCE_MESSAGES.paymentNotAllowed));
    }
    await write(args.cart_id, caller, {
      orderType,
      deliveryDate: date,
      store: args.store?.trim() || context.cart.store,
      flexibleDelivery: args.flexible_delivery ?? context.cart.flexibleDelivery,
      ...(paymentCode !== null
        ? { paymentCode, paymentMethod: args.sappaymentmethod?.trim() || paymentCode }
        : {}),
    });
    return {
      cart: cartOf(await readCartState(deps, args.cart_id, caller)),
      user_errors: [],
      message: PREFERENCE_MESSAGES.transportTypeSaved,
    };
  }

  async function setShipmentMode(caller: PreferenceCaller, cartId: string, onlyEmpties: number) {
    const state = await readCartState(deps, cartId, caller);
    const mode = onlyEmpties === 1 ? 1 : onlyEmpties === 0 ? 0 : null;
    if (mode === null || (mode === 1 && !caller.emptiesManagement)) {
      return refused(cartId, caller, userError('EMPTIES_NOT_ALLOWED', PREFERENCE_MESSAGES.emptiesNotAllowed));
    }
    if (mode === state.context.cart.shipmentMode) return { cart: cartOf(state), user_errors: [] };
    if (state.lines.length > 0 || state.returned.length > 0) {
      return {
        cart: cartOf(state),
        user_errors: [userError('ORDER_IN_PROGRESS', PREFERENCE_MESSAGES.orderInProgress)],
      };
    }
    const options = orderTypeOptions({ hasEmptiesManagement: caller.emptiesManagement, shipmentMode: mode });
    const current = isOrderType(state.context.cart.orderType) ? state.context.cart.orderType : null;
    const orderType = allowedOrderType(current, options) ?? state.context.cart.orderType;
    // A new order type reads another calendar: the bar chooses the first available date again.
    const deliveryDate = orderType === current ? state.context.cart.deliveryDate : null;
    await write(cartId, caller, { shipmentMode: mode, orderType, deliveryDate });
    return { cart: cartOf(await readCartState(deps, cartId, caller)), user_errors: [] };
  }

  /** Returns above what the ship-to holds are refused: the empties to return must have been delivered. */
  async function beyondHeld(
    shipToId: string,
    empties: readonly CartEmptiesInput[],
  ): Promise<CartUserError[]> {
    if (empties.every((entry) => entry.qty === 0)) return [];
    const held = new Map((await loadCustomerEmpties(db, shipToId)).map((row) => [row.sku, row.quantity]));
    return empties
      .filter((entry) => entry.qty > (held.get(entry.sku.trim()) ?? 0))
      .map((entry) => ({
        code: 'EMPTIES_NOT_HELD',
        message: PREFERENCE_MESSAGES.emptiesNotHeld,
        sku: entry.sku.trim(),
      }));
  }

  async function updateEmpties(
    caller: PreferenceCaller,
    cartId: string,
    empties: readonly CartEmptiesInput[],
  ) {
    const state = await readCartState(deps, cartId, caller);
    const tooMany = tooManyLines(empties.length);
    if (tooMany) return { cart: cartOf(state), user_errors: [tooMany] };
    const skus = [...new Set(empties.map((entry) => entry.sku.trim()))];
    const found =
      skus.length === 0
        ? []
        : await db
            .select({ sku: products.sku, materialType: products.materialType })
            .from(products)
            .where(inArray(products.sku, skus));
    const errors: CartUserError[] = [];
    for (const entry of empties) {
      const sku = entry.sku.trim();
      const problem = counterInputProblem(entry.qty);
      const product = found.find((row) => row.sku === sku);
      if (problem) errors.push(quantityError(problem, sku));
      else if (entry.qty > MAX_LINE_PACKAGES) errors.push(quantityError('tooLarge', sku));
      else if (!product || !isEmptiesProduct(product.materialType)) {
        errors.push({ code: 'NOT_EMPTIES', message: PREFERENCE_MESSAGES.notEmpties, sku });
      }
    }
    if (errors.length === 0) errors.push(...(await beyondHeld(state.context.cart.shipToId, empties)));
    if (errors.length > 0) return { cart: cartOf(state), user_errors: errors };
    await db.transaction(async (tx) => {
      for (const entry of empties) {
        const sku = entry.sku.trim();
        if (entry.qty === 0) {
          await tx.delete(cartEmpties).where(and(eq(cartEmpties.cartId, cartId), eq(cartEmpties.sku, sku)));
        } else {
          await tx
            .insert(cartEmpties)
            .values({ cartId, sku, quantity: entry.qty })
            .onConflictDoUpdate({
              target: [cartEmpties.cartId, cartEmpties.sku],
              set: { quantity: entry.qty },
            });
        }
      }
    });
    return { cart: cartOf(await readCartState(deps, cartId, caller)), user_errors: [] };
  }

  async function saveCustomerOrderNumber(
    caller: PreferenceCaller,
    cartId: string,
    fields: { customerOrderNumber?: string | null; noteForDriver?: string | null },
  ) {
    const state = await readCartState(deps, cartId, caller);
    const number =
      fields.customerOrderNumber === undefined ? undefined : fields.customerOrderNumber?.trim() || null;
    const note = fields.noteForDriver === undefined ? undefined : fields.noteForDriver?.trim() || null;
    const errors: CartUserError[] = [];
    if (number && [...number].length > CUSTOMER_ORDER_NUMBER_MAX) {
      errors.push(
        userError('CUSTOMER_ORDER_NUMBER_TOO_LONG', PREFERENCE_MESSAGES.customerOrderNumberTooLong),
      );
    }
    if (note && [...note].length > NOTE_FOR_DRIVER_MAX) {
      errors.push(userError('NOTE_TOO_LONG', PREFERENCE_MESSAGES.noteTooLong));
    }
    if (errors.length > 0) return { cart: cartOf(state), user_errors: errors };
    await write(cartId, caller, {
      ...(number !== undefined ? { customerOrderNumber: number } : {}),
      ...(note !== undefined ? { noteForDriver: note } : {}),
    });
    return { cart: cartOf(await readCartState(deps, cartId, caller)), user_errors: [] };
  }

  return { setTransportType, setShipmentMode, updateEmpties, saveCustomerOrderNumber };
}
