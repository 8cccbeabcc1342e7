import {
  calendarHolidays,
  firstAvailableDate,
  parseHolidayConfig,
  type DeliveryConfigEntry,
  type OrderType,
} from '@spina/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { portalConfig, shipTos } from '../../db/schema';
import { headersFor } from '../../test/auth';
import type { TestApp } from '../../test/harness';

/**
 * The checkout tests' world: the seeded demo customers (DESIGN §7). onpremise@ owns Centro (On Premise, Small
 * truck, Motrice band from 12,000 kg, at most 28,000 kg), Stazione (SUSPENDED) and Lungomare (Empties
 * Management); wholesaler@ orders full trucks of 20 to 33 pallets on Pescara.
 */
export const DEMO = {
  onPremise: 'onpremise@example.com',
  wholesaler: 'wholesaler@example.com',
  centro: '0002000001',
  stazione: '0002000002',
  lungomare: '0002000003',
  pescara: '0002000063',
} as const;

export const PLACED_FIELDS = `order_number customer_order_number note_for_driver sap_id delivery_date order_type
  is_empties_return linked_order_number grand_total { value currency }`;

export type PlacedOrderView = {
  order_number: string;
  customer_order_number: string | null;
  note_for_driver: string | null;
  sap_id: string | null;
  delivery_date: string;
  order_type: string;
  is_empties_return: boolean;
  linked_order_number: string | null;
  grand_total: { value: number; currency: string };
};
export type PlaceOrderView = {
  order: PlacedOrderView | null;
  orders: PlacedOrderView[];
  user_errors: Array<{ code: string; message: string; sku: string | null }>;
  first_available_date: string | null;
};

export const ACCEPTED = { accept_master_purchase_agreement: true, accept_guidelines: true };

/** Rows the tests count to prove that a refusal wrote nothing. */
export async function countRows(t: TestApp) {
  const { rows } = await t.db.execute(sql`select
    (select count(*)::int from orders) as orders, (select count(*)::int from order_items) as items,
    (select count(*)::int from outbox) as outbox`);
  return rows[0] as { orders: number; items: number; outbox: number };
}

/** The GraphQL calls of the checkout tests. */
export function checkoutCalls(t: TestApp) {
  async function mutate<T>(
    headers: Record<string, string>,
    query: string,
    variables: Record<string, unknown>,
  ) {
    const response = await t.graphql<T>(query, { headers, variables });
    expect(response.errors).toBeUndefined();
    return response.data!;
  }
  return {
    signIn: (email: string, shipToId: string) => headersFor(t, email, shipToId),
    async open(headers: Record<string, string>) {
      return (await mutate<{ createEmptyCart: string }>(headers, 'mutation { createEmptyCart }', {}))
        .createEmptyCart;
    },
    async clear(headers: Record<string, string>, cartId: string) {
      const data = await mutate<{ removeAllCartItems: { user_errors: unknown[] } }>(
        headers,
        `mutation R($id: String!) { removeAllCartItems(cart_id: $id) { user_errors { code } } }`,
        { id: cartId },
      );
      expect(data.removeAllCartItems.user_errors).toEqual([]);
    },
    async add(headers: Record<string, string>, cartId: string, items: unknown[]) {
      const data = await mutate<{ addProductsToCart: { user_errors: unknown[] } }>(
        headers,
        `mutation A($id: String!, $items: [CartItemInput!]!) {
          addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message sku } } }`,
        { id: cartId, items },
      );
      expect(data.addProductsToCart.user_errors).toEqual([]);
    },
    async setTransport(
      headers: Record<string, string>,
      cartId: string,
      orderType: OrderType,
      date: string,
      payment?: string,
    ) {
      const data = await mutate<{ setTransportType: { user_errors: unknown[] } }>(
        headers,
        `mutation S($id: String!, $type: String!, $outlet: String!, $date: String!, $payment: String) {
          setTransportType(cart_id: $id, transporttype: $type, outletid: $outlet, datepopup: $date,
            sappaymentcode: $payment) { user_errors { code message } } }`,
        { id: cartId, type: orderType, outlet: headers.outletid, date, payment: payment ?? null },
      );
      expect(data.setTransportType.user_errors).toEqual([]);
    },
    async setShipmentMode(headers: Record<string, string>, cartId: string, mode: 0 | 1) {
      const data = await mutate<{ setShipmentMode: { user_errors: unknown[] } }>(
        headers,
        `mutation M($id: String!, $mode: Int!) { setShipmentMode(cart_id: $id, only_empties: $mode) { user_errors { code } } }`,
        { id: cartId, mode },
      );
      expect(data.setShipmentMode.user_errors).toEqual([]);
    },
    async returnEmpties(
      headers: Record<string, string>,
      cartId: string,
      empties: { sku: string; qty: number }[],
    ) {
      const data = await mutate<{ updateEmpties: { user_errors: unknown[] } }>(
        headers,
        `mutation E($id: String!, $empties: [CartEmptiesInput!]!) {
          updateEmpties(cart_id: $id, empties: $empties) { user_errors { code } } }`,
        { id: cartId, empties },
      );
      expect(data.updateEmpties.user_errors).toEqual([]);
    },
    /** placeOrder as the web sends it; `key` goes in the Idempotency-Key header. */
    place(headers: Record<string, string>, input: Record<string, unknown>, key?: string) {
      return t.graphql<{ placeOrder: PlaceOrderView }>(
        `mutation P($input: PlaceOrderInput!) {
          placeOrder(input: $input) { order { ${PLACED_FIELDS} } orders { ${PLACED_FIELDS} }
            user_errors { code message sku } first_available_date } }`,
        {
          headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
          variables: { input },
        },
      );
    },
  };
}

