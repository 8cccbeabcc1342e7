import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, shipTos } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { createUser, userIdOf } from '../../test/identity-fixtures';
import { CART_FIELDS, openCartTest, type CartView } from '../cart/cart.fixtures';

/**
 * The order actions' world: the cart fixture (a buyer on ship-tos A, A2 and a SUSPENDED one, a stranger on B),
 * orders written straight into the tables, and the calls of the five mutations.
 */

export type TestLine = { sku: string; name?: string; packages?: number; layers?: number; pallets?: number };

let sequence = 0;

/** Writes an order of `lines` for a ship-to; a line's quantity is its packages plus 10 per layer. */
export async function insertOrder(
  db: Database,
  order: {
    shipToId: string;
    companyId: string;
    userId?: string | null;
    lines: TestLine[];
    status?: string;
    processingStatus?: string;
    isEmptiesReturn?: boolean;
    linkedOrderId?: string | null;
    deliveryDate?: string;
    orderType?: string;
    customerOrderNumber?: string | null;
    noteForDriver?: string | null;
    sapId?: string | null;
  },
): Promise<{ id: string; orderNumber: string }> {
  sequence += 1;
  const id = randomUUID();
  const orderNumber = `OA-${Date.now() % 1_000_000}-${sequence}`;
  await db.insert(orders).values({
    id,
    orderNumber,
    sapId: order.sapId ?? null,
    shipToId: order.shipToId,
    companyId: order.companyId,
    userId: order.userId ?? null,
    deliveryDate: order.deliveryDate ?? '2026-01-15',
    orderType:
      order.orderType ??
      (order.isEmptiesReturn ? 'emptiespickup_emptiespickup' : 'freeshipping_freeshipping'),
    status: order.status ?? 'AWAITING SHIPMENT',
    processingStatus: order.processingStatus ?? 'Not Yet Processed',
    customerOrderNumber: order.customerOrderNumber ?? null,
    noteForDriver: order.noteForDriver ?? null,
    isEmptiesReturn: order.isEmptiesReturn ?? false,
    linkedOrderId: order.linkedOrderId ?? null,
    totalYourPriceCents: 1000,
    grandTotalCents: 1220,
  });
  if (order.lines.length > 0)
    await db.insert(orderItems).values(
      order.lines.map((line, index) => ({
        orderId: id,
        line: index + 1,
        sku: line.sku,
        name: line.name ?? `Name of ${line.sku}`,
        materialType: line.sku === 'TST-ZQCR' ? 'ZQCR' : 'FERT',
        quantity: (line.packages ?? 0) + 10 * (line.layers ?? 0),
        packages: line.packages ?? 0,
        layers: line.layers ?? 0,
        pallets: line.pallets ?? 0,
        unitPriceCents: 100,
        rowTotalCents: 100,
      })),
    );
  return { id, orderNumber };
}

/** A beer order with its linked empties return, as a placement writes them. */
export async function insertBeerWithEmpties(
  db: Database,
  base: { shipToId: string; companyId: string; status?: string; processingStatus?: string },
  beerLines: TestLine[],
  emptiesLines: TestLine[],
) {
  const beer = await insertOrder(db, { ...base, lines: beerLines });
  const empties = await insertOrder(db, {
    ...base,
    lines: emptiesLines,
    isEmptiesReturn: true,
    linkedOrderId: beer.id,
  });
  await db.update(orders).set({ linkedOrderId: empties.id }).where(eq(orders.id, beer.id));
  return { beer, empties };
}

export const statusOf = async (db: Database, orderNumber: string) =>
  (await db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber)))[0]
    ?.status;

/** Rows the tests count to prove that a refusal wrote nothing. */
export async function countRows(db: Database) {
  const { rows } = await db.execute(sql`select
    (select count(*)::int from orders where status = 'CANCELLED') as cancelled,
    (select count(*)::int from order_status_history) as history,
    (select count(*)::int from outbox) as outbox,
    (select count(*)::int from cart_items) as cart_items,
    (select count(*)::int from cart_empties) as cart_empties,
    (select count(*)::int from saved_orders where is_active) as saved`);
  return rows[0] as Record<string, number>;
}

