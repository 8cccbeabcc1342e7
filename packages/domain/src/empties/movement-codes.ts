/**
 * Empties (returnable kegs, crates and pallets, material type ZQCR) are lent to a customer with the goods they
 * hold and counted on the customer's empties account. A movement changes that account: the spec names twelve
 * movement type codes and the kinds seen (spec 3 §4, spec 2 §9) without pairing them; the pairing and the
 * wording below are ours (decision 0032). Quantities are seen from the customer: `in` adds empties the customer
 * holds (a delivery to them), `out` takes them away (a return), an `adjustment` corrects the balance either way.
 */

/** How a movement counts on the account: into the customer's hands, out of them, or a correction. */
export type MovementKind = 'in' | 'out' | 'adjustment';

/** One movement type code with its kind and its descriptions. */
export type MovementCode = { code: string; kind: MovementKind; it: string; en: string };

/** The movement type codes of spec 3 §4, in the spec's order. */
export const EMPTIES_MOVEMENT_CODES = [
  {
    code: 'XR',
    kind: 'out',
    it: 'Reso vuoti a stabilimento',
    en: 'Return to plant',
  },
  {
    code: 'XS',
    kind: 'in',
    it: 'Consegna da distributore a cliente',
    en: 'Delivery from distributor to customer',
  },
  {
    code: 'XD',
    kind: 'in',
    it: 'Consegna da stabilimento a cliente',
    en: 'Delivery from plant to customer',
  },
  {
    code: 'XC',
    kind: 'out',
    it: 'Reso vuoti a distributore',
    en: 'Return to distributor',
  },
  { code: 'V5', kind: 'in', it: 'Consegna vuoti in sostituzione', en: 'Replacement empties delivered' },
  { code: 'V6', kind: 'out', it: 'Ritiro vuoti su chiamata', en: 'Empties collected on request' },
  {
    code: 'V7',
    kind: 'adjustment',
    it: 'Fattura per indennizzo vuoti mancanti',
    en: 'Invoice for compensation of missing empties',
  },
  {
    code: 'V8',
    kind: 'adjustment',
    it: 'Storno fattura per indennizzo',
    en: 'Reversal of compensation invoice',
  },
  { code: 'FT', kind: 'adjustment', it: 'Fattura per indennizzo', en: 'Invoice for compensation' },
  { code: 'RC', kind: 'adjustment', it: 'Rettifica contabile', en: 'Accounting correction' },
  { code: 'NC', kind: 'adjustment', it: 'Nota di credito', en: 'Credit note' },
  { code: 'MR', kind: 'out', it: 'Merce resa', en: 'Returned goods' },
] as const satisfies readonly MovementCode[];

export type EmptiesMovementCode = (typeof EMPTIES_MOVEMENT_CODES)[number]['code'];

const BY_CODE = new Map<string, MovementCode>(EMPTIES_MOVEMENT_CODES.map((entry) => [entry.code, entry]));

/** The codes, for validating stored or sent values. */
export const EMPTIES_MOVEMENT_CODE_LIST = EMPTIES_MOVEMENT_CODES.map((entry) => entry.code);

/** The entry of a movement type code, or null for a code the spec does not name. */
export function movementCode(code: string): MovementCode | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

/** The description of a code in the language asked (Italian unless English is asked); the code itself if unknown. */
export function movementDescription(code: string, language: string): string {
  const entry = movementCode(code);
  if (!entry) return code;
  return language === 'en' ? entry.en : entry.it;
}

/**
 * True when a signed quantity fits its code: an `in` movement adds empties (> 0), an `out` movement takes
 * them away (< 0), an adjustment may go either way but is never 0. The movements table keeps this as a check.
 */
export function quantityFitsCode(code: string, quantity: number): boolean {
  const entry = movementCode(code);
  if (!entry || !Number.isInteger(quantity) || quantity === 0) return false;
  if (entry.kind === 'in') return quantity > 0;
  if (entry.kind === 'out') return quantity < 0;
  return true;
}
