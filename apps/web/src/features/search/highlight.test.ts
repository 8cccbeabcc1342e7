import { describe, expect, it } from 'vitest';
import { highlightParts } from './highlight';

const marked = (text: string, term: string) =>
  highlightParts(text, term)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join('');

describe('highlighted names (spec 1 §2.6)', () => {
  it.each([
    ['Aurora Lager 33 cl', 'lager', 'Aurora [Lager] 33 cl'],
    ['Caffè Shakerato', 'caffe', '[Caffè] Shakerato'],
    ['Espresso freddo', 'FREDDO', 'Espresso [freddo]'],
    ['Lager lager', 'lager', '[Lager] [lager]'],
    ['Birra rossa doppio malto', 'rossa malto', 'Birra [rossa] doppio [malto]'],
    ['Keg 20 l', 'lagr', 'Keg 20 l'],
    ['Lager', '', 'Lager'],
    ['Straße 🍺 Bier', 'bier', 'Straße 🍺 [Bier]'],
    ['Pils 🍺', '🍺', 'Pils [🍺]'],
  ])('%s with %s', (text, term, expected) => {
    expect(marked(text, term)).toBe(expected);
  });

  it('keeps every character of the text', () => {
    const text = 'Ležák Hvězdná 0,5 l';
    expect(
      highlightParts(text, 'lezak')
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
    expect(marked(text, 'hvezdna')).toBe('Ležák [Hvězdná] 0,5 l');
  });

  it('has no parts for an empty text', () => {
    expect(highlightParts('', 'lager')).toEqual([]);
  });
});
