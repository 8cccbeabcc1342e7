import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import type { cartCalls } from './cart.fixtures';
import { CART_FIELDS, openCartTest, type CartFixture, type CartView } from './cart.fixtures';

/** Issue 10 item 6: quick order by list; every line is added or reported, nothing is half-added. */

let t: TestApp;
let fixture: CartFixture;
let calls: ReturnType<typeof cartCalls>;
let onA: Record<string, string>;
let cartId: string;

type Output = {
  added: number;
  lines: Array<{
    line: number;
    code: string;
    sku: string | null;
    status: string;
    reason: string | null;
    reason_code: string | null;
  }>;
  cart: CartView;
  user_errors: Array<{ code: string; message: string }>;
};

const order = async (lines: unknown[], headers = onA, id = cartId) => {
  const response = await t.graphql<{ addProductsByList: Output }>(
    `mutation Q($id: String!, $lines: [QuickOrderLineInput!]!) { addProductsByList(cart_id: $id, lines: $lines) {
      added lines { line code sku status reason reason_code } cart { ${CART_FIELDS} } user_errors { code message } } }`,
    { headers, variables: { id, lines } },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.addProductsByList;
};

const lineCounters = (cart: CartView) =>
  cart.items.map((item) => [
    item.product.sku,
    item.number_of_packages,
    item.number_of_layer,
    item.number_of_pallet,
  ]);

beforeAll(async () => {
  ({ t, fixture, calls, onA, cartId } = await openCartTest('cartquick'));
});
afterAll(async () => t.close());

describe('quick order by list', () => {
  it('adds the valid lines by sku or EAN in units, layers or pallets, and reports each refused one', async () => {
    const output = await order([
      { line: 1, code: 'TST-IPA', quantity: '2', unit: 'strati' },
      { line: 2, code: '8000000000011', quantity: '3', unit: 'units' }, // the EAN of TST-LAG-33
      { line: 3, code: 'tst-caf', quantity: '1', unit: 'P' },
      { line: 4, code: 'TST-IPA', quantity: '1', unit: 'layer' },
      { line: 5, code: 'TST-OFFLIST', quantity: '1', unit: 'units' },
      { line: 6, code: 'TST-DIS', quantity: '1', unit: 'units' },
      { line: 7, code: 'TST-ACQ', quantity: '1.5', unit: 'units' },
      { line: 8, code: 'TST-ACQ', quantity: '-4', unit: 'units' },
      { line: 9, code: 'TST-ACQ', quantity: '12345678901', unit: 'units' },
      { line: 10, code: 'TST-ACQ', quantity: '2', unit: 'crates' },
      { line: 11, code: '', quantity: '2', unit: 'units' },
    ]);
    expect(output.user_errors).toEqual([]);
    expect(output.added).toBe(4);
    expect(output.lines.map((line) => [line.line, line.status, line.reason_code])).toEqual([
      [1, 'added', null],
      [2, 'added', null],
      [3, 'added', null],
      [4, 'added', null],
      [5, 'refused', 'PRODUCT_UNAVAILABLE'],
      [6, 'refused', 'PRODUCT_NOT_SALEABLE'],
      [7, 'refused', 'QUANTITY_NOT_INTEGER'],
      [8, 'refused', 'QUANTITY_NEGATIVE'],
      [9, 'refused', 'QUANTITY_TOO_LARGE'],
      [10, 'refused', 'UNIT_UNKNOWN'],
      [11, 'refused', 'CODE_MISSING'],
    ]);
    expect(output.lines[1]).toMatchObject({ sku: 'TST-LAG-33' });
    expect(output.lines[5]?.reason).toBe('The product cannot be ordered for the chosen delivery date');
    expect(lineCounters(output.cart).sort()).toEqual([
      ['TST-CAF', 0, 0, 1],
      ['TST-IPA', 0, 3, 0],
      ['TST-LAG-33', 3, 0, 0],
    ]);
  });

  it('adds nothing when the list as a whole is malformed', async () => {
    const before = lineCounters((await calls.read(onA, cartId)).data!.cart);
    const tooLong = Array.from({ length: 201 }, (_, index) => ({
      line: index + 1,
      code: 'TST-IPA',
      quantity: '1',
      unit: 'units',
    }));
    for (const lines of [[], tooLong]) {
      const output = await order(lines);
      expect(output.added).toBe(0);
      expect(output.user_errors).toHaveLength(1);
      expect(lineCounters(output.cart)).toEqual(before);
    }
    expect(lineCounters((await calls.read(onA, cartId)).data!.cart)).toEqual(before);
  });

  it("refuses another user's cart", async () => {
    const stranger = await calls.headersFor(fixture.strangerEmail, fixture.shipToB);
    const response = await t.graphql(
      `mutation { addProductsByList(cart_id: "${cartId}", lines: [{ line: 1, code: "TST-IPA", quantity: "1", unit: "units" }]) { added } }`,
      { headers: stranger },
    );
    expect(response.status).toBe(403);
    expect(response.errors?.[0]?.extensions?.code).toBe('CART_NOT_FOUND');
  });
});
