import { z } from 'zod';
import { FORM_MESSAGES, guidelinesAcceptedSchema, phoneSchema, zipCodeSchema } from '../shared/forms';

/**
 * REST contracts of the become-a-partner and contact forms (spec 3 §2 become-partner and contact, §5 "Country
 * ZIP code: numeric, 5 digits. Phone: numeric, 10 digits." and "Guidelines and terms must be accepted"). The web
 * checks a form with the same schema before sending, and the server refuses any other body with 400 and one
 * message per field, in English: the web translates it through the messages catalogue (DESIGN §6).
 */

/** Messages of the two forms, in English; also their i18n keys. */
export const CONTACT_MESSAGES = {
  email: 'Enter a valid e-mail address',
  vatNumber: 'The VAT number must be 8 to 12 letters or digits, optionally after the country code',
  businessType: 'Choose the type of business',
  tooLong: 'This text is too long',
  formExpired: 'This form has expired. Reload the page and send it again.',
  sentTooFast: 'The form was sent too quickly. Check it and send it again.',
  tooManyRequests: 'Too many requests have been sent from this address. Try again in a few minutes.',
} as const;

/**
 * Timing of a form token: a form sent sooner than `minFillMs` after it was shown is refused (people take longer to
 * fill it; the web waits out the rest before sending), one older than `maxAgeMs` has expired.
 */
export const CONTACT_FORM_TIMING = { minFillMs: 2_000, maxAgeMs: 24 * 60 * 60 * 1000 } as const;

/** Well-formed requests one address may send in 15 minutes, over both forms, before 429. */
export const CONTACT_REQUESTS_PER_ADDRESS = 5;

/** Lengths of the free-text fields. */
export const CONTACT_LIMITS = { name: 80, company: 120, address: 160, city: 80, message: 2000 } as const;

/** Kinds of business a prospective trade customer runs (the become-a-partner form's choice). */
export const BUSINESS_TYPES = [
  'bar',
  'restaurant',
  'hotel',
  'pub',
  'franchise',
  'wholesaler',
  'shop',
  'catering',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The two forms; also the kind a stored request remembers. */
export const CONTACT_FORM_KINDS = ['partner', 'contact'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];

/**
 * Spam protection every body carries: `website` is a field people never see (a honeypot, left empty by a
 * person, filled by a robot) and `formToken` the server's signed token from when the form was shown, which sets a
 * minimum fill time and an expiry.
 */
const antiSpam = {
  website: z.string().max(200).optional(),
  formToken: z.string({ error: CONTACT_MESSAGES.formExpired }).max(200),
};

const text = (max: number) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(max, CONTACT_MESSAGES.tooLong);

const optionalText = (max: number) =>
  z.string({ error: CONTACT_MESSAGES.tooLong }).trim().max(max, CONTACT_MESSAGES.tooLong).optional();

const email = z
  .string({ error: FORM_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, FORM_MESSAGES.required)
  .max(320, CONTACT_MESSAGES.tooLong)
  .pipe(z.email(CONTACT_MESSAGES.email));

/** Spaces are ignored; an optional two-letter country prefix, then 8 to 12 letters or digits. */
const vatNumber = z
  .string({ error: FORM_MESSAGES.required })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, FORM_MESSAGES.required)
      .regex(/^([A-Z]{2})?[0-9A-Z]{8,12}$/, CONTACT_MESSAGES.vatNumber),
  );

/** A field the spec gives a format (phone, ZIP): blank reads 'This field is required', else the format's message. */
const required = <Schema extends z.ZodType<unknown, string>>(schema: Schema) =>
  z.string({ error: FORM_MESSAGES.required }).trim().min(1, FORM_MESSAGES.required).pipe(schema);

/** Body of `POST partnerrequests`: a prospective trade customer asks to become a partner. */
export const partnerRequestBodySchema = z.strictObject({
  companyName: text(CONTACT_LIMITS.company),
  vatNumber,
  contactName: text(CONTACT_LIMITS.name),
  email,
  phone: required(phoneSchema),
  address: text(CONTACT_LIMITS.address),
  zip: required(zipCodeSchema),
  city: text(CONTACT_LIMITS.city),
  businessType: z.enum(BUSINESS_TYPES, { error: CONTACT_MESSAGES.businessType }),
  message: optionalText(CONTACT_LIMITS.message),
  termsAccepted: guidelinesAcceptedSchema,
  ...antiSpam,
});
export type PartnerRequestBody = z.input<typeof partnerRequestBodySchema>;

/** The contact form's phone: optional, 10 digits when given (spec 3 §5). */
const optionalPhone = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(phoneSchema.optional());

/**
 * Body of `POST contactrequests`: a question to customer service. A signed-in caller's name and e-mail are
 * prefilled, and the server records who sent it and for which company.
 */
export const contactRequestBodySchema = z.strictObject({
  contactName: text(CONTACT_LIMITS.name),
  email,
  phone: optionalPhone,
  companyName: optionalText(CONTACT_LIMITS.company),
  message: text(CONTACT_LIMITS.message),
  termsAccepted: guidelinesAcceptedSchema,
  ...antiSpam,
});
export type ContactRequestBody = z.input<typeof contactRequestBodySchema>;

/** Answer of both forms: the request was received (also the quiet answer to a filled honeypot). */
export const contactRequestResponseSchema = z.object({ received: z.literal(true) });

/** Answer of `GET contactform/token`: the signed token a form sends back. */
export const contactFormTokenResponseSchema = z.object({ token: z.string() });

/** Paths of the forms' calls under /api/content/v1 (spec 3 §7 content service). */
export const CONTACT_PATHS = {
  token: 'contactform/token',
  partner: 'partnerrequests',
  contact: 'contactrequests',
} as const;

/** One field's problem as a 400 answer lists it: the JSON pointer of the field and the English message. */
export type FieldProblem = { path: string; message: string };

/**
 * The first message per field of a form's check, keyed by field name (the web shows them beside the fields; the
 * server's 400 lists the same messages by JSON pointer).
 */
export function fieldProblems(error: z.ZodError): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in problems)) problems[field] = issue.message;
  }
  return problems;
}
