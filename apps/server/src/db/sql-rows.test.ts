import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { brands } from './schema';
import { column, executeRows, jsonObjectSql, precompiled, selectRows } from './sql-rows';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('raw SQL with typed rows', () => {
  it('reads the columns of the map, whatever else the statement returns', async () => {
    const rows = await selectRows(
      t.db,
      { id: column<number>(), label: column<string | null>() },
      sql`select n as id, case when n > 1 then 'many' end as label, 'unused' as extra
        from generate_series(1, ${2}::int) n order by n`,
    );
    expect(rows).toEqual([
      { id: 1, label: null },
      { id: 2, label: 'many' },
    ]);
  });

  it('answers each call of one statement shape with that call’s values', async () => {
    const read = (from: number, to: number, label: string) =>
      selectRows(
        t.db,
        { n: column<number>(), label: column<string>() },
        sql`select n, ${label}::text as label from generate_series(${from}::int, ${to}::int) n order by n`,
      );
    expect(await read(1, 2, 'first')).toEqual([
      { n: 1, label: 'first' },
      { n: 2, label: 'first' },
    ]);
    expect(await read(5, 5, 'second')).toEqual([{ n: 5, label: 'second' }]);
    expect(await read(1, 2, 'first')).toEqual([
      { n: 1, label: 'first' },
      { n: 2, label: 'first' },
    ]);
  });

  it('reads a statement whose own text holds a dollar and a number', async () => {
    const rows = await selectRows(
      t.db,
      { price: column<string>(), n: column<number>() },
      sql`select '$1'::text as price, ${7}::int as n`,
    );
    expect(rows).toEqual([{ price: '$1', n: 7 }]);
  });

  it('refuses a map that names a column the statement does not return', async () => {
    await expect(selectRows(t.db, { missing: column<number>() }, sql`select 1 as present`)).rejects.toThrow();
    await expect(executeRows(t.db, { missing: column<number>() }, sql`select 1 as present`)).rejects.toThrow(
      'The statement returned no column missing',
    );
  });

  it('runs inside a transaction with the transaction handle', async () => {
    const name = 'Brand read in its own transaction';
    const seen = await t.db
      .transaction(async (tx) => {
        await tx
          .insert(brands)
          .values({ id: 'sql-rows-tx', name, primaryColor: '#000', secondaryColor: '#fff' });
        const rows = await selectRows(
          tx,
          { name: column<string>() },
          sql`select name from brands where id = 'sql-rows-tx'`,
        );
        expect(rows).toEqual([{ name }]);
        tx.rollback();
      })
      .then(
        () => 'committed',
        () => 'rolled back',
      );
    expect(seen).toBe('rolled back');
    const after = await selectRows(
      t.db,
      { n: column<number>() },
      sql`select count(*)::int as n from brands where id = 'sql-rows-tx'`,
    );
    expect(after).toEqual([{ n: 0 }]);
  });

  it('writes with executeRows and answers the returned rows', async () => {
    const rows = await executeRows(
      t.db,
      { id: column<string>() },
      sql`with created as (insert into brands (id, name, primary_color, secondary_color)
          values ('sql-rows-w', 'Written brand', '#000', '#fff') returning id)
        select id from created`,
    );
    expect(rows).toEqual([{ id: 'sql-rows-w' }]);
  });

  it('builds one JSON object from more columns than one SQL function call takes', async () => {
    const columns = Object.fromEntries(
      Array.from({ length: 60 }, (_, index) => [`c${index}`, sql<number>`${index}::int`]),
    );
    const [row] = await selectRows(
      t.db,
      { object: column<Record<string, number>>() },
      sql`select ${jsonObjectSql(columns)} as object`,
    );
    expect(Object.keys(row!.object)).toHaveLength(60);
    expect(row!.object.c59).toBe(59);
  });

  it('reads a precompiled fragment as the fragment itself, and refuses one with parameters', async () => {
    const object = jsonObjectSql({ one: sql<number>`1`, two: sql<string>`'two'` });
    const [row] = await selectRows(
      t.db,
      { object: column<{ one: number; two: string }>() },
      sql`select ${precompiled(object)} as object`,
    );
    expect(row!.object).toEqual({ one: 1, two: 'two' });
    expect(() => precompiled(sql`select ${1}`)).toThrow('cannot take parameters');
  });
});
