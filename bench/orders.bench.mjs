// Order history budgets (DESIGN §8, issue 12) on PostgreSQL with the bench data set (`npm run bench:data` into the
// database of BENCH_DATABASE_URL, 1,000,000 orders): GET /api/general/v1/orders p97.5 <= 50 ms for every filter
// and sort the history screen offers, customerOrder(number) with every field p97.5 <= 30 ms; 20 connections.
// Twenty bench owners (two ship-tos each, My Orders on both) take turns request by request. The SQL statements of
// one history page and one detail are counted on the same database, and the slowest case's statement is
// explained, by apps/server/src/db/bench-data/orders-statements.ts.
import { benchDataScript, NO_BENCH_DATABASE, startOnBenchDatabase } from './lib/database.mjs';
import { body, buyerHeaders, graphql } from './lib/graphql.mjs';
import { loadInTurns } from './lib/load.mjs';

export const description =
  'orders: order history for every filter and sort (p97.5 <= 50 ms) and the order detail (p97.5 <= 30 ms) on the bench data';

const PORT = 3163;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_ORDERS_SECONDS ?? 5);
const BUYERS = 20;
const WARM_UP_SECONDS = 3;

const DETAIL = `query D($n: String!) { customerOrder(number: $n) {
  id order_number created_at grand_total { value currency } total_tax { value currency } status processing_status
  customer_order_number note_for_driver flexible_delivery
  items { line product_sku name material_type image { url label } quantity_ordered number_of_packages number_of_layer
    number_of_pallet price { value currency } row_total { value currency } }
  additional_data { empty_order_number beer_order delivery_date delivery_message empty_return ship_to_name ship_to_id
    total_empties_deposit { value currency } total_your_price { value currency } payment_method payment_method_title
    type_of_transport sap_id }
  shipping_address { name street city postalcode province country sap_id }
  billing_address { name street city postalcode province country sap_id }
  status_history { field from to source changed_at } change_refusal } }`;

/** Bench owners with My Orders on their ship-tos, each with a few of its order numbers. */
async function benchBuyers(client) {
  const { rows } = await client.query(
    `select u.email, array_agg(distinct r.ship_to_id order by r.ship_to_id) as ship_tos from users u
      join user_ship_to_roles r on r.user_id = u.id join roles ro on ro.id = r.role_id
      where u.email like 'bench.user.%' and u.status = 'Active'
        and 'My Orders' = any(ro.permissions || r.extended_permissions)
      group by u.id, u.email order by u.email limit $1`,
    [BUYERS],
  );
  if (rows.length < BUYERS) throw new Error(`only ${rows.length} bench owners with My Orders`);
  for (const buyer of rows) {
    const orders = await client.query(
      `select order_number from orders where ship_to_id = any($1) order by md5(order_number) limit 5`,
      [buyer.ship_tos],
    );
    buyer.orderNumbers = orders.rows.map((row) => row.order_number);
    if (buyer.orderNumbers.length === 0) throw new Error(`${buyer.email} has no orders`);
  }
  return rows;
}

const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** The history screen's cases: every filter, every sort both ways, paging; some depend on the buyer. */
const CASES = {
  'newest first (default)': () => '',
  'page 5': () => 'page=5',
  'page size 50': () => 'pageSize=50',
  'created last 90 days': () => `from=${daysAgo(90)}&to=${daysAgo(0)}`,
  'order number prefix': (buyer) => `orderNumber=${buyer.orderNumbers[0].slice(0, 6)}`,
  'customer order number prefix': () => 'customerOrderNumber=po',
  'one ship-to': (buyer) => `shipTo=${buyer.ship_tos[0]}`,
  'delivery status': () => 'deliveryStatus=AWAITING%20SHIPMENT',
  'processing status': () => 'processingStatus=Completely%20Processed',
  'kind empties': () => 'kind=empties',
  'kind beer': () => 'kind=beer',
  'sort created_at asc': () => 'sort=created_at&dir=asc',
  'sort delivery_date desc': () => 'sort=delivery_date',
  'sort order_number asc': () => 'sort=order_number&dir=asc',
  'sort grand_total desc': () => 'sort=grand_total',
  'every filter at once': (buyer) =>
    `shipTo=${buyer.ship_tos[0]}&from=${daysAgo(365)}&to=${daysAgo(0)}&deliveryStatus=DELIVERED&processingStatus=Completely%20Processed&kind=beer&orderNumber=2&sort=grand_total&dir=asc`,
};

