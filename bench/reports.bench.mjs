// Reporting and My Documents budgets (DESIGN §8, issue 14) on PostgreSQL with the bench data set (`npm run
// bench:data` into the database of BENCH_DATABASE_URL, 1,000,000 orders with their documents, empties movements
// and contracts), 20 connections: every report over the last 12 months, with and without a brand or ship-to
// filter, and the contracts' progress, which is computed by the same volume rule, p97.5 <= 300 ms; the documents
// list (GetAllDocuments), first page and one type, p97.5 <= 50 ms.
// Twenty bench owners (two ship-tos each, Reporting, Contracts and My Documents on both) take turns request by
// request. The SQL statements of one request of every case are counted on the same database, and the slowest
// statement of the slowest report is explained, by apps/server/src/db/bench-data/reports-statements.ts.
import { benchDataScript, NO_BENCH_DATABASE, startOnBenchDatabase } from './lib/database.mjs';
import { buyerHeaders } from './lib/graphql.mjs';
import { loadInTurns } from './lib/load.mjs';

export const description =
  'reports: every report over 12 months and the contracts (p97.5 <= 300 ms), the documents list (p97.5 <= 50 ms) on the bench data';

const PORT = 3164;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_REPORTS_SECONDS ?? 5);
const BUYERS = 20;
const WARM_UP_SECONDS = 3;
const REPORT_BUDGET_MS = 300;
const DOCUMENTS_BUDGET_MS = 50;

const daysAgo = (days) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const PERIOD = `from=${daysAgo(365)}&to=${daysAgo(0)}`;
const REPORTS = '/api/content/v1/reports';
const DOCUMENTS = '/api/general/v1/documents/GetAllDocuments';

/** The Reporting screen's reports, the empties balance and the Contracts page, some depending on the buyer. */
const REPORT_CASES = {
  'volume by month': () => `${REPORTS}/data?report=volume-by-month&${PERIOD}`,
  'volume by brand': () => `${REPORTS}/data?report=volume-by-brand&${PERIOD}`,
  'volume by packaging': () => `${REPORTS}/data?report=volume-by-packaging&${PERIOD}`,
  'volume by ship-to': () => `${REPORTS}/data?report=volume-by-ship-to&${PERIOD}`,
  'volume by month, one brand': (buyer) =>
    `${REPORTS}/data?report=volume-by-month&${PERIOD}&brand=${buyer.brand}`,
  'volume by brand, one ship-to': (buyer) =>
    `${REPORTS}/data?report=volume-by-brand&${PERIOD}&shipTo=${buyer.ship_tos[1]}`,
  'empties balance': () => `${REPORTS}/empties-balance?${PERIOD}`,
  'empties balance, one ship-to': (buyer) =>
    `${REPORTS}/empties-balance?${PERIOD}&shipTo=${buyer.ship_tos[0]}`,
  'contracts with progress': () => '/api/general/v1/contracts',
  'contract evaluation': (buyer) =>
    `/api/general/v1/power-bi/contract-evaluation?contractId=${buyer.contract}`,
};
const DOCUMENT_CASES = {
  'documents, first page': () => DOCUMENTS,
  'documents, invoices only': () => `${DOCUMENTS}?type=INVOICE`,
};

/** Bench owners with Reporting, Contracts and My Documents on every ship-to, with a brand and a contract of theirs. */
async function benchBuyers(client) {
  const { rows } = await client.query(
    `select u.email, array_agg(distinct r.ship_to_id order by r.ship_to_id) as ship_tos from users u
      join user_ship_to_roles r on r.user_id = u.id join roles ro on ro.id = r.role_id
      where u.email like 'bench.user.%' and u.status = 'Active'
        and array['Reporting', 'Contracts', 'My Documents'] <@ (ro.permissions || r.extended_permissions)
      group by u.id, u.email having count(*) >= 2 order by u.email limit $1`,
    [BUYERS],
  );
  if (rows.length < BUYERS)
    throw new Error(`only ${rows.length} bench owners with Reporting and My Documents`);
  for (const buyer of rows) {
    // The brand they bought most in the period, so the brand filter has rows to add up.
    const brand = await client.query(
      `select p.brand_id from orders o join order_items i on i.order_id = o.id join products p on p.sku = i.sku
        where o.ship_to_id = any($1) and o.delivery_date >= $2 and p.brand_id is not null
        group by 1 order by count(*) desc, 1 limit 1`,
      [buyer.ship_tos, daysAgo(365)],
    );
    const contract = await client.query(
      `select id from customer_contracts where ship_to_ids && $1::text[] and period_start <= current_date
        order by period_start desc limit 1`,
      [buyer.ship_tos],
    );
    buyer.brand = brand.rows[0]?.brand_id;
    buyer.contract = contract.rows[0]?.id;
    if (!buyer.brand || !buyer.contract) throw new Error(`${buyer.email} has no orders or no contract`);
  }
  return rows;
}

