import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithBuyer } from '../test/demo-scope';
import type { TestApp } from '../test/harness';
import { listSizeGaps, MAX_QUERY_COST, queryCost } from './cost';
import { DOCUMENT_LIMITS } from './document-limits';
import { parse } from 'graphql';

/**
 * Issue 8, finding 2 ("one request can stall the whole server"): the cost grows with the page asked for, and
 * documents are bounded (characters, tokens, aliases, fields) before parsing and validation.
 */
let t: TestApp;
let buyer: Record<string, string>;

beforeAll(async () => {
  ({ t, buyer } = await createTestAppWithBuyer());
});
afterAll(async () => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

const codeOf = (body: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  body.errors?.[0]?.extensions?.code;

const aliasedProducts = (count: number, selection: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `p${i}: products(search: "lager ${i}", currentPage: 1, pageSize: 100) { ${selection} }`).join(' ')} }`;

describe('cost of paged fields', () => {
  it('refuses many aliased 100-product searches that ask for little, before any runs', async () => {
    const result = await t.graphql(aliasedProducts(25, 'total_count'), { headers: buyer });
    expect(result.status).toBe(400);
    expect(codeOf(result)).toBe('QUERY_TOO_COMPLEX');
    expect(result.data).toBeNull();
  });

  it('lets the web ask for a products page of 100 cards with its facets', async () => {
    const card =
      'uid sku name catalog_product_name your_price your_price_tax favourites promo product_new product_last product_sale product_seasonal product_recommended packaging packaging_enable material_type volume_ml number_of_items_in_box saleability { sellable disabled_from disabled_to } small_image { url label }';
    const query = `query ($page: Int) { products(currentPage: 1, pageSize: $page) { total_count items { ${card} } aggregations { attribute_code label count options { label value count } } page_info { page_size total_pages current_page } } }`;
    expect(queryCost(t.app.graphql.schema, parse(query), { page: 100 })).toBeLessThanOrEqual(MAX_QUERY_COST);
    const result = await t.graphql(query, { headers: buyer, variables: { page: 100 } });
    expect(result.errors).toBeUndefined();
    expect(result.status).toBe(200);
  });

  it('declares how every field with a page argument pages', () => {
    expect(listSizeGaps(t.app.graphql.schema)).toEqual([]);
  });
});

describe('document bounds', () => {
  it('refuses a body far beyond the limit while reading it (200,000 aliased __typename, 3.5 MB)', async () => {
    const query = `{ ${Array.from({ length: 200_000 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const response = await post({ query });
    expect(response.statusCode).toBe(413);
    expect(response.headers.connection).toBe('close');
  });

  it('refuses a document longer than the character limit', async () => {
    const response = await post({ query: `{ __typename ${' '.repeat(DOCUMENT_LIMITS.characters)}}` });
    expect(response.statusCode).toBe(400);
    expect(codeOf(response.json())).toBe('DOCUMENT_TOO_LARGE');
  });

  it('stops parsing at the token limit', async () => {
    const response = await post({ query: `{ ${'a '.repeat(DOCUMENT_LIMITS.tokens)}}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/tokens/);
  });

  it('refuses too many aliases and too many fields before validation', async () => {
    const aliases = `{ ${Array.from({ length: DOCUMENT_LIMITS.aliases + 1 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const aliased = await post({ query: aliases });
    expect({ status: aliased.statusCode, code: codeOf(aliased.json()) }).toEqual({
      status: 400,
      code: 'DOCUMENT_TOO_LARGE',
    });
    const fields = `{ ${'__typename '.repeat(DOCUMENT_LIMITS.fields + 1)}}`;
    const repeated = await post({ query: fields });
    expect({ status: repeated.statusCode, code: codeOf(repeated.json()) }).toEqual({
      status: 400,
      code: 'DOCUMENT_TOO_LARGE',
    });
  });

  it('refuses a field selected more than the limit under one name, inline fragments included', async () => {
    const times = DOCUMENT_LIMITS.repeats + 1;
    for (const query of [
      `{ ${'__typename '.repeat(times)}}`,
      `{ ${'... on Query { __typename } '.repeat(times)}}`,
    ]) {
      const response = await post({ query });
      expect({ query, status: response.statusCode, code: codeOf(response.json()) }).toEqual({
        query,
        status: 400,
        code: 'DOCUMENT_TOO_LARGE',
      });
    }
    expect((await post({ query: `{ ${'__typename '.repeat(DOCUMENT_LIMITS.repeats)}}` })).statusCode).toBe(
      200,
    );
  });

  it('stops validating after a few errors', async () => {
    const unknown = Array.from({ length: 400 }, (_, i) => `f${i}`).join(' ');
    const response = await post({ query: `{ ${unknown} }` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.length).toBeLessThanOrEqual(DOCUMENT_LIMITS.validationErrors + 1);
  });

  it('refuses a query that is not GraphQL text: a number, or JSON posing as a syntax tree', async () => {
    for (const query of [123, '123', JSON.stringify({ kind: 'Document', definitions: [] })]) {
      const response = await post({ query });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(codeOf(response.json()), String(query)).not.toBe('INTERNAL');
    }
  });

  it('still answers an ordinary query', async () => {
    const response = await post({ query: '{ __typename }' });
    expect(response.json()).toEqual({ data: { __typename: 'Query' } });
  });
});
