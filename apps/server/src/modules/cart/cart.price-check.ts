import { checkOrderCapacity, isSellableOn, localDate, validateDeliveryDate } from '@spina/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { cartItems } from '../../db/schema';
import type { ResolversTypes } from '../../graphql/resolvers.generated';
import { calendarInputOf } from '../delivery/delivery.calendar';
import { CART_MESSAGES } from './cart.lines';
import { cartOf, readCartState, type CartState } from './cart.state';
import { calendarShipToOf, type CartOwner } from './cart.store';
import { evaluateCart, orderTypeOf, pricesOf } from './cart.view';

/** The price check's messages; the English text is the i18n key (spec 2 §8 'Prices have been updated'). */
export const PRICE_CHECK_MESSAGES = {
  updated: 'Prices have been updated',
  unchanged: 'Prices are up to date',
  empty: 'The cart is Empty',
} as const;

const euros = (cents: number) => cents / 100;

/** Why the cart cannot go on to checkout now, in the order the buyer should fix them. */
function blockers(
  state: CartState,
  now: Date,
  holidays: string[][],
): { messages: string[]; dateExpired: boolean } {
  const { context, lines } = state;
  const messages: string[] = [];
  if (lines.length === 0) messages.push(PRICE_CHECK_MESSAGES.empty);
  const date = context.cart.deliveryDate;
  const validation = validateDeliveryDate({
    ...calendarInputOf(calendarShipToOf(context), orderTypeOf(context), { holidays }, now).input,
    date,
  });
  if (!validation.ok) messages.push(validation.message);
  const saleDate = date ?? localDate(now, context.timeZone);
  if (lines.some((line) => !line.price)) messages.push(CART_MESSAGES.productUnavailable);
  if (lines.some((line) => !isSellableOn(line.product, saleDate)))
    messages.push(CART_MESSAGES.productNotSaleable);
  if (lines.length > 0) {
    const capacity = checkOrderCapacity(evaluateCart(context, lines).capacity);
    if (!capacity.ok) messages.push(capacity.message);
  }
  return { messages, dateExpired: date !== null && !validation.ok };
}

/**
 * updatePrices (spec 2 §3 Price-update result): reads the prices of the ship-to's list again, says 'Prices have
 * been updated' when any moved since the buyer saw them (and records the new ones as seen), and whether the
 * cart may proceed to checkout, with the reasons when not.
 */
export function createPriceCheck(deps: AppDeps) {
  return async function updatePrices(
    cartId: string,
    owner: CartOwner,
  ): Promise<ResolversTypes['UpdatePricesOutput']> {
    const state = await readCartState(deps, cartId, owner);
    const now = new Date();
    const { priced } = evaluateCart(state.context, state.lines);
    const moved = priced.lines.filter((line) => line.priced.yourPriceCents !== line.row.item.seenPriceCents);
    if (moved.length > 0) {
      await deps.db.transaction(async (tx) => {
        for (const line of moved) {
          await tx
            .update(cartItems)
            .set({ seenPriceCents: line.priced.yourPriceCents })
            .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, line.row.item.id)));
        }
      });
    }
    const settings = await deps.portal.settings();
    const { messages, dateExpired } = blockers(state, now, settings.holidays);
    return {
      success: true,
      message: moved.length > 0 ? PRICE_CHECK_MESSAGES.updated : PRICE_CHECK_MESSAGES.unchanged,
      can_proceed: messages.length === 0,
      status_messages: messages,
      order_type: orderTypeOf(state.context),
      flexible_delivery: state.context.cart.flexibleDelivery,
      delivery_date_expired: dateExpired,
      order_items: priced.lines.map((line) => ({
        cart_item_id: line.row.item.id,
        sku: line.row.product.sku,
        price: euros(line.priced.yourPriceCents),
        previous_price: euros(line.row.item.seenPriceCents),
        discount: euros(
          line.priced.discountCents + line.priced.flexibleDiscountCents + line.priced.transportDiscountCents,
        ),
        excise: euros(line.priced.exciseCents),
        vat: euros(line.priced.vatCents),
        total: euros(line.priced.totalCents),
        changed: line.priced.yourPriceCents !== line.row.item.seenPriceCents,
      })),
      totals: pricesOf(priced.totals),
      cart: cartOf(state),
    };
  };
}
