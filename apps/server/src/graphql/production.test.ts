import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/** The GraphQL endpoint as `npm start` serves it (NODE_ENV=production). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => t.close());

describe('GraphQL in production', () => {
  // Issue 8, finding 6: field suggestions named the schema while introspection was off.
  it('refuses a misspelt field without suggesting the right one', async () => {
    const result = await t.graphql('{ produts(currentPage: 1) { total_count } }');
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.message).toBe('Cannot query field "produts" on type "Query".');
  });

  it('refuses introspection', async () => {
    const result = await t.graphql('{ __schema { types { name } } }');
    expect(result.status).toBe(400);
  });

  // docs/decisions/0003: GET serves cacheable reads (queries) only; a mutation by GET is refused.
  it('runs a query by GET and refuses a mutation by GET', async () => {
    const read = await t.request({ url: '/graphql?query=%7B__typename%7D' });
    expect(read.json()).toEqual({ data: { __typename: 'Query' } });
    const write = await t.request({
      url: `/graphql?query=${encodeURIComponent('mutation { generateCustomerToken(email: "a@b.c", password: "x") { token } }')}`,
    });
    expect(write.statusCode).toBe(405);
    expect(write.json().data ?? null).toBeNull();
  });
});
