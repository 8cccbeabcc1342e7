import type { Database } from '../client';
import { orderItems, orders, savedOrderItems, savedOrders } from '../schema';
import { insertRows } from './batch';
import { catalogueOf } from './catalogue';
import type { SeedContext } from './context';
import { customersOf } from './customers';
import { identityOf } from './identity';
import { buildOrderHistory, type OrderHistory } from './orders-build';
import { buildShowcaseSavedOrders } from './orders-showcase';
import { priceRowsOf } from './prices';

/** The order history of the seed run. */
export function orderHistoryOf(context: SeedContext): OrderHistory {
  return context.once('orders', () =>
    buildOrderHistory({
      catalogue: catalogueOf(context),
      customers: customersOf(context),
      identity: identityOf(context),
      prices: priceRowsOf(context),
      today: context.today,
    }),
  );
}

/**
 * 18 months of orders and their lines, with the empties returns linked to their beer orders, and the demo's
 * saved orders (see orders-showcase.ts).
 */
export async function seedOrders(db: Database, context: SeedContext): Promise<void> {
  const history = orderHistoryOf(context);
  await insertRows(db, orders, history.orders);
  await insertRows(db, orderItems, history.items);
  const saved = buildShowcaseSavedOrders({
    catalogue: catalogueOf(context),
    customers: customersOf(context),
    identity: identityOf(context),
    prices: priceRowsOf(context),
    today: context.today,
  });
  await db.insert(savedOrders).values(saved.map((entry) => entry.order));
  await db.insert(savedOrderItems).values(saved.flatMap((entry) => entry.items));
}
