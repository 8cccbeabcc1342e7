import { describe, expect, it, vi } from 'vitest';
import {
  isKeptAnswer,
  networkFirstRead,
  offlineReadKey,
  subjectOf,
  type OfflineReadsStore,
} from './offline-reads';

const ORIGIN = 'http://spina.test';

/** A token whose payload names `sub` (the signature is not read). */
const tokenOf = (sub: string, extra: Record<string, unknown> = {}) =>
  `Bearer e30.${btoa(JSON.stringify({ sub, ...extra }))
    .replace(/=+$/, '')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')}.signature`;

function graphqlRead(
  query: string,
  headers: Record<string, string> = {},
  variables: Record<string, unknown> = {},
): Request {
  return new Request(`${ORIGIN}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

const PRODUCTS = 'query CatalogueProducts($page: Int) { products(currentPage: $page) { total_count } }';
const buyer = { authorization: tokenOf('user-1'), outletid: '0000100001', lang: 'it' };

/** The cache as a map, with the limits of the real one left out. */
function memoryStore(expired = false) {
  const entries = new Map<string, Response>();
  const store: OfflineReadsStore = {
    open: async () => ({
      match: async (key: RequestInfo | URL) => entries.get(String(key))?.clone(),
      put: async (key: RequestInfo | URL, response: Response) => {
        entries.set(String(key), response);
      },
    }),
    written: vi.fn(async () => undefined),
    expired: async () => expired,
  };
  return { entries, store };
}

const jsonAnswer = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** Runs the work the handler leaves for the background, as the service worker's waitUntil would. */
function background() {
  const pending: Array<Promise<unknown>> = [];
  return { keep: (work: Promise<unknown>) => void pending.push(work), done: () => Promise.all(pending) };
}

describe('offline reads: which requests, under which key (decision 0038)', () => {
  it('reads the user from the token without verifying it, and nobody from anything else', () => {
    expect(subjectOf(tokenOf('user-1', { exp: 1 }))).toBe('user-1');
    expect(subjectOf(null)).toBe('');
    expect(subjectOf('Bearer not-a-token')).toBe('');
  });

  it('keys GraphQL queries and REST reads, never a mutation or another write', async () => {
    expect(await offlineReadKey(graphqlRead(PRODUCTS, buyer))).toMatch(
      new RegExp(`^${ORIGIN}/offline-reads/[0-9a-f]{64}$`),
    );
    expect(await offlineReadKey(new Request(`${ORIGIN}/api/content/v1/pagemenu?lang=it`))).not.toBeNull();
    const addToCart =
      'mutation CartAddProducts($cartId: String!) { addProductsToCart(cartId: $cartId) { user_errors { code } } }';
    expect(await offlineReadKey(graphqlRead(addToCart, buyer))).toBeNull();
    const signIn = 'mutation SignIn($email: String!) { generateCustomerToken(email: $email) { token } }';
    expect(await offlineReadKey(graphqlRead(signIn))).toBeNull();
    expect(
      await offlineReadKey(new Request(`${ORIGIN}/api/tickets/v1/tickets`, { method: 'POST', body: '{}' })),
    ).toBeNull();
    expect(
      await offlineReadKey(new Request(`${ORIGIN}/graphql`, { method: 'POST', body: 'not json' })),
    ).toBeNull();
  });

  it('gives another user, ship-to, language or page another key; a renewed token of the same user the same', async () => {
    const key = await offlineReadKey(graphqlRead(PRODUCTS, buyer, { page: 1 }));
    const others = await Promise.all([
      offlineReadKey(graphqlRead(PRODUCTS, { ...buyer, authorization: tokenOf('user-2') }, { page: 1 })),
      offlineReadKey(graphqlRead(PRODUCTS, { ...buyer, outletid: '0000100002' }, { page: 1 })),
      offlineReadKey(graphqlRead(PRODUCTS, { ...buyer, lang: 'en' }, { page: 1 })),
      offlineReadKey(graphqlRead(PRODUCTS, buyer, { page: 2 })),
      offlineReadKey(graphqlRead(PRODUCTS, { outletid: '0000100001', lang: 'it' }, { page: 1 })),
    ]);
    for (const other of others) expect(other).not.toBe(key);
    const renewed = { ...buyer, authorization: tokenOf('user-1', { exp: 2 }) };
    expect(await offlineReadKey(graphqlRead(PRODUCTS, renewed, { page: 1 }))).toBe(key);
  });

  it('keeps whole JSON answers only', () => {
    expect(isKeptAnswer(jsonAnswer({ data: {} }))).toBe(true);
    expect(
      isKeptAnswer(new Response('{}', { status: 401, headers: { 'content-type': 'application/json' } })),
    ).toBe(false);
    expect(isKeptAnswer(new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }))).toBe(
      false,
    );
  });
});

describe('offline reads: network first, the kept answer when the network cannot be reached', () => {
  it('answers from the network and keeps the answer', async () => {
    const { entries, store } = memoryStore();
    const work = background();
    const response = await networkFirstRead(graphqlRead(PRODUCTS, buyer), store, work.keep, async () =>
      jsonAnswer({ data: { products: { total_count: 12 } } }),
    );
    expect(await response.json()).toEqual({ data: { products: { total_count: 12 } } });
    await work.done();
    expect(entries.size).toBe(1);
    expect(store.written).toHaveBeenCalledWith([...entries.keys()][0]);
  });

  it('answers the kept copy when the network fails, for the same user only', async () => {
    const { store } = memoryStore();
    const work = background();
    await networkFirstRead(graphqlRead(PRODUCTS, buyer), store, work.keep, async () =>
      jsonAnswer({ data: { products: { total_count: 12 } } }),
    );
    await work.done();
    const offline = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const kept = await networkFirstRead(graphqlRead(PRODUCTS, buyer), store, work.keep, offline);
    expect(await kept.json()).toEqual({ data: { products: { total_count: 12 } } });
    const otherUser = graphqlRead(PRODUCTS, { ...buyer, authorization: tokenOf('user-2') });
    await expect(networkFirstRead(otherUser, store, work.keep, offline)).rejects.toThrow('Failed to fetch');
  });

  it('never keeps nor answers a mutation: it goes to the network as it is', async () => {
    const { entries, store } = memoryStore();
    const work = background();
    const send = vi.fn(async () => jsonAnswer({ data: { placeOrder: { user_errors: [] } } }));
    await networkFirstRead(
      graphqlRead('mutation Place { placeOrder { user_errors { code } } }', buyer),
      store,
      work.keep,
      send,
    );
    await work.done();
    expect(send).toHaveBeenCalledTimes(1);
    expect(entries.size).toBe(0);
  });

  it('does not answer a copy older than the limit', async () => {
    const { entries, store } = memoryStore(true);
    const request = graphqlRead(PRODUCTS, buyer);
    entries.set((await offlineReadKey(request))!, jsonAnswer({ data: { products: { total_count: 1 } } }));
    await expect(
      networkFirstRead(
        request,
        store,
        () => undefined,
        async () => {
          throw new TypeError('Failed to fetch');
        },
      ),
    ).rejects.toThrow('Failed to fetch');
  });
});
