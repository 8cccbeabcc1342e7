// Sign-in cost and enumeration resistance, against the demo PGlite data (seeded on first start).
// - p95 of generateCustomerToken at 20 concurrent connections for 10 s, argon2id verification included;
// - the timing of an unknown e-mail against a wrong password (medians over 200 interleaved sequential attempts
//   each, and their ratio): both must cost the same, so that timing cannot tell whether an account exists.
// - the latency of a session renewal, POST /auth/refresh (median and p95 of 200 sequential renewals, each
//   with the refresh cookie the previous one set, as a browser renews every 15 minutes);
// - the timing of POST /auth/forgot-password for known and unknown e-mails (medians over 200 interleaved
//   sequential requests each): the request only counts the address and queues the rest, so both must cost the
//   same (less than 1 ms apart).
// The sign-in throttle (10 failures per account and per address in 15 minutes) would answer 429 within a few
// attempts, so this benchmark raises it with LOGIN_THROTTLE_LIMIT, an environment variable meant for
// benchmarks only. Reset requests are limited per address, so each comes from an address of its own
// (X-Forwarded-For, trusted through TRUST_PROXY).
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { median, percentile } from './lib/load.mjs';

export const description =
  'sign-in: p95 at 20 concurrent logins (argon2id included), unknown e-mail vs wrong password timing; ' +
  'forgot-password timing, known vs unknown e-mail';

const PORT = 3005;
const DEMO_EMAIL = 'onpremise@example.com';
/** Wrong passwords are tried on every demo account in turn, as an attacker would spread them. */
const DEMO_ACCOUNTS = [
  'onpremise@example.com',
  'basic@example.com',
  'franchisee@example.com',
  'outlet@example.com',
  'wholesaler@example.com',
  'pos@example.com',
  'academy@example.com',
  'cz@example.com',
  'staff@example.com',
];
const DEMO_PASSWORD = 'Spina-Demo-2026!';
const REFRESH_COOKIE = 'spina_refresh';
const ATTEMPTS = 200;

const signInBody = (email, password) =>
  JSON.stringify({
    query:
      'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    variables: { email, password },
  });

async function timedSignIn(url, email, password) {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody(email, password),
  });
  const body = await response.json();
  const elapsed = performance.now() - started;
  return { elapsed, status: response.status, code: body.errors?.[0]?.extensions?.code ?? null };
}

/** The refresh cookie an answer sets, as `name=value` for the next request's cookie header. */
function refreshCookieOf(response) {
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith(`${REFRESH_COOKIE}=`));
  if (!cookie) throw new Error(`no ${REFRESH_COOKIE} cookie in the answer (status ${response.status})`);
  return cookie.split(';')[0];
}

/** Median and p95 of sequential renewals of one session, each with the cookie the previous one set. */
async function refreshTiming(url) {
  const signIn = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody(DEMO_EMAIL, DEMO_PASSWORD),
  });
  await signIn.text();
  let cookie = refreshCookieOf(signIn);
  const times = [];
  for (let i = 0; i < 20 + ATTEMPTS; i++) {
    const started = performance.now();
    const response = await fetch(`${url}/auth/refresh`, { method: 'POST', headers: { cookie } });
    await response.text();
    const elapsed = performance.now() - started;
    cookie = refreshCookieOf(response);
    if (i >= 20) times.push(elapsed);
  }
  return {
    median: median(times),
    p95: percentile(
      [...times].sort((a, b) => a - b),
      95,
    ),
  };
}

let forgotAddress = 0;
async function timedForgot(url, email) {
  forgotAddress += 1;
  const started = performance.now();
  const response = await fetch(`${url}/auth/forgot-password`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `10.${(forgotAddress >> 8) & 255}.${forgotAddress & 255}.1`,
    },
    body: JSON.stringify({ email }),
  });
  await response.text();
  return { elapsed: performance.now() - started, status: response.status };
}

/** Runs both attempts, `one` first on even rounds and `other` first on odd ones; returns them as [one, other]. */
async function inAlternateOrder(round, one, other) {
  if (round % 2 === 0) {
    const first = await one();
    return [first, await other()];
  }
  const second = await other();
  return [await one(), second];
}

/** Active customer users of the demo data (demo users first), found by staff search, as known addresses. */
async function knownAddresses(url) {
  const staff = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: signInBody('staff@example.com', DEMO_PASSWORD),
  }).then((response) => response.json());
  const token = staff.data.generateCustomerToken.token;
  const found = await fetch(`${url}/api/identity/v1/users/SearchCustomerUsers?search=example`, {
    headers: { authorization: `Bearer ${token}` },
  }).then((response) => response.json());
  const active = found.results.filter((user) => user.status === 'Active').map((user) => user.email);
  return [...new Set([...DEMO_ACCOUNTS.filter((email) => email !== 'staff@example.com'), ...active])];
}

