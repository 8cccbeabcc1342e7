import { describe, expect, it } from 'vitest';
import { numberFormatOf } from './number-formats';

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
