import {
  contactRequestBodySchema,
  fieldProblems,
  partnerRequestBodySchema,
  type BusinessType,
  type ContactFormKind,
} from '@spina/domain';

/** What a person types into the become-a-partner form. */
export type PartnerValues = {
  companyName: string;
  vatNumber: string;
  contactName: string;
  email: string;
  phone: string;
  address: string;
  zip: string;
  city: string;
  businessType: BusinessType | '';
  message: string;
  termsAccepted: boolean;
};

/** What a person types into the contact form. */
export type ContactValues = {
  contactName: string;
  email: string;
  phone: string;
  companyName: string;
  message: string;
  termsAccepted: boolean;
};

/** The values of each form. */
export type FormValues = { partner: PartnerValues; contact: ContactValues };

/** The fields every form carries against spam: the honeypot and the signed token. */
export type AntiSpam = { website: string; formToken: string };

export const EMPTY_VALUES: FormValues = {
  partner: {
    companyName: '',
    vatNumber: '',
    contactName: '',
    email: '',
    phone: '',
    address: '',
    zip: '',
    city: '',
    businessType: '',
    message: '',
    termsAccepted: false,
  },
  contact: { contactName: '', email: '', phone: '', companyName: '', message: '', termsAccepted: false },
};

const SCHEMAS = { partner: partnerRequestBodySchema, contact: contactRequestBodySchema };

/** A form's check: the body to send, or the English message of each refused field. */
export type FormCheck =
  { ok: true; body: Record<string, unknown> } | { ok: false; problems: Record<string, string> };

/**
 * Checks a form with the schema the server applies (spec 3 §5: ZIP 5 digits, phone 10 digits, terms accepted), so
 * a person sees every problem before sending; the body sent is what they typed, the server normalises it again.
 */
export function checkForm<Kind extends ContactFormKind>(
  kind: Kind,
  values: FormValues[Kind],
  antiSpam: AntiSpam,
): FormCheck {
  const body: Record<string, unknown> = { ...values, ...antiSpam };
  const parsed = SCHEMAS[kind].safeParse(body);
  return parsed.success ? { ok: true, body } : { ok: false, problems: fieldProblems(parsed.error) };
}

/**
 * The field messages of a 400 body's `details` (`[{ path: '/phone', message }]`, the server's validation
 * answer), by top-level field name; anything else reads as none.
 */
export function fieldMessagesOf(details: unknown): Record<string, string> {
  const messages: Record<string, string> = {};
  if (!Array.isArray(details)) return messages;
  for (const detail of details as Array<{ path?: unknown; message?: unknown }>) {
    if (typeof detail?.path !== 'string' || typeof detail.message !== 'string') continue;
    const field = detail.path.split('/')[1];
    if (field && !(field in messages)) messages[field] = detail.message;
  }
  return messages;
}
