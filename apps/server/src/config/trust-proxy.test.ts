import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { loadConfig } from './env';

const signIn = (t: TestApp, email: string, forwardedFor: string) =>
  t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    payload: {
      query: `mutation { generateCustomerToken(email: "${email}", password: "Wrong-password-1!") { token } }`,
    },
  });

describe('TRUST_PROXY', () => {
  it('parses unset, true and address lists, and names the variable when bad', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32), SSO_SECRET: 'y'.repeat(32) }).trustProxy).toBe(false);
    expect(
      loadConfig({ JWT_SECRET: 'x'.repeat(32), SSO_SECRET: 'y'.repeat(32), TRUST_PROXY: 'true' }).trustProxy,
    ).toBe(true);
    expect(
      loadConfig({
        JWT_SECRET: 'x'.repeat(32),
        SSO_SECRET: 'y'.repeat(32),
        TRUST_PROXY: '10.0.0.1, 10.1.0.0/16',
      }).trustProxy,
    ).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  describe('when unset, a client cannot dodge the per-address sign-in throttle with X-Forwarded-For', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: 'false' });
    });
    afterAll(async () => t.close());

    // One account from one address is refused after 10 failures (decision 11): that holds only when the 11
    // attempts, each claiming another address, are all counted against the one real peer.
    it('counts every attempt against the real peer address', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const response = await signIn(t, 'nobody@example.com', `198.51.100.${attempt + 1}`);
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });
});
