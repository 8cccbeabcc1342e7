import type { Database } from '../client';
import { emptiesMovements } from '../schema';
import { insertRows } from './batch';
import { catalogueOf } from './catalogue';
import type { SeedContext } from './context';
import { customersOf } from './customers';
import { buildEmptiesMovements, type EmptiesMovementRow } from './empties-movements-build';
import { orderHistoryOf } from './orders';

/** The empties account movements of the seed run, derived from its order history. */
export function emptiesMovementsOf(context: SeedContext): EmptiesMovementRow[] {
  return context.once('empties-movements', () =>
    buildEmptiesMovements({
      catalogue: catalogueOf(context),
      customers: customersOf(context),
      history: orderHistoryOf(context),
      today: context.today,
    }),
  );
}

/** 18 months of empties movements per ship-to (DESIGN §7), after the orders they come from. */
export async function seedEmptiesMovements(db: Database, context: SeedContext): Promise<void> {
  await insertRows(db, emptiesMovements, emptiesMovementsOf(context));
}
