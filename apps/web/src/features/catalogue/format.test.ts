import { describe, expect, it } from 'vitest';
import { countryName, formatDay, formatPrice, packLabel } from './format';

describe('catalogue formats', () => {
  // spec 2 §9: "Currency EUR, locale it-IT".
  it.each([
    [11.84, '11,84 €'],
    [0.5, '0,50 €'],
    [1689.4, '1689,40 €'],
    [12345.6, '12.345,60 €'],
    [28.675, '28,68 €'],
  ])('prices %d as %s', (euros, text) => {
    expect(formatPrice(euros).replace(/\s/g, ' ')).toBe(text);
  });

  it.each([
    [{ volume_ml: 500, number_of_items_in_box: 12 }, 'it', '12 × 50 cl'],
    [{ volume_ml: 275, number_of_items_in_box: 24 }, 'it', '24 × 27,5 cl'],
    [{ volume_ml: 275, number_of_items_in_box: 24 }, 'en', '24 × 27.5 cl'],
    [{ volume_ml: 20_000, number_of_items_in_box: 1 }, 'it', '20 L'],
    [{ volume_ml: 0, number_of_items_in_box: 6 }, 'it', null],
  ])('reads the pack %j in %s as %s', (product, language, label) => {
    expect(packLabel(product, language)).toBe(label);
  });

  it('names countries in the interface language and keeps unknown codes', () => {
    expect(countryName('IT', 'it')).toBe('Italia');
    expect(countryName('BE', 'en')).toBe('Belgium');
    expect(countryName('??', 'en')).toBe('??');
  });

  it('writes delivery dates as dd.MM.yyyy (spec 2 §5)', () => {
    expect(formatDay('2026-06-01')).toBe('01.06.2026');
  });
});
