import type { Database } from '../client';
import { companies, shipTos } from '../schema';
import { insertRows } from './batch';
import type { SeedContext } from './context';
import { buildCustomers, type Customers } from './customers-build';

/** The customers of the seed run, built once and shared with the identity and order steps. */
export function customersOf(context: SeedContext): Customers {
  return context.once('customers', () => buildCustomers(context.today));
}

/** Companies (payer / sold-to) and their ship-tos of every customer type. */
export async function seedCustomers(db: Database, context: SeedContext): Promise<void> {
  const customers = customersOf(context);
  await insertRows(db, companies, customers.companies);
  await insertRows(db, shipTos, customers.shipTos);
}
