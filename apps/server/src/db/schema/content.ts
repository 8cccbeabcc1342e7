import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { shipTos } from './customers';
import { brands, products } from './catalogue';
import { users } from './identity';
import type { Localized } from './portal';

/** A user's favourites on one ship-to (spec 2 §3 "Wishlist"). */
export const wishlists = pgTable(
  'wishlists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlists_user_ship_to_idx').on(table.userId, table.shipToId)],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    wishlistId: uuid('wishlist_id')
      .notNull()
      .references(() => wishlists.id, { onDelete: 'cascade' }),
    sku: text('sku')
      .notNull()
      .references(() => products.sku),
    quantity: integer('quantity').notNull().default(1),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_items_wishlist_sku_idx').on(table.wishlistId, table.sku)],
);

/** A news item or article (spec 3 §3); public ones are shown to visitors. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull().unique(),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(), // HTML
    imageUrl: text('image_url'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isPublic: boolean('is_public').notNull().default(true),
    marketCode: text('market_code').notNull().default('IT'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('articles_published_idx').on(table.publishedAt)],
);

/** A banner placed by location (route name or explicit location), public or for signed-in users. */
export const banners = pgTable(
  'banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    location: text('location').notNull(), // homepage-before-login, homepage-after-login, brandlogosAfterLogin, ...
    audience: text('audience').notNull(), // public | private
    title: jsonb('title').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>(), // HTML
    imageUrl: text('image_url').notNull(),
    link: text('link'),
    textAlignment: text('text_alignment').notNull().default('top'),
    position: integer('position').notNull().default(0),
    marketCode: text('market_code').notNull().default('IT'),
  },
  (table) => [index('banners_location_idx').on(table.location, table.audience)],
);

/** A FAQ page grouping questions and answers. */
export const faqPages = pgTable('faq_pages', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: jsonb('title').$type<Localized>().notNull(),
  position: integer('position').notNull().default(0),
});

export const faqItems = pgTable(
  'faq_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => faqPages.id, { onDelete: 'cascade' }),
    question: jsonb('question').$type<Localized>().notNull(),
    answer: jsonb('answer').$type<Localized>().notNull(), // HTML
    position: integer('position').notNull().default(0),
  },
  (table) => [index('faq_items_page_idx').on(table.pageId)],
);

/** A knowledge-base article of the support area. */
export const knowledgeBase = pgTable('knowledge_base', {
  id: uuid('id').primaryKey().defaultRandom(),
  title: jsonb('title').$type<Localized>().notNull(),
  body: jsonb('body').$type<Localized>().notNull(), // HTML
  category: text('category').notNull(),
  contentImageUrl: text('content_image_url'),
  position: integer('position').notNull().default(0),
});

/** A downloadable marketing material (spec 3 §3). */
export const marketingMaterials = pgTable(
  'marketing_materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: jsonb('name').$type<Localized>().notNull(),
    brandId: text('brand_id').references(() => brands.id),
    folder: text('folder').notNull(),
    /** The stored file's address in the media table; private, served only by the scoped download route. */
    fileUrl: text('file_url').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** The market whose customers may download it. */
    marketCode: text('market_code').notNull().default('IT'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('marketing_materials_brand_idx').on(table.brandId),
    index('marketing_materials_market_idx').on(table.marketCode, table.publishedAt),
  ],
);

/**
 * A help page of the first-login tutorial (spec 3 §3 "Help page"): its section (one step of the tutorial), its
 * page number in that section, texts per language, an optional guide to download, the newCapability flag that
 * brings the tutorial back when the page changes, and the section permission a user needs to be shown it.
 */
export const helpPages = pgTable(
  'help_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    section: jsonb('section').$type<Localized>().notNull(),
    /** The section's place in the tutorial. */
    sectionPosition: integer('section_position').notNull(),
    /** The page's place in its section. */
    page: integer('page').notNull(),
    name: jsonb('name').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>().notNull(), // HTML
    fileUrl: text('file_url'),
    newCapability: boolean('new_capability').notNull().default(false),
    /** Section permission needed to see the page (spec 1 §4.3); null when every signed-in user may. */
    permission: text('permission'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('help_pages_order_idx').on(table.sectionPosition, table.page)],
);
