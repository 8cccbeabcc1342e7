import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products, roles, shipTos, users, userShipToRoles } from '../../db/schema';
import { headersFor } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany, createShipTo, createUser, OWNER_PERMISSIONS } from '../../test/identity-fixtures';
import { createCatalogueFixture, type CatalogueFixture } from '../catalogue/catalogue.fixtures';

/**
 * The cart tests' world: the catalogue fixture (a buyer on ship-tos A and A2, a stranger on B), with the
 * returnable lager linked to its crate (TST-ZQCR), a SUSPENDED ship-to of the buyer, and a wholesaler whose
 * full-truck ship-to buys from price list A.
 */
export type CartFixture = CatalogueFixture & {
  suspendedShipTo: string;
  wholesalerEmail: string;
  wholesaleShipTo: string;
};

export async function createCartFixture(db: Database, tag: string): Promise<CartFixture> {
  const base = await createCatalogueFixture(db, tag);
  await db.update(products).set({ emptiesSku: 'TST-ZQCR' }).where(eq(products.sku, 'TST-LAG-33'));
  const catalogue = [...OWNER_PERMISSIONS, 'Catalogue'];
  const suspendedShipTo = await createShipTo(db, base.companyA, { name: 'Alfa Chiuso', status: 'SUSPENDED' });
  await db.update(shipTos).set({ priceListId: base.priceListA }).where(eq(shipTos.id, suspendedShipTo));
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.email, base.buyerEmail));
  await grantShipTo(db, buyer!.id, suspendedShipTo, catalogue);

  const wholesaleCompany = await createCompany(db, 'Deposito Gamma spa');
  const wholesaleShipTo = await createShipTo(db, wholesaleCompany, {
    name: 'Gamma Deposito',
    customerType: 'WHSL',
  });
  await db
    .update(shipTos)
    .set({ priceListId: base.priceListA, isFullTruck: true, minPallets: 20, maxPallets: 34 })
    .where(eq(shipTos.id, wholesaleShipTo));
  const wholesalerEmail = `wholesaler.${tag}@example.com`;
  await createUser(db, {
    email: wholesalerEmail,
    companyId: wholesaleCompany,
    grants: [{ shipToId: wholesaleShipTo, roleName: 'WHSL Owner', permissions: catalogue }],
  });
  return { ...base, suspendedShipTo, wholesalerEmail, wholesaleShipTo };
}

async function grantShipTo(db: Database, userId: string, shipToId: string, permissions: string[]) {
  const roleId = `test-role-${shipToId}`;
  await db.insert(roles).values({ id: roleId, name: 'On Premise Owner', roleType: 'Owner', permissions });
  await db.insert(userShipToRoles).values({ userId, shipToId, roleId, extendedPermissions: [] });
}

export const CART_FIELDS = `id ship_to_id delivery_method delivery_date shipmentId isOnlyEmpties total_quantity
  note_for_driver customer_order_number flexible_delivery multi_deposit
  items { id product { sku } quantity number_of_packages number_of_layer number_of_pallet number_of_pallet_total
    weight counters { units layers pallets pallet_minimum }
    prices { price { value } row_total { value } price_details { deposit vat total transport_discount } } }
  empties { parent_product sku qty deposit kind }
  quantity_totals { units layers pallets weight hectolitres }
  prices { grand_total_your_price { value } excise { value } vat { value } deposit { value }
    transport_discount { value } grand_total { value } }
  progress_bar_data { state message percent iTotalCartWeight iTotalCartPalletQty sOutletDeliveryMethod }`;

export type CartView = {
  id: string;
  items: Array<{
    id: string;
    product: { sku: string };
    quantity: number;
    number_of_packages: number;
    number_of_layer: number;
    number_of_pallet: number;
    [key: string]: unknown;
  }>;
  empties: Array<{ parent_product: string | null; sku: string; qty: number; deposit: number; kind: string }>;
  [key: string]: unknown;
};
export type CartOutputView = {
  cart: CartView;
  user_errors: Array<{ code: string; message: string; sku: string | null }>;
};

/** The GraphQL calls of the cart tests. */
export function cartCalls(t: TestApp) {
  return {
    headersFor: (email: string, shipToId: string) => headersFor(t, email, shipToId),
    async open(headers: Record<string, string>): Promise<string> {
      const response = await t.graphql<{ createEmptyCart: string }>(`mutation { createEmptyCart }`, {
        headers,
      });
      if (!response.data) throw new Error(JSON.stringify(response.errors));
      return response.data.createEmptyCart;
    },
    read: (headers: Record<string, string>, id: string) =>
      t.graphql<{ cart: CartView }>(`query Read($id: String!) { cart(cart_id: $id) { ${CART_FIELDS} } }`, {
        headers,
        variables: { id },
      }),
    add: (headers: Record<string, string>, cartId: string, items: unknown[]) =>
      t.graphql<{ addProductsToCart: CartOutputView }>(
        `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
          addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_FIELDS} } user_errors { code message sku } }
        }`,
        { headers, variables: { cartId, items } },
      ),
    update: (headers: Record<string, string>, cartId: string, items: unknown[]) =>
      t.graphql<{ updateCartItems: CartOutputView }>(
        `mutation Update($input: UpdateCartItemsInput!) {
          updateCartItems(input: $input) { cart { ${CART_FIELDS} } user_errors { code message sku } }
        }`,
        { headers, variables: { input: { cart_id: cartId, cart_items: items } } },
      ),
    remove: (headers: Record<string, string>, cartId: string, itemId: string) =>
      t.graphql<{ removeItemFromCart: CartOutputView }>(
        `mutation Remove($input: RemoveItemFromCartInput!) {
          removeItemFromCart(input: $input) { cart { ${CART_FIELDS} } user_errors { code message sku } }
        }`,
        { headers, variables: { input: { cart_id: cartId, cart_item_id: itemId } } },
      ),
    removeAll: (headers: Record<string, string>, cartId: string) =>
      t.graphql<{ removeAllCartItems: CartOutputView }>(
        `mutation RemoveAll($id: String!) { removeAllCartItems(cart_id: $id) { cart { ${CART_FIELDS} } user_errors { code message sku } } }`,
        { headers, variables: { id: cartId } },
      ),
  };
}

/** Starts a test app with the cart fixture, signs the buyer in on ship-to A and opens that ship-to's cart. */
export async function openCartTest(tag: string) {
  const t = await createTestApp();
  const fixture = await createCartFixture(t.db, tag);
  const calls = cartCalls(t);
  const onA = await calls.headersFor(fixture.buyerEmail, fixture.shipToA);
  const cartId = await calls.open(onA);
  return { t, fixture, calls, onA, cartId };
}
