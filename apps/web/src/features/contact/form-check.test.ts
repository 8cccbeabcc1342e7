import { CONTACT_FORM_TIMING, CONTACT_MESSAGES, FORM_MESSAGES } from '@spina/domain';
import { describe, expect, it } from 'vitest';
import { minimumFillWait } from './api/contact-requests';
import { checkForm, EMPTY_VALUES, fieldMessagesOf, type PartnerValues } from './form-check';

const ANTI_SPAM = { website: '', formToken: '1700000000000.signature' };

const partner = (overrides: Partial<PartnerValues> = {}): PartnerValues => ({
  companyName: 'Birrificio del Lago snc',
  vatNumber: 'IT01234567890',
  contactName: 'Giulia Neri',
  email: 'giulia@lago.example',
  phone: '0311234567',
  address: 'Via del Porto 4',
  zip: '22100',
  city: 'Como',
  businessType: 'pub',
  message: '',
  termsAccepted: true,
  ...overrides,
});

const problemsOf = (values: PartnerValues) => {
  const check = checkForm('partner', values, ANTI_SPAM);
  return check.ok ? {} : check.problems;
};

describe('become-a-partner form check (spec 3 §5)', () => {
  it('accepts a complete form and sends what was typed', () => {
    const check = checkForm('partner', partner({ phone: '031 123 4567' }), ANTI_SPAM);
    expect(check).toEqual({ ok: true, body: { ...partner({ phone: '031 123 4567' }), ...ANTI_SPAM } });
  });

  // "Country ZIP code: numeric, 5 digits. Phone: numeric, 10 digits." "Guidelines and terms must be accepted".
  it.each<[Partial<PartnerValues>, string, string]>([
    [{ zip: '2210' }, 'zip', FORM_MESSAGES.zip],
    [{ zip: '22100a' }, 'zip', FORM_MESSAGES.zip],
    [{ zip: 'abcde' }, 'zip', FORM_MESSAGES.zip],
    [{ phone: '031123456' }, 'phone', FORM_MESSAGES.phone],
    [{ phone: '+39 0311234567' }, 'phone', FORM_MESSAGES.phone],
    [{ phone: '' }, 'phone', FORM_MESSAGES.required],
    [{ termsAccepted: false }, 'termsAccepted', FORM_MESSAGES.guidelines],
    [{ email: 'giulia@' }, 'email', CONTACT_MESSAGES.email],
    [{ vatNumber: '123' }, 'vatNumber', CONTACT_MESSAGES.vatNumber],
    [{ businessType: '' }, 'businessType', CONTACT_MESSAGES.businessType],
    [{ city: '  ' }, 'city', FORM_MESSAGES.required],
  ])('%j: %s reads "%s"', (overrides, field, message) => {
    expect(problemsOf(partner(overrides))).toEqual({ [field]: message });
  });

  it('names every required field of an empty form', () => {
    expect(Object.keys(problemsOf(EMPTY_VALUES.partner)).sort()).toEqual(
      [
        'address',
        'businessType',
        'city',
        'companyName',
        'contactName',
        'email',
        'phone',
        'termsAccepted',
        'vatNumber',
        'zip',
      ].sort(),
    );
  });
});

describe('contact form check', () => {
  const contact = {
    ...EMPTY_VALUES.contact,
    contactName: 'Marco',
    email: 'marco@example.com',
    message: 'Ciao',
  };

  it('takes no phone, or a phone of 10 digits', () => {
    expect(checkForm('contact', { ...contact, termsAccepted: true }, ANTI_SPAM).ok).toBe(true);
    const check = checkForm('contact', { ...contact, phone: '12345', termsAccepted: true }, ANTI_SPAM);
    expect(check).toEqual({ ok: false, problems: { phone: FORM_MESSAGES.phone } });
  });

  it('needs the terms accepted and a message', () => {
    const check = checkForm('contact', { ...contact, message: '' }, ANTI_SPAM);
    expect(check).toEqual({
      ok: false,
      problems: { message: FORM_MESSAGES.required, termsAccepted: FORM_MESSAGES.guidelines },
    });
  });
});

describe('minimum fill time', () => {
  it('waits out what is left of it, a little over, and nothing once it has passed', () => {
    const token = { token: 't', receivedAt: 10_000 };
    expect(minimumFillWait(token, 10_000)).toBeGreaterThan(CONTACT_FORM_TIMING.minFillMs);
    expect(minimumFillWait(token, 10_000 + CONTACT_FORM_TIMING.minFillMs + 1000)).toBe(0);
  });
});

describe('the server’s field messages', () => {
  it('reads the first message of each field from a 400 answer’s details, and nothing from anything else', () => {
    expect(
      fieldMessagesOf([
        { path: '/phone', message: FORM_MESSAGES.phone },
        { path: '/phone', message: FORM_MESSAGES.required },
        { path: '/zip', message: FORM_MESSAGES.zip },
        { path: '', message: 'The request is not valid' },
        'nonsense',
      ]),
    ).toEqual({ phone: FORM_MESSAGES.phone, zip: FORM_MESSAGES.zip });
    expect(fieldMessagesOf(null)).toEqual({});
  });
});
