import * as z from 'zod/mini';
import { CONTENT_LANGUAGES } from './content-names';

/**
 * REST contracts of the content service (spec 3 §7 "Page content and links", "Banners"): the server
 * registers these schemas on its routes and the web app validates responses with them, so no REST type
 * is written twice (DESIGN §1.4). They use zod's tree-shakable 'mini' flavour, which the server's type
 * provider accepts like the classic one. The web app's first page loads them on demand (with zod), after it
 * shows: what it needs at once is in content-names.ts.
 */

/** The optional `lang` query parameter of content calls. */
export const languageQuerySchema = z.object({ lang: z.optional(z.enum(CONTENT_LANGUAGES)) });
export type LanguageQuery = z.infer<typeof languageQuerySchema>;

/** A header / mobile menu entry (spec 1 §3 "Menu entry"). */
export type MenuEntry = {
  name: string;
  label: string;
  href: string | null;
  isActive: boolean;
  children: MenuEntry[];
};

export const menuEntrySchema: z.ZodMiniType<MenuEntry> = z.lazy(() =>
  z.object({
    name: z.string(),
    label: z.string(),
    href: z.nullable(z.string()),
    isActive: z.boolean(),
    children: z.array(menuEntrySchema),
  }),
);

/** Answer of GET publicpagemenu and pagemenu. */
export const menuResponseSchema = z.object({ results: z.array(menuEntrySchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

/** A footer, social or legal link (spec 1 §3 "Portal link"); `group` names its footer accordion. */
export const portalLinkSchema = z.object({
  name: z.string(),
  type: z.string(),
  group: z.nullable(z.string()),
  label: z.string(),
  url: z.string(),
  order: z.int(),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** Answer of GET portalExtLinks. */
export const portalLinksResponseSchema = z.object({ results: z.array(portalLinkSchema) });
export type PortalLinksResponse = z.infer<typeof portalLinksResponseSchema>;

/** Query of GET publicbanners and banners: the location (a route name or an explicit one) and language. */
export const bannersQuerySchema = z.extend(languageQuerySchema, {
  locationId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'locationId is required'),
      z.maxLength(100, 'locationId is at most 100 characters'),
    ),
});
export type BannersQuery = z.infer<typeof bannersQuerySchema>;

/**
 * A banner (spec 3 §3): `link` is where a click goes (null for a banner without a target, which the
 * carousel drops), `url` and `image.link` the picture, `image.name` its text alternative, `body` HTML,
 * `page` the sort order.
 */
export const bannerSchema = z.object({
  id: z.string(),
  url: z.string(),
  link: z.nullable(z.string()),
  image: z.object({ link: z.string(), name: z.string() }),
  body: z.nullable(z.string()),
  textAlignment: z.string(),
  page: z.int(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Answer of GET publicbanners and banners: the list is read from data.results (spec 3 §7). */
export const bannersResponseSchema = z.object({ data: z.object({ results: z.array(bannerSchema) }) });
export type BannersResponse = z.infer<typeof bannersResponseSchema>;

/**
 * A help page (spec 3 §3 "Help page"): the texts the first-login tutorial shows. `section` names the tutorial
 * section it belongs to and `page` its place in that section; `body` is HTML; `fileLink` a guide to download, or
 * null; `newCapability` marks a page about something new, which brings the tutorial back when it changes
 * (spec 3 §4); `lastModified` is an ISO 8601 time.
 */
export const helpPageSchema = z.object({
  id: z.string(),
  name: z.string(),
  section: z.string(),
  page: z.int(),
  body: z.string(),
  fileLink: z.nullable(z.string()),
  newCapability: z.boolean(),
  lastModified: z.string(),
});
export type HelpPage = z.infer<typeof helpPageSchema>;

/** Answer of GET helppages: the pages the caller may see, section by section, in their language. */
export const helpPagesResponseSchema = z.object({ results: z.array(helpPageSchema) });
export type HelpPagesResponse = z.infer<typeof helpPagesResponseSchema>;
