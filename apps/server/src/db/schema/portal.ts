import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** Portal-wide configuration entries (spec 1 §3): maintenance, banner_rotation, holidays, sections, ... */
export const portalConfig = pgTable('portal_config', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Texts per interface language; Italian is always present. */
export type Localized = { it: string; en: string; cs?: string; sk?: string };

/** A header / mobile menu entry supplied by the server (spec 1 §3 "Menu entry"). */
export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    label: jsonb('label').$type<Localized>().notNull(),
    href: text('href'),
    position: integer('position').notNull().default(0),
    /** public: shown to visitors; private: shown after sign-in. */
    audience: text('audience').notNull(),
    /** Section permission needed to see the entry; null when none. */
    permission: text('permission'),
    marketCode: text('market_code'),
  },
  (table) => [index('menus_parent_idx').on(table.parentId)],
);

/** A footer or external link (spec 1 §2.8, §3 "Portal link"). */
export const links = pgTable('links', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  type: text('type').notNull(), // About Us, social, footer group names, mobile brands ...
  /** Footer accordion the link belongs to; null for bottom and social links. */
  groupName: text('group_name'),
  label: jsonb('label').$type<Localized>().notNull(),
  url: text('url').notNull(),
  /** Interface language the link is for; null for every language. */
  language: text('language'),
  marketCode: text('market_code'),
  permission: text('permission'),
  audience: text('audience').notNull().default('all'), // all | public | private
  position: integer('position').notNull().default(0),
});

/**
 * An internal page (spec 3 §3 "page contents", §7 pagecontent): terms of use, cookies, privacy. `body` holds HTML
 * per language; a page of one market (market_code) stands before the page of every market (null) at one path.
 */
export const pageContents = pgTable(
  'page_contents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    marketCode: text('market_code'),
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_contents_path_market_idx').on(table.path, table.marketCode)],
);
