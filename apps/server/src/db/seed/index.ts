import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { markets } from '../schema';
import { seedCatalogue } from './catalogue';
import { seedContent } from './content';
import { SeedContext, type SeedOptions } from './context';
import { seedCustomerContracts } from './customer-contracts';
import { seedCustomers } from './customers';
import { seedDocuments } from './documents-seed';
import { seedEmptiesMovements } from './empties-movements';
import { seedIdentity } from './identity';
import { seedMarkets } from './markets';
import { seedOrders } from './orders';
import { seedPages } from './pages';
import { seedPortal } from './portal';
import { seedPrices } from './prices';
import { seedSustainability } from './sustainability';
import { seedTickets } from './tickets';

export { SeedContext, type SeedOptions } from './context';

/** One step of the demo seed; steps run in order inside one transaction and share the seed context. */
export type SeedStep = { name: string; run: (db: Database, context: SeedContext) => Promise<void> };

export const seedSteps: SeedStep[] = [
  { name: 'markets', run: seedMarkets },
  { name: 'portal', run: seedPortal },
  { name: 'pages', run: seedPages },
  { name: 'catalogue', run: seedCatalogue },
  { name: 'prices', run: seedPrices },
  { name: 'customers', run: seedCustomers },
  { name: 'identity', run: seedIdentity },
  { name: 'orders', run: seedOrders },
  { name: 'empties movements', run: seedEmptiesMovements },
  { name: 'documents', run: seedDocuments },
  { name: 'customer contracts', run: seedCustomerContracts },
  { name: 'content', run: seedContent },
  { name: 'sustainability', run: seedSustainability },
  { name: 'tickets', run: seedTickets },
];

/** True when the database holds no data yet (fresh install). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(markets);
  return Number(row?.count ?? 0) === 0;
}

/**
 * Loads the deterministic demo data of DESIGN §7 into an empty database. The order history ends on
 * `options.today` (default: today in Italy), so the same day always gives the same data.
 */
export async function seedDemoData(
  db: Database,
  log: (message: string) => void = () => undefined,
  options: SeedOptions = {},
): Promise<void> {
  const context = new SeedContext(options);
  const started = performance.now();
  await db.transaction(async (tx) => {
    for (const step of seedSteps) {
      const stepStarted = performance.now();
      await step.run(tx, context);
      log(`seeded ${step.name} in ${Math.round(performance.now() - stepStarted)} ms`);
    }
  });
  log(`demo data loaded in ${Math.round(performance.now() - started)} ms`);
}
