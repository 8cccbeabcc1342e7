import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './customers';

/**
 * A customer's supply contract (issue 14 item 3; decision 0034): the hectolitres a company commits to buy over a
 * period on the ship-tos it covers. What was bought is never stored: it is computed from the orders of those
 * ship-tos in the period, so it always agrees with the order history and the reports.
 */
export const customerContracts = pgTable(
  'customer_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractNumber: text('contract_number').notNull().unique(),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company's ship-tos whose orders count towards the contract. */
    shipToIds: text('ship_to_ids').array().notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    committedHl: integer('committed_hl').notNull(),
  },
  (table) => [
    index('customer_contracts_company_idx').on(table.companyId),
    // Contracts are found by overlap with the caller's ship-tos (`ship_to_ids && $1`): a GIN index answers
    // that without reading every contract, which the reports bench showed on 20,000 ship-tos.
    index('customer_contracts_ship_to_ids_idx').using('gin', table.shipToIds),
    check('customer_contracts_period', sql`${table.periodStart} <= ${table.periodEnd}`),
    check('customer_contracts_committed', sql`${table.committedHl} > 0`),
  ],
);
