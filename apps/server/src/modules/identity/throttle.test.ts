import { IDENTITY_MESSAGES } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInRequest } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createUser, DEMO_PASSWORD } from '../../test/identity-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = 'Wrong-Password-123!';
let ipCounter = 0;
/** A fresh documentation address (RFC 5737) per call, so only the account counter grows. */
const freshIp = () => ({ 'x-forwarded-for': `198.51.100.${++ipCounter}` });

const attempt = (email: string, password: string, headers: Record<string, string>) =>
  signInRequest(t, email, password, headers);

function expectThrottled(response: Awaited<ReturnType<typeof attempt>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  expect(response.json().errors[0]).toMatchObject({
    message: IDENTITY_MESSAGES.tooManyAttempts,
    extensions: { code: 'TOO_MANY_REQUESTS', statusCode: 429 },
  });
  expect(response.cookies).toEqual([]);
}

describe('sign-in throttle: 10 failures in 15 minutes → 429 with Retry-After (DESIGN §8)', () => {
  it('per account, whatever the address: even the right password waits', async () => {
    const email = 'throttle.account@example.com';
    await createUser(t.db, { email });
    for (let i = 0; i < 10; i++) expect((await attempt(email, WRONG, freshIp())).statusCode).toBe(401);
    expectThrottled(await attempt(email, WRONG, freshIp()));
    expectThrottled(await attempt(email, DEMO_PASSWORD, freshIp()));
    // Another account is not affected.
    await createUser(t.db, { email: 'throttle.neighbour@example.com' });
    expect((await attempt('throttle.neighbour@example.com', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('per address, whatever the e-mails tried (unknown ones included)', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 10; i++) {
      expect((await attempt(`throttle.nobody${i}@example.com`, WRONG, ip)).statusCode).toBe(401);
    }
    await createUser(t.db, { email: 'throttle.same-ip@example.com' });
    expectThrottled(await attempt('throttle.same-ip@example.com', DEMO_PASSWORD, ip));
    expect((await attempt('throttle.same-ip@example.com', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('forgets the account failures after a successful sign-in', async () => {
    const email = 'throttle.recovers@example.com';
    await createUser(t.db, { email });
    for (let i = 0; i < 9; i++) await attempt(email, WRONG, freshIp());
    expect((await attempt(email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await attempt(email, WRONG, freshIp())).statusCode).toBe(401);
  });

  it('counts concurrent attempts: no more than 10 passwords are checked', async () => {
    const email = 'throttle.concurrent@example.com';
    await createUser(t.db, { email });
    const responses = await Promise.all(Array.from({ length: 16 }, () => attempt(email, WRONG, freshIp())));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(6);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
  });
});

describe('GraphQL aliases cannot multiply sign-in attempts', () => {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.200' };
  const send = (query: string) => t.request({ method: 'POST', url: '/graphql', headers, payload: { query } });

  it.each([
    [
      'two aliases',
      `mutation { a: generateCustomerToken(email: "x@example.com", password: "p") { token }
                  b: generateCustomerToken(email: "x@example.com", password: "q") { token } }`,
    ],
    [
      'fragments spreading the field twice',
      `mutation { ...A ...B }
       fragment A on Mutation { a: generateCustomerToken(email: "x@example.com", password: "p") { token } }
       fragment B on Mutation { b: generateCustomerToken(email: "x@example.com", password: "q") { token } }`,
    ],
    [
      'one fragment spread twice through inline fragments',
      `mutation { ... on Mutation { ...A } ... on Mutation { c: generateCustomerToken(email: "y@example.com", password: "p") { token } } }
       fragment A on Mutation { a: generateCustomerToken(email: "x@example.com", password: "p") { token } }`,
    ],
  ])('refuses %s before any password is checked', async (_name, query) => {
    const response = await send(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      data: null,
      errors: [
        { message: IDENTITY_MESSAGES.signInOncePerRequest, extensions: { code: 'SIGN_IN_ONCE_PER_REQUEST' } },
      ],
    });
  });

  it('lets one sign-in per operation through, and counts it', async () => {
    const email = 'throttle.alias@example.com';
    await createUser(t.db, { email });
    const query = `mutation { only: generateCustomerToken(email: "${email}", password: "${DEMO_PASSWORD}") { token } }`;
    const response = await send(query);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.only.token).toEqual(expect.any(String));
  });
});
