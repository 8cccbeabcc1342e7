/** The headers every call carries (spec 1 §7). */
export const REQUEST_HEADERS = [
  'outletid',
  'datepopup',
  'standarddeliverydate',
  'store',
  'outletdeliverymethod',
  'authorization',
  'onlyEmpties',
  'noteForDriver',
  'customerOrderNumber',
  'lang',
  'customertype',
  'productrecoenabled',
  'cartSKUs',
] as const;
export type RequestHeader = (typeof REQUEST_HEADERS)[number];

// Letters that carry no combining mark, so NFD alone does not reduce them to ASCII.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};

/**
 * Turns a value into header text with accents stripped (spec 1 §5): null and undefined become '',
 * lists are joined with commas, other values go through String(). Line breaks become spaces and any
 * character still outside printable ASCII is dropped, since HTTP header values cannot carry it.
 */
export function sanitizeHeaderValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = Array.isArray(value) ? value.map((item) => String(item ?? '')).join(',') : String(value);
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^ -~]/g, (char) => SPECIAL_LETTERS[char] ?? '');
}

/** Sanitises every header of a request, dropping those whose value is null or undefined. */
export function sanitizeHeaders(headers: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== null && value !== undefined)
      .map(([name, value]) => [name, sanitizeHeaderValue(value)]),
  );
}
