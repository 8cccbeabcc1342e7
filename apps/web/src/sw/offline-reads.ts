import { isGraphqlWrite } from '../lib/graphql-operation';

/**
 * The buyer's reads (catalogue, cart, orders, menus) saved by the service worker so that they stay readable
 * when the network drops: each read goes to the network first and its answer is kept; only when the network
 * cannot be reached is the kept answer given instead (decision 0038). Writes are never kept nor answered here.
 */

/** Where a read's answer is filed: the cache files by address, and a GraphQL read is a POST whose body matters. */
const KEY_PATH = '/offline-reads/';

/**
 * Headers left out of the key. The token changes at every renewal: its subject (the user) goes into the key
 * instead. The rest (ship-to, delivery date, language, store...) choose the answer, so they stay.
 */
const NOT_IN_KEY = new Set(['authorization', 'content-length', 'idempotency-key']);

/** The user a bearer token names (its `sub`), read without verifying it: it only keeps users' answers apart. */
export function subjectOf(authorization: string | null): string {
  const payload = authorization?.replace(/^Bearer\s+/i, '').split('.')[1];
  if (!payload) return '';
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : '';
  } catch {
    return '';
  }
}

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The key a read's answer is kept under, or null for a request that is not a read: a GraphQL mutation, any
 * other POST, a body that is not a GraphQL request. The key covers the address, the body, the headers that
 * choose the answer and the user, so another ship-to, language or user never gets this answer.
 */
export async function offlineReadKey(request: Request): Promise<string | null> {
  const url = new URL(request.url);
  let body = '';
  if (request.method === 'POST' && url.pathname === '/graphql') {
    body = await request.clone().text();
    let query: unknown;
    try {
      query = (JSON.parse(body) as { query?: unknown }).query;
    } catch {
      return null;
    }
    if (typeof query !== 'string' || isGraphqlWrite(query)) return null;
  } else if (request.method !== 'GET') {
    return null;
  }
  const headers = [...request.headers]
    .filter(([name]) => !NOT_IN_KEY.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const material = JSON.stringify([
    request.method,
    url.pathname + url.search,
    body,
    headers,
    subjectOf(request.headers.get('authorization')),
  ]);
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(material));
  return `${url.origin}${KEY_PATH}${hex(digest)}`;
}

/** An answer worth keeping: a whole JSON answer (not an error, a redirect or a downloaded file). */
export function isKeptAnswer(response: Response): boolean {
  return response.status === 200 && (response.headers.get('content-type') ?? '').includes('application/json');
}

/** Where the answers are kept, and their limits (count and age). */
export type OfflineReadsStore = {
  open(): Promise<Pick<Cache, 'match' | 'put'>>;
  /** Records that the answer under `key` was just written, and drops the oldest and expired ones. */
  written(key: string): Promise<void>;
  /** Whether the answer under `key` is too old to be shown. */
  expired(key: string): Promise<boolean>;
};

/**
 * Answers a read from the network and keeps the answer (in the background, through `keep`); when the network
 * cannot be reached, answers the kept one, or fails as the network did. A request that is not a read is only
 * passed on.
 */
export async function networkFirstRead(
  request: Request,
  store: OfflineReadsStore,
  keep: (work: Promise<unknown>) => void,
  send: (request: Request) => Promise<Response> = (request) => fetch(request),
): Promise<Response> {
  const key = await offlineReadKey(request);
  if (key === null) return send(request);
  try {
    const response = await send(request);
    if (isKeptAnswer(response)) {
      const copy = response.clone();
      keep(
        store
          .open()
          .then((cache) => cache.put(key, copy))
          .then(() => store.written(key)),
      );
    }
    return response;
  } catch (failure) {
    const kept = (await store.expired(key)) ? undefined : await (await store.open()).match(key);
    if (kept) return kept;
    throw failure;
  }
}
