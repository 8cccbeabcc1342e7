// One misbehaving caller against the embedded database (issue 8, finding 2), on the demo data: while abusive
// GraphQL documents are sent by 8 concurrent connections for 8 s each, /healthz is probed back to back and a
// well-behaved buyer asks for an ordinary products page. The bar: a 300-alias, 100-item products request
// is refused or answered cheaply while /healthz keeps answering in under 100 ms.
// Scenarios (see ABUSES): the buyer's 300 aliases of products(search, pageSize: 100), and 30 of them; an
// anonymous 3.5 MB document of 200,000 aliased __typename; an anonymous document within the bounds whose comment
// changes on every request, so that the parse cache never helps. The abuse is sent from a worker thread so that
// the probes' timings are not this thread's own sending.
import { loadavg } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { cpuMs } from './lib/cpu.mjs';
import { percentile } from './lib/load.mjs';

export const description =
  'one abusive caller (300 aliased 100-item searches, 3.5 MB documents, cache-busting documents): /healthz and a buyer meanwhile';

const PORT = 3111;
const DEMO_EMAIL = 'onpremise@example.com';
const DEMO_PASSWORD = 'Spina-Demo-2026!';
const CONNECTIONS = 8;
const DURATION_S = 8;

const round = (value) => Math.round(value * 10) / 10;
const summary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? NaN),
  };
};

/** The first ACTIVE ship-to of a permission schema anywhere in the user info answer. */
function activeShipTo(value) {
  if (Array.isArray(value)) return value.map(activeShipTo).find(Boolean);
  if (!value || typeof value !== 'object') return undefined;
  if (typeof value.shipToId === 'string' && value.shipToStatus === 'ACTIVE') return value.shipToId;
  return Object.values(value).map(activeShipTo).find(Boolean);
}

async function signIn(url) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      variables: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    }),
  });
  const token = (await response.json()).data?.generateCustomerToken?.token;
  if (!token) throw new Error(`sign-in failed with ${response.status}`);
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
  const info = await fetch(`${url}/api/identity/v1/users/GetUserInfoById/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const shipTo = activeShipTo(await info.json());
  if (!shipTo) throw new Error('the demo buyer has no active ship-to');
  return { authorization: `Bearer ${token}`, outletid: shipTo };
}

const searches = (count) =>
  JSON.stringify({
    query: `{ ${Array.from(
      { length: count },
      (_, i) =>
        `p${i}: products(search: "lager ${i}", currentPage: 1, pageSize: 100) { total_count items { sku } }`,
    ).join(' ')} }`,
  });

/** The abusive bodies by scenario; built in the flooding thread. */
const ABUSES = {
  // The request: refused by the document bounds before parsing.
  aliasedSearches: () => {
    const body = searches(300);
    return () => body;
  },
  // Within the alias limit: refused by the cost, which now counts the 100 rows each search reads.
  costlySearches: () => {
    const body = searches(30);
    return () => body;
  },
  // 3.5 MB: refused while the body is read.
  hugeDocument: () => {
    const body = JSON.stringify({
      query: `{ ${Array.from({ length: 200_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`,
    });
    return () => body;
  },
  // Within the bounds but never the same text twice, so that the parse cache never helps: 450 unknown fields,
  // each of which validation looks up and suggests for.
  cacheBusting: () => {
    let sequence = 0;
    const fields = Array.from({ length: 450 }, (_, i) => `f${i}`).join(' ');
    return () => JSON.stringify({ query: `# ${++sequence}\n{ ${fields} }` });
  },
};

/** Sends one scenario's bodies from `connections` loops for `seconds`, in this thread. */
async function flood({ url, scenario, headers, connections, seconds }) {
  const body = ABUSES[scenario]();
  const latencies = [];
  const statuses = {};
  const until = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: body(),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        // The server closes the connection on an oversized body while the upload goes on.
        statuses.closed = (statuses.closed ?? 0) + 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  return { latencies, statuses };
}

if (!isMainThread) parentPort.postMessage(await flood(workerData));

/** Floods from a worker thread, so that the probes' timings are not this thread's own sending. */
const floodInWorker = (options) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: options });
    worker.once('message', resolve);
    worker.once('error', reject);
  });

/** Probes `path` back to back until `done` resolves; returns the latencies. */
async function probe(url, path, done, init = {}) {
  const latencies = [];
  let finished = false;
  done.then(() => (finished = true));
  while (!finished) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, init);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

async function scenario({ url, pid }, buyer, name, headers) {
  const cpuBefore = cpuMs(pid);
  const attack = floodInWorker({
    url,
    scenario: name,
    headers,
    connections: CONNECTIONS,
    seconds: DURATION_S,
  });
  const buyerPage = JSON.stringify({
    query:
      'query { products(currentPage: 1, pageSize: 25) { total_count items { sku name your_price } page_info { total_pages } } }',
  });
  const [result, health, page] = await Promise.all([
    attack,
    probe(url, '/healthz', attack),
    probe(url, '/graphql', attack, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...buyer },
      body: buyerPage,
    }),
  ]);
  const serverCpu = cpuMs(pid) - cpuBefore;
  const abusive = summary(result.latencies);
  const healthz = summary(health);
  const buyerPageFigures = summary(page);
  return {
    [`${name}Requests`]: abusive.count,
    [`${name}Statuses`]: JSON.stringify(result.statuses),
    [`${name}P50Ms`]: abusive.p50,
    [`${name}P99Ms`]: abusive.p99,
    [`${name}HealthzProbes`]: healthz.count,
    [`${name}HealthzP50Ms`]: healthz.p50,
    [`${name}HealthzP99Ms`]: healthz.p99,
    [`${name}HealthzMaxMs`]: healthz.max,
    [`${name}BuyerPageP50Ms`]: buyerPageFigures.p50,
    [`${name}BuyerPageP99Ms`]: buyerPageFigures.p99,
    // Server CPU over the scenario (the buyer's pages and probes included) per abusive request: unlike the
    // latencies, it does not depend on how busy the machine is.
    [`${name}ServerCpuMsPerRequest`]: round(serverCpu / abusive.count),
  };
}

export async function run({ startServer, repoRoot }) {
  const server = await startServer({
    port: PORT,
    env: { DATA_DIR: `${repoRoot}/var/bench-abuse` },
    timeoutMs: 300_000,
  });
  try {
    const buyer = await signIn(server.url);
    const idle = summary(
      await probe(server.url, '/healthz', new Promise((resolve) => setTimeout(resolve, 2000))),
    );

    return {
      // The machine's load when the run began: the figures are only comparable between runs at a similar load.
      loadAverage1m: round(loadavg()[0]),
      idleHealthzP50Ms: idle.p50,
      idleHealthzP99Ms: idle.p99,
      ...(await scenario(server, buyer, 'aliasedSearches', buyer)),
      ...(await scenario(server, buyer, 'costlySearches', buyer)),
      ...(await scenario(server, buyer, 'hugeDocument', {})),
      ...(await scenario(server, buyer, 'cacheBusting', {})),
    };
  } finally {
    await server.stop();
  }
}
