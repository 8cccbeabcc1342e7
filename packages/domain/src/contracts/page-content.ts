import * as z from 'zod/mini';
import { languageQuerySchema } from './content';

/**
 * REST contract of the content service's internal pages (spec 3 §3 "page contents", §7 pagecontent), in a file of
 * its own so that only the page showing one carries it.
 */

/** How an internal page's path is written: lower-case words joined by hyphens (e.g. terms-of-use). */
export const PAGE_PATH_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Query of GET pagecontent: the page's path and the language. */
export const pageContentQuerySchema = z.extend(languageQuerySchema, {
  path: z
    .string()
    .check(
      z.maxLength(80, 'path is at most 80 characters'),
      z.regex(PAGE_PATH_PATTERN, 'path is lower-case words joined by hyphens'),
    ),
});
export type PageContentQuery = z.infer<typeof pageContentQuerySchema>;

/**
 * An internal page of the portal (spec 3 §3 "page contents"; spec 3 §7 pagecontent): terms of use, cookies,
 * privacy. `body` is HTML, which the web sanitises before showing; `updatedAt` is an ISO 8601 time.
 */
export const pageContentSchema = z.object({
  path: z.string(),
  title: z.string(),
  body: z.string(),
  updatedAt: z.string(),
});
export type PageContent = z.infer<typeof pageContentSchema>;

/** The address of an internal page in the web app; links to it are kept in portalExtLinks. */
export const internalPagePath = (path: string) => `/page/${path}`;
