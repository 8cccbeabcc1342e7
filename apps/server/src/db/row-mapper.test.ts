import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import * as drizzleUtils from 'drizzle-orm/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { rowMapper, withPlannedRows } from './row-mapper';
import { prices, products, wishlistItems } from './schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Fields = Parameters<typeof rowMapper>[0];
/** Drizzle's own mapping of a row, the one rowMapper must give: internal to Drizzle, hence typed here. */
type MapResultRow = (
  fields: Fields,
  row: readonly unknown[],
  joinsNotNullableMap?: Record<string, boolean>,
) => Record<string, unknown>;
const drizzleMapping = (drizzleUtils as unknown as { mapResultRow: MapResultRow }).mapResultRow;

/**
 * A select of the shapes the cart's reads use: a whole table, nested columns, a lateral subquery, an aliased
 * table and a condition, left joined (the demo data has products with and without empties and prices).
 */
function cartShapedSelect() {
  const empties = alias(products, 'empties');
  const price = t.db
    .select({ list: prices.listPriceCents, vat: prices.vatRateBp })
    .from(prices)
    .where(eq(prices.sku, products.sku))
    .limit(1)
    .as('line_price');
  return t.db
    .select({
      product: products,
      price: { list: price.list, vat: price.vat },
      empties: { sku: empties.sku, name: empties.name, weight: empties.grossWeightG },
      favourite: sql<boolean>`${wishlistItems.id} is not null`,
    })
    .from(products)
    .leftJoinLateral(price, sql`true`)
    .leftJoin(empties, eq(empties.sku, products.emptiesSku))
    .leftJoin(wishlistItems, and(eq(wishlistItems.sku, products.sku), sql`false`))
    .orderBy(asc(products.sku))
    .limit(80)
    .prepare('row_mapper_test');
}

describe('rows mapped by a plan made once (row-mapper)', () => {
  it('gives what Drizzle gives, left-joined objects found empty made null included', async () => {
    const prepared = cartShapedSelect() as unknown as {
      fields: Fields;
      joinsNotNullableMap: Record<string, boolean>;
      customResultMapper?: (rows: unknown[][]) => unknown;
      execute(): Promise<unknown>;
    };
    const { fields, joinsNotNullableMap } = prepared;
    // The driver's rows as they come, with a product that has empties.
    prepared.customResultMapper = (rows) => rows;
    const raw = (await prepared.execute()) as unknown[][];
    const emptiesAt = fields.findIndex((field) => field.path.join('.') === 'empties.sku');
    const full = raw.find((row) => row[emptiesAt] !== null)!;
    // That row; every column null; and each column alone null, which nulls an object only when it is the first
    // of a left-joined table's.
    const rows: unknown[][] = [full, fields.map(() => null)];
    for (let nulled = 0; nulled < fields.length; nulled++) {
      rows.push(full.map((value, index) => (index === nulled ? null : value)));
    }
    const map = rowMapper(fields, joinsNotNullableMap);
    for (const row of rows) expect(map(row)).toEqual(drizzleMapping(fields, row, joinsNotNullableMap));
    const emptiesMissing = full.map((value, index) => (fields[index]!.path[0] === 'empties' ? null : value));
    expect(map(emptiesMissing)['empties']).toBeNull();
    expect(map(emptiesMissing)['price']).not.toBeNull();
  });

  it('nulls an object only when its columns come from one table the joins may leave empty, as Drizzle', () => {
    const timestamp = sql<Date>`now()`.mapWith((value: string) => new Date(value));
    const fields: Fields = [
      { path: ['mixed', 'sku'], field: products.sku },
      { path: ['mixed', 'list'], field: prices.listPriceCents },
      { path: ['price', 'list'], field: prices.listPriceCents },
      { path: ['price', 'at'], field: timestamp },
      { path: ['flag'], field: sql<boolean>`true` },
    ];
    const joins = { products: false, prices: false };
    const map = rowMapper(fields, joins);
    for (const row of [
      [null, null, null, null, null],
      ['A', 10, 12, '2026-12-01T10:00:00Z', true],
      [null, 10, null, '2026-12-01T10:00:00Z', false],
    ]) {
      expect(map(row)).toEqual(drizzleMapping(fields, row, joins));
      expect(rowMapper(fields)(row)).toEqual(drizzleMapping(fields, row));
    }
    expect(map([null, null, null, null, null])).toEqual({
      mixed: { sku: null, list: null },
      price: null,
      flag: null,
    });
    expect(map(['A', 10, 12, '2026-12-01T10:00:00Z', true])['price']).toEqual({
      list: 12,
      at: new Date('2026-12-01T10:00:00Z'),
    });
  });

  it('answers a prepared select as Drizzle does, on the demo products', async () => {
    const expected = await cartShapedSelect().execute();
    expect(expected.some((row) => row.empties === null)).toBe(true);
    expect(expected.some((row) => row.empties !== null)).toBe(true);
    const planned = withPlannedRows(cartShapedSelect());
    expect((planned as unknown as { customResultMapper?: unknown }).customResultMapper).toBeTypeOf(
      'function',
    );
    expect(await planned.execute()).toEqual(expected);
  });
});