/**
 * Medians of forgot-password for known and unknown e-mails, interleaved (alternating which goes first) so that
 * drift and the queued e-mails of one weigh on both alike.
 */
async function forgotTiming(url) {
  const known = await knownAddresses(url);
  for (let i = 0; i < 20; i++) {
    await timedForgot(url, `warm-forgot-${i}@example.com`);
    await timedForgot(url, known[i % known.length]);
  }
  const unknownTimes = [];
  const knownTimes = [];
  const statuses = new Set();
  for (let i = 0; i < ATTEMPTS; i++) {
    const tryUnknown = () => timedForgot(url, `nobody-forgot-${i}@example.com`);
    const tryKnown = () => timedForgot(url, known[i % known.length]);
    const [unknownResult, knownResult] = await inAlternateOrder(i, tryUnknown, tryKnown);
    unknownTimes.push(unknownResult.elapsed);
    knownTimes.push(knownResult.elapsed);
    statuses.add(unknownResult.status).add(knownResult.status);
  }
  return {
    knownAccounts: known.length,
    unknownMedian: median(unknownTimes),
    knownMedian: median(knownTimes),
    statuses: [...statuses].join(', '),
  };
}

export async function run({ startServer, load, repoRoot }) {
  // A fresh copy of the demo data each run, so that earlier runs' failures and sessions weigh on nothing.
  const dataDir = join(repoRoot, 'var/bench-login');
  rmSync(dataDir, { recursive: true, force: true });
  const server = await startServer({
    port: PORT,
    env: { DATA_DIR: dataDir, LOGIN_THROTTLE_LIMIT: '1000000', TRUST_PROXY: 'true' },
    timeoutMs: 300_000,
  });
  try {
    const check = await timedSignIn(server.url, DEMO_EMAIL, DEMO_PASSWORD);
    if (check.status !== 200)
      throw new Error(`the demo user cannot sign in (status ${check.status}, ${check.code})`);

    const concurrent = await load({
      url: `${server.url}/graphql`,
      method: 'POST',
      connections: 20,
      duration: 10,
      headers: { 'content-type': 'application/json' },
      body: signInBody(DEMO_EMAIL, DEMO_PASSWORD),
    });

    // Warm both paths, then interleave them so that drift affects both alike.
    for (let i = 0; i < 20; i++) {
      await timedSignIn(server.url, `warm-${i}@example.com`, 'Wrong-Password-1!');
      await timedSignIn(server.url, DEMO_EMAIL, 'Wrong-Password-1!');
    }
    const unknown = [];
    const wrong = [];
    const codes = new Set();
    // Alternate which of the two goes first, so that neither profits from the other's warm caches.
    for (let i = 0; i < ATTEMPTS; i++) {
      const tryUnknown = () => timedSignIn(server.url, `nobody-${i}@example.com`, 'Wrong-Password-1!');
      const tryWrong = () =>
        timedSignIn(server.url, DEMO_ACCOUNTS[i % DEMO_ACCOUNTS.length], `Wrong-Password-${i}!`);
      const [a, b] = await inAlternateOrder(i, tryUnknown, tryWrong);
      unknown.push(a.elapsed);
      wrong.push(b.elapsed);
      codes.add(`${a.status} ${a.code}`).add(`${b.status} ${b.code}`);
    }
    const round = (value) => Math.round(value * 100) / 100;
    const unknownMedian = median(unknown);
    const wrongMedian = median(wrong);
    const forgot = await forgotTiming(server.url);
    const refresh = await refreshTiming(server.url);
    return {
      concurrentLogins: 20,
      loginRequests: concurrent.requests,
      loginRps: concurrent.rps,
      loginP50Ms: concurrent.p50,
      loginP95Ms: concurrent.p95,
      loginP99Ms: concurrent.p99,
      loginStatuses: JSON.stringify(concurrent.statuses),
      attemptsEach: ATTEMPTS,
      unknownEmailMedianMs: round(unknownMedian),
      wrongPasswordMedianMs: round(wrongMedian),
      wrongOverUnknownRatio: round(wrongMedian / unknownMedian),
      failureAnswers: [...codes].join(', '),
      forgotKnownAccounts: forgot.knownAccounts,
      forgotKnownMedianMs: round(forgot.knownMedian),
      forgotUnknownMedianMs: round(forgot.unknownMedian),
      forgotMedianDifferenceMs: round(Math.abs(forgot.knownMedian - forgot.unknownMedian)),
      forgotAnswers: forgot.statuses,
      refreshMedianMs: round(refresh.median),
      refreshP95Ms: round(refresh.p95),
    };
  } finally {
    await server.stop();
  }
}
