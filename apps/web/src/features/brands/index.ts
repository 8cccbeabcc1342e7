/**
 * The brands feature (issue 15 item 4; spec 3 §2 "Downloads and brand pages", §7 ourbrand): the producer's
 * brands and each brand's page with its story, styles and drinks linking into the catalogue.
 */
export { brandHref } from './links';

/** The brand pages, loaded with their routes. */
export const brandsPages = {
  list: () => import('./pages/BrandsPage'),
  brand: () => import('./pages/BrandPage'),
};