export async function run({ startServer, repoRoot }) {
  const started = await startOnBenchDatabase({
    startServer,
    repoRoot,
    port: PORT,
    dataDir: 'var/bench-reports',
  });
  if (!started) return NO_BENCH_DATABASE;
  const { client, server } = started;
  try {
    const buyers = await benchBuyers(client);
    for (const buyer of buyers)
      buyer.headers = await buyerHeaders(server.url, buyer.email, buyer.ship_tos[0]);
    const cases = [
      ...Object.entries(REPORT_CASES).map(([name, pathOf]) => ({ name, pathOf, report: true })),
      ...Object.entries(DOCUMENT_CASES).map(([name, pathOf]) => ({ name, pathOf, report: false })),
    ];

    // Every case must answer 200 with something to show before it is measured; this also warms the server.
    for (const { name, pathOf } of cases) {
      for (const buyer of buyers) {
        const response = await fetch(`${server.url}${pathOf(buyer)}`, { headers: buyer.headers });
        const text = await response.text();
        if (response.status !== 200) throw new Error(`${name}: ${response.status} ${text}`);
        const json = JSON.parse(text);
        if ((json.rows ?? json.results ?? json.by_brand)?.length === 0)
          throw new Error(`${name}: nothing for ${buyer.email}`);
      }
    }
    // A running server has compiled its hot paths long before; without this the first case measured pays for it.
    await loadInTurns({
      url: server.url,
      callers: buyers,
      pathOf: cases[0].pathOf,
      connections: CONNECTIONS,
      duration: WARM_UP_SECONDS,
    });

    for (const current of cases) {
      const result = await loadInTurns({
        url: server.url,
        callers: buyers,
        pathOf: current.pathOf,
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const non2xx = Object.entries(result.statuses)
        .filter(([status]) => !status.startsWith('2'))
        .reduce((sum, [, count]) => sum + count, 0);
      Object.assign(current, result, { non2xx, unanswered: result.errors + result.timeouts });
    }

    const reports = cases.filter((current) => current.report);
    const documents = cases.filter((current) => !current.report);
    const slowest = reports.reduce((worst, current) => (current.p97_5 > worst.p97_5 ? current : worst));
    const sqlSide = benchDataScript(repoRoot, 'reports-statements.ts', [
      JSON.stringify({
        email: buyers[0].email,
        shipToId: buyers[0].ship_tos[0],
        cases: cases.map((current) => ({ name: current.name, path: current.pathOf(buyers[0]) })),
        explain: slowest.name,
      }),
    ]);
    console.log(
      `\nEXPLAIN ANALYZE of the slowest statement (${sqlSide.explained.ms} ms) of the slowest report (${slowest.name}):`,
    );
    console.log(sqlSide.explained.query.replace(/\s+/g, ' '));
    console.log(sqlSide.explained.plan.join('\n'));

    const figures = {};
    for (const current of cases) {
      figures[current.name] =
        `p50 ${current.p50} ms, p97.5 ${current.p97_5} ms, ${current.rps} req/s, ` +
        `non-2xx ${current.non2xx}${current.unanswered ? `, unanswered ${current.unanswered}` : ''}, ` +
        `${sqlSide.statements[current.name]} SQL statements`;
    }
    const worst = (list) => Math.max(...list.map((current) => current.p97_5));
    const failed = cases.reduce((sum, current) => sum + current.non2xx + current.unanswered, 0);
    return {
      buyers: buyers.length,
      period: PERIOD,
      secondsPerCase: SECONDS,
      ...figures,
      reportsWorstP97_5Ms: worst(reports),
      slowestReport: slowest.name,
      documentsWorstP97_5Ms: worst(documents),
      sqlStatementsPerReport: sqlSide.statements['volume by brand'],
      sqlStatementsPerDocumentsPage: sqlSide.statements['documents, first page'],
      failedRequests: failed,
      budget: `reports p97.5 <= ${REPORT_BUDGET_MS} ms, documents list p97.5 <= ${DOCUMENTS_BUDGET_MS} ms, every answer 2xx`,
      withinBudget:
        worst(reports) <= REPORT_BUDGET_MS && worst(documents) <= DOCUMENTS_BUDGET_MS && failed === 0,
    };
  } finally {
    await server.stop();
    await client.end();
  }
}