export type FailedItemView = {
  sku: string;
  name: string;
  quantity: number;
  reason: string;
  reason_code: string;
};

const FAILED = 'failed_items { sku name quantity reason reason_code }';

/** Starts the app with the cart fixture, orders of ship-to A, and the mutations' calls. */
export async function openOrderActionsTest(tag: string) {
  const opened = await openCartTest(tag);
  const { t, fixture, calls } = opened;
  const [shipToA] = await t.db
    .select({ companyId: shipTos.companyId })
    .from(shipTos)
    .where(eq(shipTos.id, fixture.shipToA));
  const buyerId = await userIdOf(t.db, fixture.buyerEmail);
  // A colleague on ship-to A who may order (Catalogue) but not see My Orders.
  const catalogueOnlyEmail = `catalogue-only.${tag}@example.com`;
  await createUser(t.db, {
    email: catalogueOnlyEmail,
    companyId: fixture.companyA,
    grants: [
      { shipToId: fixture.shipToA, roleName: 'On Premise Basic', permissions: ['Home Page', 'Catalogue'] },
    ],
  });
  return {
    ...opened,
    companyA: shipToA!.companyId,
    buyerId,
    catalogueOnlyEmail,
    actions: actionCalls(t),
    onA: opened.onA,
    headersFor: calls.headersFor,
  };
}

export type ReorderView = {
  cart: CartView;
  userInputErrors: Array<{ code: string; message: string; path: string[] }>;
  failed_items: FailedItemView[];
  needs_choice: boolean;
  saved_order_id: string | null;
};

/** The GraphQL calls of the order actions. */
export function actionCalls(t: TestApp) {
  type Headers = Record<string, string>;
  return {
    reorder: (headers: Headers, orderNumber: string, mode?: string) =>
      t.graphql<{ reorderItems: ReorderView }>(
        `mutation R($n: String!, $m: CartConflictMode) { reorderItems(orderNumber: $n, mode: $m) {
          cart { ${CART_FIELDS} } userInputErrors { code message path } ${FAILED} needs_choice saved_order_id } }`,
        { headers, variables: { n: orderNumber, m: mode ?? null } },
      ),
    reorderSaved: (headers: Headers, id: string, mode?: string) =>
      t.graphql<{
        reOrderSavedOrder: {
          message: string;
          status: string;
          failed_items: FailedItemView[];
          needs_choice: boolean;
          cart: CartView;
          saved_order_id: string | null;
        };
      }>(
        `mutation S($id: ID!, $m: CartConflictMode) { reOrderSavedOrder(id: $id, mode: $m) {
          message status ${FAILED} needs_choice cart { ${CART_FIELDS} } saved_order_id } }`,
        { headers, variables: { id, m: mode ?? null } },
      ),
    deleteSaved: (headers: Headers, id: string) =>
      t.graphql<{ deleteSavedOrder: { success: boolean; message: string } }>(
        `mutation D($id: ID!) { deleteSavedOrder(id: $id) { success message } }`,
        { headers, variables: { id } },
      ),
    cancel: (headers: Headers, sapId: string) =>
      t.graphql<{
        cancelOrder: {
          message: string;
          status: string;
          stand_alone_order: boolean;
          cancelled_order_numbers: string[];
        };
      }>(
        `mutation C($s: String!) { cancelOrder(sap_id: $s) { message status stand_alone_order cancelled_order_numbers } }`,
        { headers, variables: { s: sapId } },
      ),
    edit: (headers: Headers, orderNumber: string, mode?: string) =>
      t.graphql<{
        editOrder: ReorderView & { withdrawn_order_numbers: string[] };
      }>(
        `mutation E($n: String!, $m: CartConflictMode) { editOrder(orderNumber: $n, mode: $m) {
          cart { ${CART_FIELDS} } userInputErrors { code message path } needs_choice saved_order_id ${FAILED}
          withdrawn_order_numbers } }`,
        { headers, variables: { n: orderNumber, m: mode ?? null } },
      ),
    setCancelled: (headers: Headers, sapId: string) =>
      t.request({
        method: 'GET',
        url: `/api/general/v1/orders/SetOrderCancelled?sapId=${encodeURIComponent(sapId)}`,
        headers,
      }),
  };
}
