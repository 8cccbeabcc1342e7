import { z } from 'zod';

/** Form limits (spec 2 §5, spec 3 §5, §9). */
export const FORM_LIMITS = {
  orderTitle: 40,
  ticketTitle: 40,
  ticketDescription: 2000,
  ticketCommentsLimit: 100,
} as const;

/** Form messages, in English, also their i18n keys. */
export const FORM_MESSAGES = {
  required: 'This field is required',
  orderTitleTooLong: 'The title can have at most 40 characters',
  ticketTitleTooLong: 'The title can have at most 40 characters',
  ticketDescriptionTooLong: 'The description can have at most 2000 characters',
  zip: 'The ZIP code must be 5 digits',
  phone: 'The phone number must be 10 digits',
  czechPhone: 'The phone number must start with +420 followed by 9 digits',
  guidelines: 'Guidelines and terms must be accepted',
  masterPurchaseAgreement: 'Master Purchase Agreement terms must be accepted',
  roleRequired: 'A role must be chosen for each ship-to',
} as const;

const required = (max: number, tooLong: string) =>
  z.string().trim().min(1, FORM_MESSAGES.required).max(max, tooLong);

/** A saved order's title: 1 to 40 characters (spec 2 §5). */
export const orderTitleSchema = required(FORM_LIMITS.orderTitle, FORM_MESSAGES.orderTitleTooLong);

/** A ZIP code: 5 digits (spec 3 §5). */
export const zipCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, FORM_MESSAGES.zip);

/** A phone number: 10 digits, spaces ignored (spec 3 §5). */
export const phoneSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{10}$/, FORM_MESSAGES.phone));

/** A Czech phone number: +420 and 9 digits, spaces ignored (spec 3 §5, Czech ticket variant). */
export const czechPhoneSchema = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\+420\d{9}$/, FORM_MESSAGES.czechPhone));

/** A box that must be ticked: guidelines and terms (spec 3 §5). */
export const guidelinesAcceptedSchema = z.literal(true, { message: FORM_MESSAGES.guidelines });

/** The Master Purchase Agreement box that must be ticked to order (spec 2 §5). */
export const masterPurchaseAgreementSchema = z.literal(true, {
  message: FORM_MESSAGES.masterPurchaseAgreement,
});

/**
 * The new-ticket form (spec 3 §3, §5): title up to 40 characters, description up to 2000, a category,
 * an optional sub-category and phone. The phone is checked per market: +420 in the Czech market,
 * 10 digits elsewhere.
 */
export function ticketFormSchema(market: 'IT' | 'CZ') {
  return z.object({
    title: required(FORM_LIMITS.ticketTitle, FORM_MESSAGES.ticketTitleTooLong),
    description: required(FORM_LIMITS.ticketDescription, FORM_MESSAGES.ticketDescriptionTooLong),
    categoryId: z.string().trim().min(1, FORM_MESSAGES.required),
    subCategoryId: z.string().trim().min(1).optional(),
    phone: (market === 'CZ' ? czechPhoneSchema : phoneSchema).optional(),
  });
}
export type TicketForm = z.infer<ReturnType<typeof ticketFormSchema>>;

/** The ticket market by theme (spec 3 §5 "The market is IT or CZ by theme"). */
export function ticketMarket(market: string): 'IT' | 'CZ' {
  return market.trim().toUpperCase() === 'CZ' ? 'CZ' : 'IT';
}

/** A ticket comment: non-empty, up to the description limit. */
export const ticketCommentSchema = z.object({
  ticketId: z.string().trim().min(1),
  description: required(FORM_LIMITS.ticketDescription, FORM_MESSAGES.ticketDescriptionTooLong),
});

/** The user-administration rule that each ship-to gets a role (spec 3 §5). */
export const shipToRolesSchema = z
  .array(z.object({ shipToId: z.string().min(1), roleId: z.string().nullable() }))
  .min(1, FORM_MESSAGES.roleRequired)
  .refine((rows) => rows.every((row) => row.roleId !== null && row.roleId.trim() !== ''), {
    message: FORM_MESSAGES.roleRequired,
  });
