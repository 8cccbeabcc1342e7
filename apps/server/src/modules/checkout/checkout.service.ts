import type { AppDeps } from '../../deps';
import type { Transaction } from '../../db/client';
import { cartNotFound } from '../cart/cart.errors';
import { loadCartLines, type CartOwner } from '../cart/cart.store';
import { recordOrderPlaced } from '../erp/erp.outbox';
import {
  checkCapacity,
  checkContents,
  checkDeliveryDate,
  checkLines,
  checkOrderType,
  checkPaymentTerm,
  checkRequest,
  checkShipTo,
  checkTexts,
  isRefusal,
  orderTexts,
  placed,
  refusal,
  type PlaceOrderRequest,
  type PlacementResult,
} from './checkout.checks';
import { draftOrders, linkOf, type OrderDraft } from './checkout.orders';
import {
  findPlacement,
  isUniqueViolation,
  loadOwnOrder,
  lockCartForPlacement,
  type PlacedOrderRow,
  type PlacementContext,
  writeOrdersAndCloseCart,
} from './checkout.store';
import { loadCustomerEmpties } from '../cart/cart.customer-empties';

/**
 * Placing a cart as its order(s) (spec 2 §7 placeOrder; DESIGN §6): one transaction that locks the cart, returns
 * an earlier placement of the same Idempotency-Key or cart, re-checks every rule at this moment, writes the
 * orders with their lines and ERP events, and closes the cart. A refusal writes nothing.
 */