/** The history asked for `seconds` by 20 connections, the buyers taking turns request by request. */
function historyLoad(url, buyers, queryOf, seconds) {
  return loadInTurns({
    url,
    callers: buyers,
    pathOf: (buyer) => {
      const query = queryOf(buyer);
      return `/api/general/v1/orders${query ? `?${query}` : ''}`;
    },
    connections: CONNECTIONS,
    duration: seconds,
  });
}

export async function run({ startServer, load, repoRoot }) {
  const started = await startOnBenchDatabase({
    startServer,
    repoRoot,
    port: PORT,
    dataDir: 'var/bench-orders',
  });
  if (!started) return NO_BENCH_DATABASE;
  const { client, server } = started;
  try {
    const buyers = await benchBuyers(client);
    for (const buyer of buyers)
      buyer.headers = await buyerHeaders(server.url, buyer.email, buyer.ship_tos[0]);

    // Every case must answer 200 with orders before it is measured; this also warms the server.
    for (const [name, queryOf] of Object.entries(CASES)) {
      for (const buyer of buyers) {
        const response = await fetch(`${server.url}/api/general/v1/orders?${queryOf(buyer)}`, {
          headers: buyer.headers,
        });
        if (response.status !== 200) throw new Error(`${name}: ${response.status} ${await response.text()}`);
      }
    }
    for (const buyer of buyers)
      await graphql(server.url, buyer.headers, body(DETAIL, { n: buyer.orderNumbers[0] }));

    // A running server has compiled its hot paths long before; without this the first case measured pays for it.
    await historyLoad(server.url, buyers, CASES['newest first (default)'], WARM_UP_SECONDS);

    const round = (value) => Math.round(value * 10) / 10;
    const figures = {};
    const cases = [];
    for (const [name, queryOf] of Object.entries(CASES)) {
      const result = await historyLoad(server.url, buyers, queryOf, SECONDS);
      cases.push({ name, query: queryOf(buyers[0]), ...result });
      figures[`history ${name}`] =
        `p50 ${result.p50} ms, p97.5 ${result.p97_5} ms, ${result.rps} req/s, ${JSON.stringify(result.statuses)}`;
    }
    let nextDetail = 0;
    const detail = await load({
      url: `${server.url}/graphql`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          setupRequest: (request) => {
            const index = nextDetail++;
            const buyer = buyers[index % buyers.length];
            const number = buyer.orderNumbers[Math.floor(index / buyers.length) % buyer.orderNumbers.length];
            return { ...request, method: 'POST', headers: buyer.headers, body: body(DETAIL, { n: number }) };
          },
        },
      ],
    });
    figures['detail customerOrder'] =
      `p50 ${detail.p50} ms, p97.5 ${detail.p97_5} ms, ${detail.rps} req/s, ${JSON.stringify(detail.statuses)}`;

    const slowest = cases.reduce((worst, current) => (current.p97_5 > worst.p97_5 ? current : worst));
    const sqlSide = benchDataScript(repoRoot, 'orders-statements.ts', [
      buyers[0].email,
      slowest.query,
      buyers[0].orderNumbers[0],
    ]);
    console.log(`\nEXPLAIN ANALYZE of the slowest history case (${slowest.name}: ?${slowest.query}):`);
    console.log(sqlSide.explain.join('\n'));

    const historyWorst = Math.max(...cases.map((current) => current.p97_5));
    return {
      buyers: buyers.length,
      shipTosPerBuyer: sqlSide.shipTos,
      secondsPerCase: SECONDS,
      ...figures,
      historyWorstP97_5Ms: round(historyWorst),
      slowestCase: slowest.name,
      detailP97_5Ms: detail.p97_5,
      sqlStatementsPerHistoryPage: sqlSide.historyStatements,
      sqlStatementsPerDetail: sqlSide.detailStatements,
      budget: 'history p97.5 <= 50 ms, detail p97.5 <= 30 ms',
      withinBudget: historyWorst <= 50 && detail.p97_5 <= 30,
    };
  } finally {
    await server.stop();
    await client.end();
  }
}
