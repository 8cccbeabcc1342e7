import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Images and files the portal serves under /media (product SVGs drawn at seed time, downloads). */
export const media = pgTable('media', {
  path: text('path').primaryKey(), // e.g. products/BIR-0001.svg
  contentType: text('content_type').notNull(),
  /** The file itself: text as is, or base64 when `encoding` is 'base64' (PNG, JPEG, ZIP downloads). */
  body: text('body').notNull(),
  encoding: text('encoding').notNull().default('utf8'), // utf8 | base64
  /**
   * Served to anyone under /media when true; a private file (a marketing material) is reached only through
   * the route of its area, which checks the caller's permission and scope.
   */
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
