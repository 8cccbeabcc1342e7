import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithBuyer } from '../test/demo-scope';
import type { TestApp } from '../test/harness';
import { findNulCharacter } from './input-text';

/**
 * Issue 8, finding 5: a NUL character in any string reached PostgreSQL and came back as 200 INTERNAL. It is
 * refused at the boundary with a 400 that names where it was, and nothing runs.
 */
let t: TestApp;
let buyer: Record<string, string>;

beforeAll(async () => {
  ({ t, buyer } = await createTestAppWithBuyer());
});
afterAll(async () => t.close());

const SIGN_IN =
  'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

describe('NUL characters', () => {
  it('finds one in nested values and keys, and nowhere else', () => {
    expect(findNulCharacter({ a: [{ b: 'x\u0000y' }] })).toBe('/a/0/b');
    expect(findNulCharacter({ ['k\u0000']: 1 })).toBe('/k\u0000');
    expect(findNulCharacter({ a: ['ok', 1, null, { b: 'àé🍺' }] })).toBeNull();
  });

  it('refuses a GraphQL variable holding one, the anonymous sign-in included', async () => {
    const result = await t.graphql(SIGN_IN, { variables: { email: 'a\u0000@example.com', password: 'x' } });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CHARACTER');
    expect(result.errors?.[0]?.message).toContain('/body/variables/email');
  });

  it('refuses a GraphQL string literal holding one', async () => {
    const result = await t.graphql('{ products(search: "lager\\u0000", currentPage: 1) { total_count } }', {
      headers: buyer,
    });
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_CHARACTER');
  });

  it('refuses one in a REST body, query string or path', async () => {
    const body = await t.request({
      method: 'POST',
      url: '/auth/forgot-password',
      headers: { 'content-type': 'application/json' },
      payload: { email: 'x\u0000@example.com' },
    });
    const query = await t.request({ url: '/api/content/v1/publicbanners?location=home%00' });
    const path = await t.request({ url: '/api/identity/v1/users/%00', headers: buyer });
    for (const response of [body, query, path]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code, response.body).toBe('INVALID_CHARACTER');
    }
  });
});
