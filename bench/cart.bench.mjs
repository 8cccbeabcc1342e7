// Cart budgets (DESIGN §8, issue 10) on PostgreSQL with the bench data set (`npm run bench:data` into the
// database of BENCH_DATABASE_URL), 20 connections for 10 s each:
// - addProductsToCart p97.5 <= 100 ms at >= 500 req/s;
// - cart(cart_id) with every field p97.5 <= 50 ms.
// Twenty buyers (On Premise owners of the bench data, demo password) each fill their own cart: every request
// takes the next buyer and the next product of that buyer's price list, so no two consecutive requests touch
// the same cart line. The add is measured twice: answering every cart field (the budget's figure), then as the
// web sends it, with the fields its screens show. Carts are emptied first, then the read is measured on carts of 20 lines.
// Each phase also reports the CPU the server process and PostgreSQL spent per request (ms, from /proc): unlike
// throughput on a shared machine of two cores, it says what one request costs, and so what a core serves.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchDataScript, NO_BENCH_DATABASE, startOnBenchDatabase } from './lib/database.mjs';
import { cpuMeter } from './lib/cpu.mjs';
import { body, buyerHeaders, graphql } from './lib/graphql.mjs';

export const description =
  'cart: addProductsToCart (p97.5 <= 100 ms at >= 500 req/s) and cart(cart_id) with every field (p97.5 <= 50 ms) on the bench data';

const PORT = 3161;
const CONNECTIONS = 20;
const SECONDS = 10;
const BUYERS = 20;
const SKUS_PER_BUYER = 40;
const READ_LINES = 20;

const ITEM_FIELDS = `id uid quantity quantity_total number_of_packages number_of_layer number_of_layer_total
  number_of_pallet number_of_pallet_total fe_quantity fe_number_of_layer fe_number_of_pallet pack_format weight
  counters { units layers pallets pallet_minimum }
  product { uid sku name catalog_product_name url_key material_type packaging_enable number_of_bottles_gabbie
    number_of_items_in_box number_of_items_on_pallet number_of_products_on_layer number_of_layers_per_pallet
    gross_weight empties_sku image { url label } small_image { url label } }
  prices { price { value currency } row_total { value currency } row_total_including_tax { value currency }
    discounts { label amount { value currency } } total_item_discount { value currency }
    price_details { list_price your_price your_price_tax discount excise flexible_delivery_discount
      transport_discount vat deposit total }
    multi_deposit_details { deposit row_deposit } favourites price_list }`;

const MONEY = `{ value currency }`;
export const CART_EVERY_FIELD = `id total_quantity note_for_driver customer_order_number delivery_date delivery_method
  ship_to_id shipmentId isOnlyEmpties flexible_delivery multi_deposit paymentMethod updated_at
  items { ${ITEM_FIELDS} }
  quantity_totals { units layers pallets weight hectolitres }
  prices { subtotal_list ${MONEY} grand_total_your_price ${MONEY} discounts ${MONEY} excise ${MONEY}
    flexible_delivery_discount ${MONEY} transport_discount ${MONEY} taxable ${MONEY} vat ${MONEY} deposit ${MONEY}
    grand_total ${MONEY} }
  grand_total_your_price_details { grand_total_your_price }
  outlet_details { payer_name outlet_name street city country province postalcode sap_id }
  payer_details { payername street city country zipcode sap_id identification_no taxvat }
  selected_payment_method { code title }
  empties { parent_product sku qty name number_of_bottles_gabbie number_of_units deposit kind }
  progress_bar_data { isFullTruck iMinimumOrderPallet iMaximumOrderPallet iMinimumOrderWeight iMaximumOrderWeight
    iMaximumOrderCash sOutletDeliveryMethod iTotalCartWeight iTotalCartPalletQty iTotalCartHectolitres state
    message percent cash_percent }`;

const ADD = `mutation Add($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { ${CART_EVERY_FIELD} } user_errors { code message sku } }
}`;
const READ = `query Read($id: String!) { cart(cart_id: $id) { ${CART_EVERY_FIELD} } }`;

/**
 * The add exactly as the web sends it (its CartAddProducts document, with the fragments it spreads), read from the
 * generated documents: the portal asks for the fields its screens show, not every field.
 */
