import * as z from 'zod/mini';

/**
 * REST contracts of customer service (DESIGN §6): staff find a customer user to act as, and send an invited
 * user the invitation e-mail again (spec 3 §7 ResendVerificationEmail). zod's mini flavour, like the other
 * identity contracts.
 */

/** Messages of the staff calls, in English; also their i18n keys. */
export const STAFF_MESSAGES = {
  invitationSent: 'The invitation e-mail has been sent',
  notInvited: 'Only an invited user can receive the invitation again',
  emailMismatch: 'The e-mail does not belong to this user',
} as const;

/** Most customer users one search answers; the staff page asks for a narrower term beyond that. */
export const CUSTOMER_USER_SEARCH_LIMIT = 20;

/** GET users/SearchCustomerUsers?search: part of an e-mail, a name or a company, at least 2 characters. */
export const customerUserSearchQuerySchema = z.object({
  search: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
});
export type CustomerUserSearchQuery = z.infer<typeof customerUserSearchQuerySchema>;

/** A customer user as staff see it in the search: who, which company, and whether they may sign in. */
export const customerUserSummarySchema = z.object({
  UID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** Active, Inactive, Invited, Suspended, Exited, Move Out (spec 3 §4). */
  status: z.string(),
  companyName: z.nullable(z.string()),
  /** Customer types of the ship-tos the user holds a role on. */
  customerTypes: z.array(z.string()),
});
export type CustomerUserSummary = z.infer<typeof customerUserSummarySchema>;

export const customerUserSearchResponseSchema = z.object({
  results: z.array(customerUserSummarySchema),
});

/** POST users/ResendVerificationEmail/{id} (spec 3 §7, body: the user's e-mail). */
export const resendInvitationBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
});
