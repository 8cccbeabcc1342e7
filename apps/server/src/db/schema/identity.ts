import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, shipTos } from './customers';

/** A person who signs in: a customer's user or a member of the producer's customer service. */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    country: text('country'), // ITA, CZE, SVK, POL
    language: text('language').notNull().default('it'),
    passwordHash: text('password_hash'),
    /** Active, Inactive, Invited, Suspended, Exited, Move Out (spec 3 §4). */
    status: text('status').notNull().default('Invited'),
    userValidation: boolean('user_validation').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    showTutorial: integer('show_tutorial').notNull().default(0),
    isKeyAccount: boolean('is_key_account').notNull().default(false),
    /** Customer-service staff may act as a customer user (DESIGN §6). */
    isStaff: boolean('is_staff').notNull().default(false),
    companyId: text('company_id').references(() => companies.id),
    defaultShipToId: text('default_ship_to_id').references(() => shipTos.id),
    termsAgreed: boolean('terms_agreed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(sql`lower(${table.email})`),
    index('users_company_idx').on(table.companyId),
  ],
);

/** A named set of section permissions in one customer-type variant (spec 3 §6). */
export const roles = pgTable('roles', {
  id: text('id').primaryKey(),
  name: text('name').notNull(), // e.g. 'On Premise Owner', 'POS Academy'
  roleType: text('role_type').notNull(), // Owner, Delegated Owner, Basic, ...
  customerType: text('customer_type'), // null: any customer type
  permissions: text('permissions')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** The role a user holds on one ship-to, plus extended permissions added on top. */
export const userShipToRoles = pgTable(
  'user_ship_to_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    roleId: text('role_id')
      .notNull()
      .references(() => roles.id),
    extendedPermissions: text('extended_permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * False while the user is deactivated (spec 3 §4: deactivating a user deactivates its companies and
     * ship-tos); the role is kept so that activating restores it.
     */
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.shipToId] }),
    index('user_ship_to_roles_ship_to_idx').on(table.shipToId),
  ],
);
