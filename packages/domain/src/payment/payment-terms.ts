import { z } from 'zod';

/** How a payment term is paid. */
export type PaymentMethod =
  'cash' | 'advanceTransfer' | 'bankTransfer' | 'cheque' | 'directDebit' | 'bankReceipt';

/** One payment term of spec 2 §9, with its meaning in Italian and English. */
export type PaymentTerm = {
  code: string;
  /** The group 1-6 the spec lists it in. */
  group: 1 | 2 | 3 | 4 | 5 | 6;
  method: PaymentMethod;
  /** Days after delivery (0 for payment in advance). */
  days: number;
  /** True when the days run to the end of the month. */
  endOfMonth: boolean;
  it: string;
  en: string;
};

const METHOD_WORDS: Readonly<Record<PaymentMethod, { it: string; en: string }>> = {
  cash: { it: 'Contanti', en: 'Cash' },
  advanceTransfer: { it: 'Bonifico bancario anticipato', en: 'Advance bank transfer' },
  bankTransfer: { it: 'Bonifico bancario', en: 'Bank transfer' },
  cheque: { it: 'Assegno', en: 'Cheque' },
  directDebit: { it: 'Addebito diretto SDD', en: 'Direct debit (SDD)' },
  bankReceipt: { it: 'Ricevuta bancaria (Ri.Ba.)', en: 'Bank receipt (Ri.Ba.)' },
};

function term(
  code: string,
  group: PaymentTerm['group'],
  method: PaymentMethod,
  days: number,
  endOfMonth = false,
): PaymentTerm {
  const words = METHOD_WORDS[method];
  const base = { code, group, method, days, endOfMonth };
  if (method === 'advanceTransfer') return { ...base, ...words };
  if (method === 'cash') {
    return {
      ...base,
      it: `${words.it} a ${days} giorni dalla consegna`,
      en: `${words.en} ${days} days after delivery`,
    };
  }
  const month = endOfMonth ? { it: ' fine mese', en: ' end of month' } : { it: '', en: '' };
  return {
    ...base,
    it: `${words.it} a ${days} giorni${month.it}`,
    en: `${words.en} at ${days} days${month.en}`,
  };
}

const DAYS = [10, 15, 30, 45, 60] as const;

/** The payment-term catalogue of spec 2 §9, in the spec's order and groups. */
export const PAYMENT_TERMS: readonly PaymentTerm[] = [
  term('3C10', 1, 'cash', 10),
  term('2000', 1, 'advanceTransfer', 0),
  ...DAYS.map((days) => term(`2C${days}`, 2, 'bankTransfer', days)),
  ...DAYS.map((days) => term(`1C${days}`, 3, 'cheque', days)),
  ...([10, 15, 30] as const).map((days) => term(`2G${days}`, 4, 'bankTransfer', days, true)),
  ...DAYS.map((days) => term(`IC${days}`, 5, 'directDebit', days)),
  term('IG30', 5, 'directDebit', 30, true),
  ...([30, 45, 60] as const).map((days) => term(`RC${days}`, 6, 'bankReceipt', days)),
];

export const PAYMENT_TERM_CODES = PAYMENT_TERMS.map((entry) => entry.code);

/** Accepts a known payment-term code only. */
export const paymentTermCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => PAYMENT_TERM_CODES.includes(code), { message: 'Unknown payment term' });

/** The payment term of a code (case and surrounding spaces ignored), or null. */
export function paymentTerm(code: string | null | undefined): PaymentTerm | null {
  const wanted = (code ?? '').trim().toUpperCase();
  return PAYMENT_TERMS.find((entry) => entry.code === wanted) ?? null;
}

/** The catalogue grouped 1 to 6, for the payment-terms step. */
export function paymentTermsByGroup(): Map<PaymentTerm['group'], PaymentTerm[]> {
  const groups = new Map<PaymentTerm['group'], PaymentTerm[]>();
  for (const entry of PAYMENT_TERMS) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return groups;
}

/** The text of a payment term in a language (Italian unless English is asked for), or the bare code. */
export function paymentTermLabel(code: string, language: string): string {
  const entry = paymentTerm(code);
  if (!entry) return code;
  return language.trim().toLowerCase() === 'en' ? entry.en : entry.it;
}
