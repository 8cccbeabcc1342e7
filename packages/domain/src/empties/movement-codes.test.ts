import { describe, expect, it } from 'vitest';
import {
  EMPTIES_MOVEMENT_CODES,
  movementCode,
  movementDescription,
  quantityFitsCode,
} from './movement-codes';

describe('empties movement type codes (spec 3 §4, spec 2 §9)', () => {
  it('are exactly the twelve codes of the spec, in its order', () => {
    expect(EMPTIES_MOVEMENT_CODES.map((entry) => entry.code)).toEqual([
      'XR',
      'XS',
      'XD',
      'XC',
      'V5',
      'V6',
      'V7',
      'V8',
      'FT',
      'RC',
      'NC',
      'MR',
    ]);
  });

  // Spec 3 §4 "Kinds seen": each kind the spec names has a code, in Italian and English.
  it.each([
    ['XD', 'in', 'Delivery from plant to customer', 'Consegna da stabilimento a cliente'],
    ['XR', 'out', 'Return to plant', 'Reso vuoti a stabilimento'],
    ['XC', 'out', 'Return to distributor', 'Reso vuoti a distributore'],
    ['FT', 'adjustment', 'Invoice for compensation', 'Fattura per indennizzo'],
    ['RC', 'adjustment', 'Accounting correction', 'Rettifica contabile'],
    ['NC', 'adjustment', 'Credit note', 'Nota di credito'],
    ['MR', 'out', 'Returned goods', 'Merce resa'],
  ])('%s is %s: %s / %s', (code, kind, en, it) => {
    expect(movementCode(code)).toMatchObject({ kind, en, it });
    expect(movementDescription(code, 'en')).toBe(en);
    expect(movementDescription(code, 'it')).toBe(it);
  });

  it('every code has both descriptions, each different', () => {
    for (const entry of EMPTIES_MOVEMENT_CODES) {
      expect(entry.it.length).toBeGreaterThan(0);
      expect(entry.en.length).toBeGreaterThan(0);
    }
    expect(new Set(EMPTIES_MOVEMENT_CODES.map((entry) => entry.en)).size).toBe(12);
  });

  it('reads a code whatever its case or spaces; an unknown code is null and described by itself', () => {
    expect(movementCode(' xd ')?.code).toBe('XD');
    expect(movementCode('ZZ')).toBeNull();
    expect(movementDescription('ZZ', 'en')).toBe('ZZ');
  });

  it.each([
    ['XD', 5, true],
    ['XD', -5, false],
    ['XR', -3, true],
    ['XR', 3, false],
    ['RC', 2, true],
    ['RC', -2, true],
    ['NC', 0, false],
    ['XD', 1.5, false],
    ['ZZ', 1, false],
  ])('a quantity of %s %d fits: %s', (code, quantity, fits) => {
    expect(quantityFitsCode(code, quantity)).toBe(fits);
  });
});
