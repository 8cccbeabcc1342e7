import {
  FOOD_PAIRING_PATH,
  pairingHistorySchema,
  pairingResultSchema,
  PAIRING_MAX_SUGGESTIONS,
  styleFamilyOf,
  type PairingChoice,
} from '@spina/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodPairings, products } from '../../db/schema';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { userIdOf } from '../../test/identity-fixtures';

const URL = `/api/content/v1/${FOOD_PAIRING_PATH}`;
const PIZZA: PairingChoice = {
  dish: 'pizza',
  cuisine: 'italian',
  occasion: 'aperitivo',
  flavour: 'light-crisp',
};
const STEW: PairingChoice = {
  dish: 'stew-roast',
  cuisine: 'central-european',
  occasion: 'celebration',
  flavour: 'malty-rich',
};

let t: TestApp;
let owner: Record<string, string>;
let other: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t, 'onpremise@example.com');
  other = await signIn(t, 'franchisee@example.com');
});
afterAll(async () => t.close());

const configure = (headers: Record<string, string>, payload: unknown) =>
  t.request({ method: 'POST', url: URL, headers, payload: payload as object });
const history = async (headers: Record<string, string>) => {
  const response = await t.request({ url: URL, headers });
  expect(response.statusCode, response.body).toBe(200);
  return pairingHistorySchema.parse(response.json());
};

describe('the food-pairing configurator (spec 3 §2 foodParingConfigurator, login)', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.request({ url: URL })).statusCode).toBe(401);
    expect((await configure({}, PIZZA)).statusCode).toBe(401);
  });

  it("answers a configuration with the catalogue's beers that suit it, best first", async () => {
    const response = await configure(owner, PIZZA);
    expect(response.statusCode, response.body).toBe(200);
    const result = pairingResultSchema.parse(response.json());
    expect(result.choice).toEqual(PIZZA);
    expect(result.suggestions.length).toBe(PAIRING_MAX_SUGGESTIONS);
    expect(result.suggestions[0]?.family).toBe('crisp-lager');
    for (const suggestion of result.suggestions)
      expect(styleFamilyOf(suggestion.beerType)).toBe(suggestion.family);
    const skus = result.suggestions.map((suggestion) => suggestion.sku);
    const stored = await t.db
      .select({ sku: products.sku, sellable: products.sellable })
      .from(products)
      .where(inArray(products.sku, skus));
    expect(stored).toHaveLength(skus.length);
    expect(stored.every((row) => row.sellable)).toBe(true);
  });

  it('keeps the last configuration for the user and lists the previous ones, newest first', async () => {
    expect((await configure(owner, STEW)).statusCode).toBe(200);
    const { last, previous } = await history(owner);
    expect(last?.choice).toEqual(STEW);
    expect(last?.suggestions[0]?.family).toBe('belgian-strong');
    expect(previous.map((entry) => entry.choice)).toEqual([PIZZA]);
  });

  it("never shows a user another user's configurations", async () => {
    expect(await history(other)).toEqual({ last: null, previous: [] });
    const ownerId = await userIdOf(t.db, 'onpremise@example.com');
    const rows = await t.db.select({ userId: foodPairings.userId }).from(foodPairings);
    expect(rows.every((row) => row.userId === ownerId)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an unknown dish', { ...PIZZA, dish: 'sushi' }],
    ['a missing answer', { dish: 'pizza', cuisine: 'italian', occasion: 'aperitivo' }],
    ['an unknown field', { ...PIZZA, userId: 'someone-else' }],
    ['a list', [PIZZA]],
  ])('refuses %s and stores nothing', async (_case, payload) => {
    const before = await t.db.select().from(foodPairings);
    expect((await configure(owner, payload)).statusCode).toBe(400);
    expect(await t.db.select().from(foodPairings)).toEqual(before);
  });
});
