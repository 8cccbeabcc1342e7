import { describe, expect, it } from 'vitest';
import { formatDecimal, numberFormatOf } from './number-formats';

describe('numberFormatOf', () => {
  it('builds a format once per locale and options, and formats as Intl does', () => {
    const euro = numberFormatOf('it-IT', { style: 'currency', currency: 'EUR' });
    expect(numberFormatOf('it-IT', { style: 'currency', currency: 'EUR' })).toBe(euro);
    expect(numberFormatOf('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
    expect(numberFormatOf('it-IT', { maximumFractionDigits: 2 })).not.toBe(euro);
    expect(euro.format(1184.5)).toBe(
      new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' }).format(1184.5),
    );
  });
});

describe('formatDecimal', () => {
  it('writes a number in the interface language, British English for en, with at most the decimals asked', () => {
    expect(formatDecimal(1689.444, 'it', 2)).toBe('1689,44');
    expect(formatDecimal(16894.5, 'it', 0)).toBe('16.895');
    expect(formatDecimal(1689.444, 'en', 2)).toBe('1,689.44');
    expect(formatDecimal(2.5, 'en', 3)).toBe('2.5');
  });
});
