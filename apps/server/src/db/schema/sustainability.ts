import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PairingChoice, SurveyAnswerValue } from '@spina/domain';
import { brands } from './catalogue';
import { companies, shipTos } from './customers';
import { users } from './identity';
import type { Localized } from './portal';

/**
 * An entry of the sustainability section (spec 3 §3: "sorted by position; located at Category, LandingPage or
 * Checklist"). A top-level Category entry has a path (/sustainability/{path}); its subcontent are the entries
 * whose parent it is.
 */
export const sustainabilityEntries = pgTable(
  'sustainability_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => sustainabilityEntries.id, {
      onDelete: 'cascade',
    }),
    location: text('location').notNull(), // LandingPage | Category | Checklist
    path: text('path').unique(),
    position: integer('position').notNull().default(0),
    title: jsonb('title').$type<Localized>().notNull(),
    summary: jsonb('summary').$type<Localized>().notNull(),
    body: jsonb('body').$type<Localized>(), // HTML
    imageUrl: text('image_url'),
    marketCode: text('market_code').notNull().default('IT'),
  },
  (table) => [
    index('sustainability_entries_market_idx').on(table.marketCode, table.location, table.position),
    index('sustainability_entries_parent_idx').on(table.parentId, table.position),
    check(
      'sustainability_entries_location_check',
      sql`${table.location} in ('LandingPage', 'Category', 'Checklist')`,
    ),
  ],
);

/** The page of one of the producer's brands (spec 3 §2 "Downloads and brand pages"): its story beside the brand. */
export const brandPages = pgTable('brand_pages', {
  brandId: text('brand_id')
    .primaryKey()
    .references(() => brands.id, { onDelete: 'cascade' }),
  tagline: jsonb('tagline').$type<Localized>().notNull(),
  story: jsonb('story').$type<Localized>().notNull(), // HTML
  founded: integer('founded'),
  origin: text('origin').notNull(),
});

/**
 * A user's answers to an edition of the sustainability survey on one ship-to (and so its company): one row per
 * user, ship-to and edition, replaced when the user answers again.
 */
export const sustainabilitySurveyResponses = pgTable(
  'sustainability_survey_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyId: text('survey_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shipToId: text('ship_to_id')
      .notNull()
      .references(() => shipTos.id),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id),
    answers: jsonb('answers').$type<Record<string, SurveyAnswerValue>>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sustainability_survey_responses_user_idx').on(table.userId, table.shipToId, table.surveyId),
    index('sustainability_survey_responses_company_idx').on(table.companyId, table.surveyId),
  ],
);

/** A configuration of the food-pairing configurator a user made; the newest is the one they come back to. */
export const foodPairings = pgTable(
  'food_pairings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: jsonb('choice').$type<PairingChoice>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('food_pairings_user_idx').on(table.userId, table.createdAt)],
);
