import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgSequence, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies, shipTos } from './customers';
import { users } from './identity';
import type { Localized } from './portal';

/** A topic a ticket is filed under (spec 3 §3 Ticket category), named in Italian and English. */
export const ticketCategories = pgTable('ticket_categories', {
  id: text('id').primaryKey(), // a slug, e.g. orders
  name: jsonb('name').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
});

/** A sub-category of a ticket category. */
export const ticketSubCategories = pgTable(
  'ticket_sub_categories',
  {
    id: text('id').primaryKey(), // a slug, e.g. orders-late
    categoryId: text('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    name: jsonb('name').$type<Localized>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('ticket_sub_categories_category_idx').on(table.categoryId)],
);

/** Case numbers are handed out in order, whatever server opens the ticket. */
export const ticketCaseNumbers = pgSequence('ticket_case_numbers', { startWith: 10_000 });

/**
 * A support case a customer user opened for one ship-to of their company (spec 3 §3 Ticket): readable by every
 * user holding Support on that ship-to and by customer service.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number quoted on the phone: 8 digits from ticket_case_numbers. */
    caseNumber: text('case_number')
      .notNull()
      .unique()
      .default(sql`lpad(nextval('ticket_case_numbers')::text, 8, '0')`),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    openedBy: uuid('opened_by')
      .notNull()
      .references(() => users.id),
    /** IT or CZ, by the theme the ticket was opened in (spec 3 §5). */
    market: text('market').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => ticketCategories.id),
    subCategoryId: text('sub_category_id').references(() => ticketSubCategories.id),
    phone: text('phone'),
    /** One of the statuses of spec 3 §4. */
    status: text('status').notNull().default('New'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The last comment, attachment or status change: lists are sorted by it. */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('tickets_ship_to_activity_idx').on(table.shipToId, table.lastActivityAt),
    index('tickets_status_activity_idx').on(table.status, table.lastActivityAt),
    index('tickets_activity_idx').on(table.lastActivityAt),
  ],
);

/**
 * A comment on a ticket (spec 3 §3 Comment: description, ticketId, user), written by the customer's side or by
 * customer service. `readAt` is when the other side read it: a comment is unread for the side that did not
 * write it until SetCommentsAsRead.
 */
export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    /** customer | staff */
    side: text('side').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('ticket_comments_ticket_idx').on(table.ticketId, table.createdAt),
    index('ticket_comments_unread_idx')
      .on(table.ticketId, table.side)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * A file attached to a ticket: its description here, its bytes in DATA_DIR/tickets outside the web root, under
 * the attachment's id, served only as a download to whoever may read the ticket.
 */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    /** customer | staff */
    side: text('side').notNull(),
    fileName: text('file_name').notNull(),
    /** Read from the file's first bytes, never from what the browser declared. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_attachments_ticket_idx').on(table.ticketId, table.createdAt)],
);
