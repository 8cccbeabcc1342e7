import { IDENTITY_MESSAGES } from '@spina/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInRequest } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createUser, DEMO_PASSWORD } from '../../../test/identity-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const WRONG = 'Wrong-Password-123!';
let ipCounter = 0;
/** An address of its own (a documentation range, RFC 5737) for each call. */
const freshIp = () => ({ 'x-forwarded-for': `198.51.${100 + (++ipCounter >> 8)}.${ipCounter & 255}` });

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

const LIMIT = 10;
const ACCOUNT_WIDE = 50;
const ADDRESS_WIDE = 100;

describe('sign-in throttle (DESIGN §8): only completed failures count, and nobody else can lock an owner out', () => {
  it('one account from one address: 10 failures → 429, even for the right password, from there only', async () => {
    const email = 'throttle.pair@example.com';
    await createUser(t.db, { email });
    const office = freshIp();
    for (let i = 0; i < LIMIT; i++) expect((await attempt(email, WRONG, office)).statusCode).toBe(401);
    expectThrottled(await attempt(email, WRONG, office));
    expectThrottled(await attempt(email, DEMO_PASSWORD, office));
    // The owner, from an address without failures, is not held back by those made elsewhere.
    expect((await attempt(email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it('another user of the same office signs in while a colleague is throttled', async () => {
    const office = freshIp();
    await createUser(t.db, { email: 'throttle.colleague-a@example.com' });
    await createUser(t.db, { email: 'throttle.colleague-b@example.com' });
    for (let i = 0; i < LIMIT; i++) await attempt('throttle.colleague-a@example.com', WRONG, office);
    expectThrottled(await attempt('throttle.colleague-a@example.com', DEMO_PASSWORD, office));
    expect((await attempt('throttle.colleague-b@example.com', DEMO_PASSWORD, office)).statusCode).toBe(200);
  });

  it('10 wrong passwords spread over 10 addresses lock nobody out', async () => {
    const email = 'throttle.spread@example.com';
    await createUser(t.db, { email });
    const addresses = Array.from({ length: LIMIT }, freshIp);
    for (const address of addresses) expect((await attempt(email, WRONG, address)).statusCode).toBe(401);
    expect((await attempt(email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
    expect((await attempt(email, DEMO_PASSWORD, addresses[0]!)).statusCode).toBe(200);
  });

  it(`past ${ACCOUNT_WIDE} failures on an account, only addresses without a failure on it may still try`, async () => {
    const email = 'throttle.under-attack@example.com';
    await createUser(t.db, { email });
    const attackers = Array.from({ length: ACCOUNT_WIDE }, freshIp);
    for (const address of attackers) expect((await attempt(email, WRONG, address)).statusCode).toBe(401);
    expectThrottled(await attempt(email, WRONG, attackers[0]!));
    expectThrottled(await attempt(email, DEMO_PASSWORD, attackers[1]!));
    expect((await attempt(email, DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it(`one address spraying e-mails: ${ADDRESS_WIDE} failures → 429 for every e-mail from it`, async () => {
    const sprayer = freshIp();
    for (let i = 0; i < ADDRESS_WIDE; i++) {
      expect((await attempt(`throttle.spray${i}@example.com`, WRONG, sprayer)).statusCode).toBe(401);
    }
    await createUser(t.db, { email: 'throttle.sprayed@example.com' });
    expectThrottled(await attempt('throttle.sprayed@example.com', DEMO_PASSWORD, sprayer));
    expect((await attempt('throttle.sprayed@example.com', DEMO_PASSWORD, freshIp())).statusCode).toBe(200);
  });

  it("forgets this address's failures on the account after a successful sign-in", async () => {
    const email = 'throttle.recovers@example.com';
    await createUser(t.db, { email });
    const address = freshIp();
    for (let i = 0; i < LIMIT - 1; i++) await attempt(email, WRONG, address);
    expect((await attempt(email, DEMO_PASSWORD, address)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT - 1; i++) expect((await attempt(email, WRONG, address)).statusCode).toBe(401);
  });

  it('lets 20 correct concurrent sign-ins from one address all through (attempts in flight are no failures)', async () => {
    const email = 'throttle.busy-office@example.com';
    await createUser(t.db, { email });
    const office = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => attempt(email, DEMO_PASSWORD, office)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
  });

  it('checks no more than 10 concurrent guesses from one address', async () => {
    const email = 'throttle.concurrent@example.com';
    await createUser(t.db, { email });
    const address = freshIp();
    const responses = await Promise.all(Array.from({ length: 16 }, () => attempt(email, WRONG, address)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
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
