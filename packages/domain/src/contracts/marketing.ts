import * as z from 'zod/mini';
import { checkTabSearchTerm } from '../catalogue/search-terms';
import { CONTENT_LANGUAGES } from './content-names';
import { pagedResponse, pagingQuery } from './paging';
import { optionalText } from './query-params';

/**
 * REST contracts of the marketing materials (spec 3 §7 content service "Marketing materials
 * (downloadmaterial): list, GetAllBrandsAsync, bulk-files (POST, blob), GetAllDMSearch, GetAllDMFolders,
 * GetMarketingMaterialsSearch"). A material is what spec 3 §3 names (id, name, file.link,
 * file.metadata.mimeType) plus what the page shows: its folder, brand, date, size and download name.
 */

/** Paths under /api/content/v1 (spec 3 §7); `file` takes the material's id. */
export const MARKETING_PATHS = {
  list: 'downloadmaterial',
  search: 'downloadmaterial/GetAllDMSearch',
  brands: 'downloadmaterial/GetAllBrandsAsync',
  folders: 'downloadmaterial/GetAllDMFolders',
  bulkFiles: 'downloadmaterial/bulk-files',
  file: 'downloadmaterial/:id/file',
} as const;

/** Where one material's file is downloaded: the scoped route, never a public address. */
export const marketingFileLink = (id: string): string => `/api/content/v1/downloadmaterial/${id}/file`;

/** Materials per page of the list unless asked otherwise, and the most one page may hold. */
export const MARKETING_PAGE_SIZE = 24;
export const MARKETING_MAX_PAGE_SIZE = 60;

/**
 * How much one ZIP of selected materials may hold: a selection is refused whole beyond this, so a download is
 * either everything asked for or nothing.
 */
export const MARKETING_BULK_LIMITS = { maxFiles: 50, maxBytes: 50 * 1024 * 1024 } as const;

const NO_CONTROL = /^[^\p{Cc}]+$/u;
const BRAND_ID = /^[a-z0-9-]+$/;

/** The filters the list and its search share: a folder, a brand, a page. */
const listFilters = {
  folder: optionalText(60, NO_CONTROL, 'folder is 1 to 60 characters of text'),
  brandId: optionalText(40, BRAND_ID, 'brandId is a brand id of lower-case letters, digits and dashes'),
  lang: z.optional(z.enum(CONTENT_LANGUAGES)),
  ...pagingQuery(MARKETING_PAGE_SIZE, MARKETING_MAX_PAGE_SIZE),
};

/** Query of GET downloadmaterial: materials of the caller's market, newest first, by folder and brand. */
export const marketingListQuerySchema = z.object(listFilters);
export type MarketingListQuery = z.infer<typeof marketingListQuerySchema>;

/** Query of GET downloadmaterial/GetAllDMSearch: the list's filters and a title text of 3 or more characters. */
export const marketingSearchQuerySchema = z.object({
  ...listFilters,
  title: z.pipe(
    z.string(),
    z.transform((raw: string, context) => {
      const check = checkTabSearchTerm(raw);
      if (check.ok) return check.term;
      context.issues.push({ code: 'custom', message: check.message, input: raw });
      return z.NEVER;
    }),
  ),
});
export type MarketingSearchQuery = z.infer<typeof marketingSearchQuerySchema>;

/** Query of GET downloadmaterial/GetAllDMFolders: the folders of one brand, or of all. */
export const marketingFoldersQuerySchema = z.object({
  brandId: listFilters.brandId,
  lang: listFilters.lang,
});
export type MarketingFoldersQuery = z.infer<typeof marketingFoldersQuerySchema>;

/** A marketing material (spec 3 §3); `publishedAt` is YYYY-MM-DD, `size` in bytes, `fileName` the download's name. */
export const marketingMaterialSchema = z.object({
  id: z.string(),
  name: z.string(),
  folder: z.string(),
  brand: z.nullable(z.object({ id: z.string(), name: z.string() })),
  publishedAt: z.string(),
  file: z.object({
    link: z.string(),
    metadata: z.object({ mimeType: z.string(), size: z.int(), fileName: z.string() }),
  }),
});
export type MarketingMaterial = z.infer<typeof marketingMaterialSchema>;

export const marketingListResponseSchema = pagedResponse(marketingMaterialSchema);
export type MarketingListResponse = z.infer<typeof marketingListResponseSchema>;

/** Answer of GetAllBrandsAsync: the brands that have materials for the caller, with how many. */
export const marketingBrandsResponseSchema = z.object({
  results: z.array(z.object({ id: z.string(), name: z.string(), count: z.int() })),
});
export type MarketingBrandsResponse = z.infer<typeof marketingBrandsResponseSchema>;

/** Answer of GetAllDMFolders: the folders holding materials for the caller, with how many. */
export const marketingFoldersResponseSchema = z.object({
  results: z.array(z.object({ name: z.string(), count: z.int() })),
});
export type MarketingFoldersResponse = z.infer<typeof marketingFoldersResponseSchema>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path parameters of the single file download. */
export const marketingFileParamsSchema = z.object({
  id: z.string().check(z.regex(UUID, 'id must be a material id')),
});

/** Body of POST bulk-files: the ids of the selected materials, 1 to MARKETING_BULK_LIMITS.maxFiles, repeats dropped. */
export const marketingBulkBodySchema = z.object({
  ids: z.pipe(
    z
      .array(z.string().check(z.regex(UUID, 'every id must be a material id')))
      .check(
        z.minLength(1, 'Select at least one material'),
        z.maxLength(
          MARKETING_BULK_LIMITS.maxFiles,
          `At most ${MARKETING_BULK_LIMITS.maxFiles} materials can be downloaded at once`,
        ),
      ),
    z.transform((ids: string[]) => [...new Set(ids.map((id) => id.toLowerCase()))]),
  ),
});
export type MarketingBulkBody = z.infer<typeof marketingBulkBodySchema>;

/** The file-name extension of each type a material may have. */
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/zip': 'zip',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/svg+xml': 'svg',
};

/**
 * Text made safe as a file or folder name on every file system: no path separators, no characters Windows
 * refuses, no control characters, no leading dots, at most 120 characters; `fallback` when nothing is left.
 */
export function safeFileStem(text: string, fallback: string): string {
  const safe = text
    .replace(/[\p{Cc}\\/:*?"<>|]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 120)
    .trim();
  return safe || fallback;
}

/** The name a material is saved under: its safe title and the extension of its type. */
export function materialFileName(name: string, mimeType: string): string {
  return `${safeFileStem(name, 'material')}.${EXTENSIONS[mimeType] ?? 'bin'}`;
}

/**
 * The paths of a selection inside its ZIP: each material in a folder named after its brand (or `general`),
 * a repeated path numbered ' (2)', ' (3)', ... so no file overwrites another when unpacked.
 */
export function archiveEntryNames(
  entries: ReadonlyArray<{ brandName: string | null; fileName: string }>,
  generalFolder = 'general',
): string[] {
  const taken = new Set<string>();
  return entries.map(({ brandName, fileName }) => {
    const folder = safeFileStem(brandName ?? generalFolder, generalFolder);
    const dot = fileName.lastIndexOf('.');
    const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
    let path = `${folder}/${fileName}`;
    for (let n = 2; taken.has(path.toLowerCase()); n++) path = `${folder}/${stem} (${n})${extension}`;
    taken.add(path.toLowerCase());
    return path;
  });
}
