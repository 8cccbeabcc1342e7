import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { portalConfig } from '../schema';
import { addProducts } from './catalogue';
import { addCustomerContracts } from './customer-contracts';
import { addCustomers } from './customers';
import { addDocuments } from './documents';
import { addEmptiesMovements } from './empties-movements';
import { addOrders } from './orders';
import { run, scalar } from './sql';

/** The bench data set of DESIGN §8: what a full-scale run reaches. */
export const BENCH_TARGETS = { products: 3000, shipTos: 20_000, orders: 1_000_000 } as const;

/** The portal_config key that marks a database as scaled, so a second run does nothing. */
export const BENCH_MARKER = 'bench_data';

export type BenchCounts = {
  products: number;
  prices: number;
  shipTos: number;
  users: number;
  orders: number;
  items: number;
  documents: number;
  emptiesMovements: number;
  contracts: number;
};
export type BenchReport =
  | { status: 'already'; marker: unknown }
  | {
      status: 'scaled';
      scale: number;
      added: BenchCounts;
      totals: BenchCounts;
      timings: Record<string, number>;
    };

export async function benchCounts(db: Database): Promise<BenchCounts> {
  const count = (table: string) => scalar(db, `select count(*) from ${table}`);
  return {
    products: await count('products'),
    prices: await count('prices'),
    shipTos: await count('ship_tos'),
    users: await count('users'),
    orders: await count('orders'),
    items: await count('order_items'),
    documents: await count('documents'),
    emptiesMovements: await count('empties_movements'),
    contracts: await count('customer_contracts'),
  };
}

/** How many rows a scale factor adds: that share of the way from what is there to the target. */
export function toAdd(current: number, target: number, scale: number): number {
  return Math.max(0, Math.round((target - current) * scale));
}

/**
 * Scales a database holding the demo seed up to the bench data set (scale 1: 3,000 products, 20,000
 * ship-tos, 1,000,000 orders, with their documents, empties movements and contracts), all in one transaction
 * with set-based SQL, then analyses the tables. A database already scaled is left alone.
 */
export async function scaleBenchData(
  db: Database,
  options: { scale: number; today: string; log?: (message: string) => void },
): Promise<BenchReport> {
  const log = options.log ?? (() => undefined);
  if (!(options.scale > 0 && options.scale <= 1)) throw new Error('The scale must be above 0 and at most 1');
  const [marker] = await db
    .select()
    .from(portalConfig)
    .where(sql`${portalConfig.key} = ${BENCH_MARKER}`);
  if (marker) return { status: 'already', marker: marker.value };
  if ((await scalar(db, "select count(*) from users where email = 'onpremise@example.com'")) === 0) {
    throw new Error(
      'The database does not hold the demo data: run npm run db:seed first, or bench:data --force',
    );
  }

  const before = await benchCounts(db);
  const timings: Record<string, number> = {};
  const timed = async <T>(name: string, step: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await step();
    timings[name] = Math.round(performance.now() - started);
    log(`${name}: ${(timings[name]! / 1000).toFixed(1)} s`);
    return result;
  };
  const { scale, today } = options;
  await db.transaction(async (tx) => {
    await run(tx, "set local work_mem = '128MB'");
    await run(tx, "set local maintenance_work_mem = '256MB'");
    await run(tx, 'set local synchronous_commit = off');
    await timed('products', () => addProducts(tx, toAdd(before.products, BENCH_TARGETS.products, scale)));
    await timed('customers', () => addCustomers(tx, toAdd(before.shipTos, BENCH_TARGETS.shipTos, scale)));
    await timed('orders', () => addOrders(tx, toAdd(before.orders, BENCH_TARGETS.orders, scale), today));
    // My Documents, the empties balance and the contracts read these; they follow from the orders just added.
    await timed('documents', () => addDocuments(tx, today));
    await timed('empties movements', () => addEmptiesMovements(tx, today));
    await timed('contracts', () => addCustomerContracts(tx, today));
    const totals = await benchCounts(tx);
    await tx
      .insert(portalConfig)
      .values({ key: BENCH_MARKER, value: { scale, today, totals, at: new Date().toISOString() } });
  });
  // Vacuum too: it sets the visibility map of the freshly loaded tables, so index-only scans (counts of orders,
  // lines per order) do not visit the heap, as they would not on a database in service.
  await timed('analyze', () => run(db, 'vacuum (analyze)'));
  const totals = await benchCounts(db);
  const added = Object.fromEntries(
    Object.entries(totals).map(([key, value]) => [key, value - before[key as keyof BenchCounts]]),
  ) as BenchCounts;
  return { status: 'scaled', scale, added, totals, timings };
}
