import * as z from 'zod/mini';
import { CONTENT_LANGUAGES } from './content-names';

/**
 * REST contracts of the sustainability section (spec 3 §7 content service "Sustainability":
 * becameupcoming/GetBecameMoreSustainable, GetBecameMoreSustainableSubcontent). Spec 3 §3: "Sustainability
 * entries: sorted by position; located at Category, LandingPage or Checklist".
 */

/** Where an entry is shown: on the landing page, as a category (with subcontent), or on the checklist. */
export const SUSTAINABILITY_LOCATIONS = ['LandingPage', 'Category', 'Checklist'] as const;
export type SustainabilityLocation = (typeof SUSTAINABILITY_LOCATIONS)[number];

/** Paths under /api/content/v1 of the section's reads. */
export const SUSTAINABILITY_PATHS = {
  entries: 'becameupcoming/GetBecameMoreSustainable',
  subcontent: 'becameupcoming/GetBecameMoreSustainableSubcontent',
} as const;

/** The longest path of a category. */
export const SUSTAINABILITY_PATH_MAX_LENGTH = 80;

const pathText = z
  .string()
  .check(
    z.maxLength(
      SUSTAINABILITY_PATH_MAX_LENGTH,
      `A sustainability path is at most ${SUSTAINABILITY_PATH_MAX_LENGTH} characters`,
    ),
    z.regex(
      /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
      'A sustainability path holds lower-case letters, digits and hyphens',
    ),
  );

/** An entry of the section: texts in the language asked for, the body as HTML (empty when it has none). */
export const sustainabilityEntrySchema = z.object({
  id: z.string(),
  /** The address of a category, /sustainability/{path}; null for other entries. */
  path: z.nullable(z.string()),
  location: z.enum(SUSTAINABILITY_LOCATIONS),
  position: z.int(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: z.nullable(z.object({ link: z.string() })),
});
export type SustainabilityEntry = z.infer<typeof sustainabilityEntrySchema>;

/** Answer of GetBecameMoreSustainable: every top-level entry of the market, by location then position. */
export const sustainabilityEntriesResponseSchema = z.object({ results: z.array(sustainabilityEntrySchema) });
export type SustainabilityEntriesResponse = z.infer<typeof sustainabilityEntriesResponseSchema>;

/** Query of GetBecameMoreSustainableSubcontent: the category's path and the language. */
export const sustainabilitySubcontentQuerySchema = z.object({
  path: pathText,
  lang: z.optional(z.enum(CONTENT_LANGUAGES)),
});

/** Answer of GetBecameMoreSustainableSubcontent: the category and its subcontent by position. */
export const sustainabilitySubcontentResponseSchema = z.object({
  entry: sustainabilityEntrySchema,
  results: z.array(sustainabilityEntrySchema),
});
export type SustainabilitySubcontentResponse = z.infer<typeof sustainabilitySubcontentResponseSchema>;

/** The entries of one location, by position (the answer is already sorted; this keeps the order stated). */
export function entriesAt(
  entries: readonly SustainabilityEntry[],
  location: SustainabilityLocation,
): SustainabilityEntry[] {
  return entries
    .filter((entry) => entry.location === location)
    .sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
}
