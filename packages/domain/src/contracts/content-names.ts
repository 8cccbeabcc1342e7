/**
 * The names the content service's contracts share with the first page (the interface languages, banner
 * locations, the customer-service links). They live apart from the schemas of content.ts, so the first page can
 * use them without loading zod: its content calls validate their answers with a schema loaded on demand.
 */

/** Interface languages the content service answers in. */
export const CONTENT_LANGUAGES = ['it', 'en'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/**
 * The customer-service contacts of a market, kept as portal links of this type (spec 3 §5: personal details
 * are changed only via customer service; §9: its hours): `email` and `phone` link to it, `hours` holds the
 * opening hours as its label (its url is empty).
 */
export const CUSTOMER_SERVICE_LINKS = {
  type: 'customer service',
  email: 'email',
  phone: 'phone',
  hours: 'hours',
} as const;

/** Banner locations named by the spec (spec 3 §2, §9). */
export const BANNER_LOCATIONS = {
  homeBeforeLogin: 'homepage-before-login',
  homeAfterLogin: 'homepage-after-login',
  brandLogos: 'brandlogosAfterLogin',
} as const;
