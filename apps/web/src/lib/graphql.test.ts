import { describe, expect, it, vi } from 'vitest';
import { REQUEST_HEADERS } from '@spina/domain';
import type { TypedDocumentString } from '../gql/graphql';
import { ApiError, ForbiddenError, UnauthorizedError } from './api-errors';
import { graphqlRequest, GraphQLRequestError } from './graphql';
import { LOCAL_KEYS, SESSION_KEYS } from './storage';

const document = 'query Ping { ping }' as unknown as TypedDocumentString<
  { ping: string },
  Record<string, never>
>;

function answer(body: unknown, status = 200) {
  const fetchMock = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('graphqlRequest (spec 1 §7)', () => {
  it('POSTs the operation to /graphql and returns its data', async () => {
    const fetchMock = answer({ data: { ping: 'pong' } });
    await expect(graphqlRequest(document, {})).resolves.toEqual({ ping: 'pong' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'query Ping { ping }', variables: {} });
  });

  it('sends every header of spec 1 §7 from browser storage, accents stripped (spec 1 §5)', async () => {
    localStorage.setItem(LOCAL_KEYS.shipToId, '0000100001');
    localStorage.setItem(LOCAL_KEYS.deliveryDate, '2026-06-12');
    localStorage.setItem(LOCAL_KEYS.standardDeliveryDate, '2026-06-11');
    localStorage.setItem(LOCAL_KEYS.store, 'LivePortal_IT_it');
    localStorage.setItem(LOCAL_KEYS.shippingMethod, 'freeshipping_freeshipping');
    localStorage.setItem(LOCAL_KEYS.onlyEmpties, '0');
    localStorage.setItem(LOCAL_KEYS.noteForDriver, 'Consegna dopo le 10, citofono Società Caffè');
    localStorage.setItem(LOCAL_KEYS.customerOrderNumber, 'Ordine n° 12 – è urgente');
    localStorage.setItem(LOCAL_KEYS.lang, 'en');
    localStorage.setItem(LOCAL_KEYS.customerType, 'On Premise');
    localStorage.setItem(LOCAL_KEYS.productRecoEnabled, '1');
    localStorage.setItem(LOCAL_KEYS.cartSkus, 'SKU1,SKU2');
    sessionStorage.setItem(SESSION_KEYS.idToken, 'abc.def.ghi');
    const fetchMock = answer({ data: { ping: 'pong' } });
    await graphqlRequest(document, {});
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(Object.keys(headers)).toEqual(expect.arrayContaining([...REQUEST_HEADERS]));
    expect(headers).toMatchObject({
      outletid: '0000100001',
      datepopup: '2026-06-12',
      standarddeliverydate: '2026-06-11',
      store: 'LivePortal_IT_it',
      outletdeliverymethod: 'freeshipping_freeshipping',
      authorization: 'Bearer abc.def.ghi',
      onlyEmpties: '0',
      noteForDriver: 'Consegna dopo le 10, citofono Societa Caffe',
      customerOrderNumber: 'Ordine n 12  e urgente',
      lang: 'en',
      customertype: 'On Premise',
      productrecoenabled: '1',
      cartSKUs: 'SKU1,SKU2',
    });
    for (const value of Object.values(headers)) expect(value).toMatch(/^[ -~]*$/);
  });

  it('leaves out headers with nothing stored and sends Italian as the default language', async () => {
    const fetchMock = answer({ data: { ping: 'pong' } });
    await graphqlRequest(document, {});
    const headers = fetchMock.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.authorization).toBeUndefined();
    expect(headers.outletid).toBeUndefined();
    expect(headers.lang).toBe('it');
  });

  it('turns a 401 into UnauthorizedError and a 403 into ForbiddenError', async () => {
    answer(
      {
        data: null,
        errors: [
          { message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED', statusCode: 401 } },
        ],
      },
      401,
    );
    const unauthorized = await graphqlRequest(document, {}).catch((error: unknown) => error);
    expect(unauthorized).toBeInstanceOf(UnauthorizedError);
    expect(unauthorized).toMatchObject({ kind: 'unauthorized', status: 401, code: 'UNAUTHENTICATED' });

    answer(
      {
        data: null,
        errors: [
          {
            message: 'ShipTo suspended - Select another ShipTo',
            extensions: { code: 'SHIP_TO_SUSPENDED', statusCode: 403 },
          },
        ],
      },
      403,
    );
    const forbidden = await graphqlRequest(document, {}).catch((error: unknown) => error);
    expect(forbidden).toBeInstanceOf(ForbiddenError);
    expect(forbidden).toMatchObject({
      status: 403,
      code: 'SHIP_TO_SUSPENDED',
      message: 'ShipTo suspended - Select another ShipTo',
    });
  });

  it('recognises an access error reported only in the error extensions', async () => {
    answer(
      { data: null, errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN', statusCode: 403 } }] },
      200,
    );
    await expect(graphqlRequest(document, {})).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('reports other GraphQL errors with every message and code', async () => {
    answer(
      {
        data: null,
        errors: [{ message: 'Query is too expensive', extensions: { code: 'QUERY_TOO_EXPENSIVE' } }],
      },
      400,
    );
    const error = await graphqlRequest(document, {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'bad-request', status: 400 });

    answer({
      data: { ping: null },
      errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }],
    });
    const graphqlError = await graphqlRequest(document, {}).catch((caught: unknown) => caught);
    expect(graphqlError).toBeInstanceOf(GraphQLRequestError);
    expect((graphqlError as GraphQLRequestError).errors[0]?.extensions?.code).toBe('INTERNAL');
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(graphqlRequest(document, {})).rejects.toMatchObject({ kind: 'network' });
  });
});
