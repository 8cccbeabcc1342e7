import * as z from 'zod/mini';
import { CONTENT_LANGUAGES } from './content-names';

/**
 * REST contracts of the brand pages (spec 3 §7 content service "Brands: ourbrand,
 * ourbrand/GetAllOurBrandsDetails"; spec 3 §2 screen "Downloads and brand pages"): the producer's own brands, each
 * with its story, its styles, its logo and the products that carry it.
 */
export const BRAND_PATHS = { list: 'ourbrand', details: 'ourbrand/GetAllOurBrandsDetails' } as const;

/** A brand as the list shows it. */
export const brandSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  tagline: z.string(),
  logo: z.nullable(z.object({ link: z.string() })),
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
export type BrandSummary = z.infer<typeof brandSummarySchema>;

/** Answer of GET ourbrand: the brands in the producer's order. */
export const brandListResponseSchema = z.object({ results: z.array(brandSummarySchema) });
export type BrandListResponse = z.infer<typeof brandListResponseSchema>;

/** A product of a brand: one per drink, standing for its pack formats, linking to the catalogue. */
export const brandProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  style: z.string(),
  imageUrl: z.string(),
});
export type BrandProduct = z.infer<typeof brandProductSchema>;

/** A brand's page: its summary, story (HTML), founding year, home, styles and products. */
export const brandDetailsSchema = z.extend(brandSummarySchema, {
  story: z.string(),
  founded: z.nullable(z.int()),
  origin: z.string(),
  styles: z.array(z.string()),
  products: z.array(brandProductSchema),
});
export type BrandDetails = z.infer<typeof brandDetailsSchema>;

/** Query of GetAllOurBrandsDetails: every brand, or only the one named by `brandId`. */
export const brandDetailsQuerySchema = z.object({
  brandId: z.optional(
    z
      .string()
      .check(
        z.maxLength(60),
        z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A brand id holds lower-case letters, digits and hyphens'),
      ),
  ),
  lang: z.optional(z.enum(CONTENT_LANGUAGES)),
});

/** Answer of GetAllOurBrandsDetails. */
export const brandDetailsResponseSchema = z.object({ results: z.array(brandDetailsSchema) });
export type BrandDetailsResponse = z.infer<typeof brandDetailsResponseSchema>;
