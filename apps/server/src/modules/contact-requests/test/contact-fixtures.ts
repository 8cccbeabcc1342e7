import { count } from 'drizzle-orm';
import {
  CONTACT_FORM_TIMING,
  CONTACT_PATHS,
  type ContactRequestBody,
  type PartnerRequestBody,
} from '@spina/domain';
import { contactRequests } from '../../../db/schema';
import type { TestApp } from '../../../test/harness';
import { testConfig } from '../../../test/harness';
import { createFormTokens } from '../contact-requests.token';

/** The Italian market's customer service, where requests are mailed (seed portal.ts). */
export const IT_CUSTOMER_SERVICE = 'servizio.clienti@spina-bevande.example';
export const CZ_CUSTOMER_SERVICE = 'zakaznicky.servis@spina-bevande.example';

const tokens = createFormTokens(testConfig().JWT_SECRET);

/** A token for a form shown `ageMs` ago (by default long enough to have been filled by a person). */
export const formToken = (ageMs = CONTACT_FORM_TIMING.minFillMs + 1000) =>
  tokens.issue(new Date(Date.now() - ageMs));

/** A become-a-partner form as a prospective customer fills it. */
export const partnerForm = (overrides: Partial<Record<keyof PartnerRequestBody, unknown>> = {}) => ({
  companyName: 'Birrificio del Lago snc',
  vatNumber: 'IT 01234567890',
  contactName: 'Giulia Neri',
  email: 'Giulia.Neri@lago.example',
  phone: '031 123 4567',
  address: 'Via del Porto 4',
  zip: '22100',
  city: 'Como',
  businessType: 'pub',
  message: 'Vorremmo servire le vostre birre alla spina.',
  termsAccepted: true,
  website: '',
  formToken: formToken(),
  ...overrides,
});

/** A contact form. */
export const contactForm = (overrides: Partial<Record<keyof ContactRequestBody, unknown>> = {}) => ({
  contactName: 'Marco Bianchi',
  email: 'marco.bianchi@example.com',
  message: 'A che ora chiude il servizio clienti il venerdì?',
  termsAccepted: true,
  formToken: formToken(),
  ...overrides,
});

let addressSequence = 0;
/** A caller address of its own, so that one test's requests never count against another's limit. */
export const freshAddress = () => ({ 'x-forwarded-for': `198.51.100.${++addressSequence}` });

/** Sends a form; `headers` add a sign-in, a market or an address. */
export function send(
  t: TestApp,
  kind: 'partner' | 'contact',
  payload: unknown,
  headers: Record<string, string> = freshAddress(),
) {
  return t.request({
    method: 'POST',
    url: `/api/content/v1/${CONTACT_PATHS[kind]}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
}

/** How many requests are stored. */
export async function storedCount(t: TestApp): Promise<number> {
  const [row] = await t.db.select({ value: count() }).from(contactRequests);
  return Number(row?.value ?? 0);
}