/** The first date a demo ship-to can receive an order type, as the delivery bar offers it. */
export async function firstDateOf(t: TestApp, shipToId: string, orderType: OrderType, now = new Date()) {
  const [config] = await t.db.select().from(portalConfig).where(eq(portalConfig.key, 'holidays'));
  const [shipTo] = await t.db.select().from(shipTos).where(eq(shipTos.id, shipToId));
  const holidays = calendarHolidays({
    market: 'IT',
    now,
    timeZone: 'Europe/Rome',
    config: parseHolidayConfig(config?.value ?? null),
  });
  return firstAvailableDate({
    now,
    timeZone: 'Europe/Rome',
    orderType,
    deliveryConfig: shipTo!.deliveryConfig as DeliveryConfigEntry[],
    holidays,
  })!;
}

/** A returnable beer of a price list, saleable now, with its layer and pallet weights in grams. */
export async function returnableBeer(t: TestApp, priceListId: string) {
  const { rows } = await t.db.execute(sql`
    select p.sku, p.empties_sku as "emptiesSku", p.number_of_products_on_layer * p.gross_weight_g as "layerG",
      p.number_of_items_on_pallet * p.gross_weight_g as "palletG", p.gross_weight_g as "unitG"
    from products p join prices pr on pr.sku = p.sku and pr.price_list_id = ${priceListId}
    where p.material_type <> 'ZQCR' and p.sellable and p.disabled_from is null and p.disabled_to is null
      and p.empties_sku is not null and p.number_of_products_on_layer > 0 and p.number_of_items_on_pallet > 0
    order by p.number_of_items_on_pallet * p.gross_weight_g, p.sku limit 1`);
  return rows[0] as { sku: string; emptiesSku: string; layerG: number; palletG: number; unitG: number };
}

/** An empties item (ZQCR) on a price list, with its weight in grams. */
export async function emptiesItem(t: TestApp, priceListId: string) {
  const { rows } = await t.db.execute(sql`
    select p.sku, p.gross_weight_g as "unitG" from products p
    join prices pr on pr.sku = p.sku and pr.price_list_id = ${priceListId}
    where p.material_type = 'ZQCR' and p.sellable and p.disabled_from is null and p.disabled_to is null
    order by p.sku limit 1`);
  return rows[0] as { sku: string; unitG: number };
}

/**
 * Records a delivered beer order that left `quantity` of the empties `emptiesSku` at a ship-to, so that it holds
 * them to return (spec 2 §3 Customer empties); a goods product is linked to those empties when none is.
 */
export async function holdEmpties(t: TestApp, shipToId: string, emptiesSku: string, quantity: number) {
  await t.db.execute(sql`
    update products set empties_sku = ${emptiesSku}
    where sku = (select sku from products where material_type <> 'ZQCR' order by sku limit 1)
      and not exists (select 1 from products where empties_sku = ${emptiesSku})`);
  await t.db.execute(sql`
    with beer as (select sku, name, material_type from products where empties_sku = ${emptiesSku} order by sku limit 1),
    placed as (
      insert into orders (ship_to_id, company_id, created_at, delivery_date, order_type, status, processing_status,
        total_your_price_cents, grand_total_cents)
      select s.id, s.company_id, now() - interval '30 days', current_date - 28, 'freeshipping_freeshipping',
        'DELIVERED', 'Completely Processed', 0, 0
      from ship_tos s where s.id = ${shipToId}
      returning id)
    insert into order_items (order_id, line, sku, name, material_type, quantity, packages, unit_price_cents,
      row_total_cents)
    select placed.id, 1, beer.sku, beer.name, beer.material_type, ${quantity}, ${quantity}, 0, 0
    from placed, beer`);
}
