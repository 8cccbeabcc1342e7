import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './customers';
import { users } from './identity';

/**
 * A become-a-partner or contact request (spec 3 §2), kept for customer service, who also get it by e-mail.
 * `kind` is partner or contact; the partner-only fields are null on a contact request. `user_id` and
 * `company_id` name the signed-in sender and the company of their current ship-to, when there is one.
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    marketCode: text('market_code').notNull(),
    language: text('language').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    companyName: text('company_name'),
    vatNumber: text('vat_number'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    businessType: text('business_type'),
    message: text('message'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    companyId: text('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** The sender's address, kept for customer service to judge abuse. */
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_requests_created_idx').on(table.createdAt)],
);