export function createCheckoutService(
  deps: Pick<AppDeps, 'db' | 'portal'>,
  now: () => Date = () => new Date(),
) {
  /** Writes the orders with their lines, closes the cart, and writes one `order.placed` event per order. */
  async function writePlacement(
    tx: Transaction,
    context: PlacementContext,
    request: PlaceOrderRequest,
    order: {
      drafts: OrderDraft[];
      paymentTerm: string;
      texts: ReturnType<typeof orderTexts>;
      at: Date;
    },
  ): Promise<PlacedOrderRow[]> {
    const { cart, shipTo } = context;
    const deliveryDate = cart.deliveryDate!;
    const rows = order.drafts.map((draft, index) => ({
      id: draft.id,
      shipToId: shipTo.id,
      companyId: shipTo.companyId,
      userId: cart.userId,
      createdAt: order.at,
      deliveryDate,
      orderType: draft.orderType,
      status: 'AWAITING SHIPMENT',
      processingStatus: 'Not Yet Processed',
      paymentMethod: order.paymentTerm,
      customerOrderNumber: order.texts.customerOrderNumber,
      noteForDriver: order.texts.noteForDriver,
      isEmptiesReturn: draft.isEmptiesReturn,
      linkedOrderId: linkOf(order.drafts, index),
      flexibleDelivery: cart.flexibleDelivery,
      totalYourPriceCents: draft.totalYourPriceCents,
      totalEmptiesDepositCents: draft.totalEmptiesDepositCents,
      totalTaxCents: draft.totalTaxCents,
      grandTotalCents: draft.grandTotalCents,
      totalWeightG: draft.totalWeightG,
      idempotencyKey: index === 0 ? request.idempotencyKey : null,
      cartId: index === 0 ? cart.id : null,
      termsAcceptedAt: order.at,
    }));
    const written = await writeOrdersAndCloseCart(tx, {
      orders: rows,
      items: order.drafts.flatMap((draft) =>
        draft.lines.map((line, index) => ({ orderId: draft.id, line: index + 1, ...line })),
      ),
      cartId: cart.id,
      userId: cart.userId,
      at: order.at,
    });
    const numberOf = new Map(written.map((row) => [row.id, row.orderNumber]));
    const placedOrders = rows.map((row, index): PlacedOrderRow => ({
      id: row.id,
      orderNumber: numberOf.get(row.id)!,
      customerOrderNumber: row.customerOrderNumber,
      noteForDriver: row.noteForDriver,
      sapId: null,
      deliveryDate,
      orderType: row.orderType,
      isEmptiesReturn: row.isEmptiesReturn,
      linkedOrderId: row.linkedOrderId,
      linkedOrderNumber: row.linkedOrderId ? (numberOf.get(row.linkedOrderId) ?? null) : null,
      grandTotalCents: order.drafts[index]!.grandTotalCents,
      cartId: row.cartId,
    }));
    for (const [index, draft] of order.drafts.entries()) {
      const row = rows[index]!;
      await recordOrderPlaced(tx, {
        order_id: draft.id,
        order_number: placedOrders[index]!.orderNumber,
        linked_order_number: placedOrders[index]!.linkedOrderNumber,
        is_empties_return: draft.isEmptiesReturn,
        ship_to_id: row.shipToId,
        company_id: row.companyId,
        user_id: row.userId,
        placed_at: order.at.toISOString(),
        delivery_date: deliveryDate,
        order_type: draft.orderType,
        payment_term: order.paymentTerm,
        flexible_delivery: row.flexibleDelivery,
        customer_order_number: row.customerOrderNumber,
        note_for_driver: row.noteForDriver,
        lines: draft.lines.map((line, lineIndex) => ({
          line: lineIndex + 1,
          sku: line.sku,
          name: line.name,
          material_type: line.materialType,
          quantity: line.quantity,
          packages: line.packages,
          layers: line.layers,
          pallets: line.pallets,
          unit_price_cents: line.unitPriceCents,
          row_total_cents: line.rowTotalCents,
        })),
        total_your_price_cents: draft.totalYourPriceCents,
        total_empties_deposit_cents: draft.totalEmptiesDepositCents,
        total_tax_cents: draft.totalTaxCents,
        grand_total_cents: draft.grandTotalCents,
        total_weight_g: draft.totalWeightG,
      });
    }
    return placedOrders;
  }

  /** The placing transaction: every step a check that may refuse (writing nothing) until the writes. */
  async function placeInTransaction(
    tx: Transaction,
    owner: CartOwner,
    request: PlaceOrderRequest,
    holidays: string[][],
  ) {
    const context = await lockCartForPlacement(tx, request.cart_id, owner, request.idempotencyKey);
    if (!context) return refusal('CART_NOT_FOUND', cartNotFound().message);
    if (context.earlierOrderId !== null || context.cart.status !== 'open') {
      const earlier = await findPlacement(tx, {
        userId: owner.userId,
        idempotencyKey: request.idempotencyKey,
        cartId: context.cart.id,
      });
      if (earlier.length > 0) return placed(earlier);
      return refusal('CART_NOT_FOUND', cartNotFound().message);
    }

    const at = now();
    const texts = orderTexts(request, context);
    const early = checkShipTo(context) ?? checkTexts(texts);
    if (early) return early;
    const typed = checkOrderType(context);
    if (isRefusal(typed)) return typed;
    const lines = await loadCartLines(tx, context.cart.id, owner);
    const contents = checkContents(context, lines);
    if (contents) return contents;
    const dated =
      checkDeliveryDate(context, typed.orderType, holidays, at) ??
      checkLines(lines, context.cart.deliveryDate!);
    if (dated) return dated;
    const { evaluated, drafts } = draftOrders(context, lines, typed.orderType);
    const capacity = checkCapacity(evaluated);
    if (capacity) return capacity;
    const payment = checkPaymentTerm(context);
    if (isRefusal(payment)) return payment;

    return placed(
      await writePlacement(tx, context, request, { drafts, paymentTerm: payment.paymentTerm, texts, at }),
    );
  }

  /**
   * placeOrder: the cart's orders, or why not. Concurrent calls for one cart wait on its lock and then find the
   * first one's orders; two carts racing for one Idempotency-Key meet at its unique index, and the loser
   * answers the winner's orders.
   */
  async function placeOrder(owner: CartOwner, request: PlaceOrderRequest): Promise<PlacementResult> {
    const invalid = checkRequest(request);
    if (invalid) return invalid;
    try {
      // The portal's holidays are read before the transaction: on the embedded database a read outside the
      // transaction would wait for it to end.
      const { holidays } = await deps.portal.settings();
      return await deps.db.transaction((tx) => placeInTransaction(tx, owner, request, holidays));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await findPlacement(deps.db, {
        userId: owner.userId,
        idempotencyKey: request.idempotencyKey,
        cartId: request.cart_id,
      });
      if (winner.length === 0) throw error;
      return placed(winner);
    }
  }

  return {
    placeOrder,
    /** What the ship-to holds to return (spec 2 §3 Customer empties); its access is checked by the caller. */
    customerEmpties: (shipToId: string) => loadCustomerEmpties(deps.db, shipToId),
    /** One of the caller's own orders by number, or null. */
    placedOrder: (userId: string, orderNumber: string) => loadOwnOrder(deps.db, userId, orderNumber.trim()),
  };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