function webAddDocument(repoRoot) {
  const generated = readFileSync(join(repoRoot, 'apps/web/src/gql/graphql.ts'), 'utf8');
  const found = /CartAddProductsDocument = new TypedDocumentString\(`([\s\S]*?)`/.exec(generated);
  if (!found) throw new Error('CartAddProductsDocument not found in the generated web documents');
  return found[1];
}

/** Twenty On Premise buyers on distinct ship-tos, each with products of its price list. */
async function benchBuyers(client) {
  const buyers = await client.query(
    `select distinct on (u.id) u.email, st.id as ship_to_id, st.price_list_id from users u
      join user_ship_to_roles r on r.user_id = u.id
      join roles ro on ro.id = r.role_id
      join ship_tos st on st.id = r.ship_to_id
      where u.status = 'Active' and u.user_validation and u.password_hash is not null and not u.is_staff
        and 'Catalogue' = any(ro.permissions || r.extended_permissions) and st.status <> 'SUSPENDED'
        and st.customer_type = 'On Premise'
      order by u.id, st.id limit $1`,
    [BUYERS],
  );
  if (buyers.rows.length < BUYERS)
    throw new Error(`only ${buyers.rows.length} On Premise buyers in the bench data`);
  for (const buyer of buyers.rows) {
    const skus = await client.query(
      `select p.sku from products p join prices pr on pr.sku = p.sku and pr.price_list_id = $1
        where p.material_type <> 'ZQCR' and p.sellable and p.disabled_from is null and p.disabled_to is null
          and p.number_of_products_on_layer > 0
        order by md5(p.sku || $1) limit $2`,
      [buyer.price_list_id, SKUS_PER_BUYER],
    );
    buyer.skus = skus.rows.map((row) => row.sku);
  }
  return buyers.rows;
}

/**
 * Clears the dead rows earlier runs and phases left in the cart tables, as autovacuum would in use: with it
 * off (as on these machines) every run read the carts through more dead index entries than the last.
 */
async function vacuumCarts(client) {
  await client.query('vacuum (analyze) cart_items, carts, cart_empties');
}

export async function run({ startServer, load, repoRoot }) {
  const started = await startOnBenchDatabase({
    startServer,
    repoRoot,
    port: PORT,
    dataDir: 'var/bench-cart',
  });
  if (!started) return NO_BENCH_DATABASE;
  const { client, server } = started;
  try {
    const buyers = await benchBuyers(client);
    for (const buyer of buyers) {
      buyer.headers = await buyerHeaders(server.url, buyer.email, buyer.ship_to_id);
      buyer.cartId = (
        await graphql(server.url, buyer.headers, body('mutation { createEmptyCart }'))
      ).createEmptyCart;
      await graphql(
        server.url,
        buyer.headers,
        body('mutation R($id: String!) { removeAllCartItems(cart_id: $id) { user_errors { code } } }', {
          id: buyer.cartId,
        }),
      );
    }

    await vacuumCarts(client);

    // Every request must succeed before it is measured; this also warms the server.
    for (const buyer of buyers) {
      const data = await graphql(
        server.url,
        buyer.headers,
        body(ADD, { cartId: buyer.cartId, items: [{ sku: buyer.skus[0], number_of_layer: 1 }] }),
      );
      if (data.addProductsToCart.user_errors.length > 0) {
        throw new Error(`add refused: ${JSON.stringify(data.addProductsToCart.user_errors)}`);
      }
    }

    const measure = async (nextRequest) => {
      const meter = cpuMeter(server.pid);
      const result = await load({
        url: `${server.url}/graphql`,
        method: 'POST',
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [{ setupRequest: (request) => ({ ...request, method: 'POST', ...nextRequest() }) }],
      });
      const statuses = Object.entries(result.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      return { ...result, statuses, ...meter.perRequest(result.requests) };
    };

    const addsOf = (document) => {
      let nextAdd = 0;
      return () => {
        const index = nextAdd++;
        const buyer = buyers[index % buyers.length];
        const sku = buyer.skus[Math.floor(index / buyers.length) % buyer.skus.length];
        return {
          headers: { ...buyer.headers },
          body: body(document, { cartId: buyer.cartId, items: [{ sku, number_of_layer: 1 }] }),
        };
      };
    };
    const add = await measure(addsOf(ADD));
    // The same adds with the web's own selection, on carts that already hold every line the first run made.
    const webAdd = await measure(addsOf(webAddDocument(repoRoot)));

    // Reads of carts of 20 lines.
    for (const buyer of buyers) {
      await graphql(
        server.url,
        buyer.headers,
        body('mutation R($id: String!) { removeAllCartItems(cart_id: $id) { user_errors { code } } }', {
          id: buyer.cartId,
        }),
      );
      await graphql(
        server.url,
        buyer.headers,
        body(ADD, {
          cartId: buyer.cartId,
          items: buyer.skus
            .slice(0, READ_LINES)
            .map((sku, index) => ({ sku, number_of_layer: 1 + (index % 3) })),
        }),
      );
    }
    await vacuumCarts(client);
    let nextRead = 0;
    const read = await measure(() => {
      const buyer = buyers[nextRead++ % buyers.length];
      return { headers: { ...buyer.headers }, body: body(READ, { id: buyer.cartId }) };
    });
    const sample = await graphql(server.url, buyers[0].headers, body(READ, { id: buyers[0].cartId }));
    // Counted on the last buyer's cart, which this bench no longer reads.
    const last = buyers.at(-1);
    const counted = benchDataScript(repoRoot, 'cart-statements.ts', [
      last.email,
      last.ship_to_id,
      last.skus.slice(0, 3).join(','),
      JSON.stringify({ add: ADD, read: READ }),
    ]);

    return {
      buyers: buyers.length,
      addP50Ms: add.p50,
      addP97_5Ms: add.p97_5,
      addP99Ms: add.p99,
      addRps: add.rps,
      addStatuses: add.statuses,
      addServerCpuMs: add.serverCpuMs,
      addPostgresCpuMs: add.postgresCpuMs,
      addLoadGeneratorCpuMs: add.loadGeneratorCpuMs,
      addBudget: 'p97.5 <= 100 ms at >= 500 req/s',
      webAddP97_5Ms: webAdd.p97_5,
      webAddRps: webAdd.rps,
      webAddStatuses: webAdd.statuses,
      webAddServerCpuMs: webAdd.serverCpuMs,
      webAddPostgresCpuMs: webAdd.postgresCpuMs,
      sqlStatementsPerAdd: counted.addStatements,
      sqlStatementsPerAddToLine: counted.addToLineStatements,
      readLines: sample.cart.items.length,
      readP50Ms: read.p50,
      readP97_5Ms: read.p97_5,
      readP99Ms: read.p99,
      readRps: read.rps,
      readStatuses: read.statuses,
      readServerCpuMs: read.serverCpuMs,
      readPostgresCpuMs: read.postgresCpuMs,
      readLoadGeneratorCpuMs: read.loadGeneratorCpuMs,
      readBudget: 'p97.5 <= 50 ms',
      sqlStatementsPerRead: counted.readStatements,
    };
  } finally {
    await server.stop();
    await client.end();
  }
}
