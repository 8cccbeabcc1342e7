/** Check digits and slugs for the demo data: every code the seed writes is valid for its kind. */

function digitsOf(base: string, length: number, kind: string): number[] {
  if (!new RegExp(`^\\d{${length}}$`).test(base))
    throw new Error(`${kind} needs ${length} digits, got ${base}`);
  return [...base].map(Number);
}

/** A GTIN/EAN-13 from its first 12 digits plus the check digit (weights 1 and 3 from the left). */
export function ean13(base12: string): string {
  const sum = digitsOf(base12, 12, 'EAN-13').reduce(
    (acc, digit, i) => acc + digit * (i % 2 === 0 ? 1 : 3),
    0,
  );
  return `${base12}${(10 - (sum % 10)) % 10}`;
}

/** True when a 13-digit code carries the right EAN check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13(code.slice(0, 12)) === code;
}

/** An Italian VAT number (partita IVA) from its first 10 digits plus the Luhn-style check digit. */
export function italianVatNumber(base10: string): string {
  const sum = digitsOf(base10, 10, 'Partita IVA').reduce((acc, digit, i) => {
    if (i % 2 === 0) return acc + digit;
    const doubled = digit * 2;
    return acc + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return `${base10}${(10 - (sum % 10)) % 10}`;
}

/** A Czech company number (IČO) from its first 7 digits plus the modulo-11 check digit. */
export function czechCompanyNumber(base7: string): string {
  const sum = digitsOf(base7, 7, 'IČO').reduce((acc, digit, i) => acc + digit * (8 - i), 0);
  return `${base7}${(11 - (sum % 11)) % 10}`;
}

/** Lower-case ASCII words joined by '-', accents dropped: 'Caffè Shakerato' → 'caffe-shakerato'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Zero-padded decimal, e.g. pad(7, 5) → '00007'. */
export function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}
