import type {
  CAPACITY_MESSAGES,
  CART_LINE_MESSAGES,
  CART_PREFERENCE_MESSAGES,
  CONTACT_MESSAGES,
  FLAG_OPTION_LABEL,
  DELIVERY_MESSAGES,
  FORM_MESSAGES,
  IDENTITY_MESSAGES,
  PASSWORD_MESSAGES,
  PASSWORD_REQUIREMENTS,
  PRODUCT_FACETS,
  QUANTITY_MESSAGES,
  REORDER_FAILURES,
  REORDER_MESSAGES,
  PROFILE_ERRORS,
  SEARCH_MESSAGES,
  SHIP_TO_MESSAGES,
  STAFF_MESSAGES,
  SURVEY_MESSAGES,
  TICKET_MESSAGES,
  USER_ADMIN_MESSAGES,
} from '@spina/domain';

type ValueOf<T> = T[keyof T];

/** Messages the spec quotes that no domain constant holds yet (spec 1 §5, §2.7; spec 3 §8). */
export type SpecMessage =
  | 'The cart is Empty'
  | 'has been added to'
  | 'has been updated.'
  | 'your cart'
  | 'Unknown payment term'
  | 'Something went wrong'
  | 'Try again later'
  | 'Action not performed'
  | 'Re-order cannot proceed, some items not available'
  | 'One or more products could not be added to the cart'
  | 'This cart no longer exists'
  | 'The link has expired (request a new one from support)'
  | 'USER VERIFICATION FAILED'
  | 'Your password has not been set, retry'
  | 'Registration request unsuccessful'
  | 'Update unsuccessful'
  | 'User already exists'
  | 'Non-existent or blocked order'
  | 'Non-cancelable order, goods issue already carried out'
  | 'Delivery already created has been blocked'
  | 'The financial statement does not exist'
  | 'File could not be downloaded'
  | 'Could not send the invitation e-mail'
  | "The modification hasn't been correctly submitted"
  | 'Prices have been updated'
  | 'Your order has been cancelled.'
  | 'Your beer order and associated empty order have been cancelled.';

/**
 * Labels of the catalogue's fixed values (spec 2 §2): facets, packaging types (PACKAGING_LABELS), sorts
 * (PRODUCT_SORT_OPTIONS) and the option of a flag facet. The domain types packaging and sort labels as plain
 * strings, so they are spelled out here; a test checks every domain label has an entry.
 */
export type CatalogueLabel =
  | ValueOf<typeof PRODUCT_FACETS>
  | typeof FLAG_OPTION_LABEL
  | 'Bottle'
  | 'Can'
  | 'Carton'
  | 'Keg'
  | 'Other'
  | 'PET bottle'
  | 'Pouch'
  | 'Tank'
  | 'Price'
  | 'A-Z'
  | 'Z-A';

/**
 * Every message the domain returns or the spec quotes, by its English text (DESIGN §6). Both catalogues are
 * typed Record<MessageKey, string>, so a message added to the domain fails to compile until it is translated.
 */
export type MessageKey =
  | ValueOf<typeof CAPACITY_MESSAGES>
  | ValueOf<typeof CART_PREFERENCE_MESSAGES>
  | ValueOf<typeof CART_LINE_MESSAGES>
  | ValueOf<typeof QUANTITY_MESSAGES>
  | ValueOf<typeof REORDER_MESSAGES>
  | ValueOf<typeof REORDER_FAILURES>['message']
  | ValueOf<typeof DELIVERY_MESSAGES>
  | ValueOf<typeof FORM_MESSAGES>
  | ValueOf<typeof CONTACT_MESSAGES>
  | ValueOf<typeof IDENTITY_MESSAGES>
  | ValueOf<typeof PASSWORD_MESSAGES>
  | (typeof PASSWORD_REQUIREMENTS)[number]['text']
  | ValueOf<typeof PROFILE_ERRORS>
  | ValueOf<typeof SEARCH_MESSAGES>
  | ValueOf<typeof SHIP_TO_MESSAGES>
  | ValueOf<typeof STAFF_MESSAGES>
  | ValueOf<typeof TICKET_MESSAGES>
  | ValueOf<typeof USER_ADMIN_MESSAGES>
  | ValueOf<typeof SURVEY_MESSAGES>
  | CatalogueLabel
  | SpecMessage;

/** A catalogue of the domain's messages in one language. */
export type MessageCatalogue = Record<MessageKey, string>;
