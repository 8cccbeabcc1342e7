import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { shipTos } from './customers';
import { orders } from './orders';

/**
 * One movement of a ship-to's empties account (spec 3 §3 "Empties statement rows", §4 movement type codes):
 * empties delivered to the customer (+) or taken back (−), or a correction. The statement's balances are
 * computed from these rows (decision 0032); nothing stores a balance.
 */
export const emptiesMovements = pgTable(
  'empties_movements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    /** The empties item (material type ZQCR): a product sku. */
    material: text('material').notNull(),
    movementDate: date('movement_date').notNull(),
    /** A code of spec 3 §4 (packages/domain EMPTIES_MOVEMENT_CODES). */
    movementType: text('movement_type').notNull(),
    /** Signed: + into the customer's hands, − out of them. */
    quantity: integer('quantity').notNull(),
    depot: text('depot').notNull(),
    deliveryPoint: text('delivery_point').notNull(),
    /** The invoice or delivery document the movement was booked with. */
    invoice: text('invoice'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('empties_movements_ship_to_date_idx').on(table.shipToId, table.movementDate),
    check('empties_movements_quantity_not_zero', sql`${table.quantity} <> 0`),
  ],
);
