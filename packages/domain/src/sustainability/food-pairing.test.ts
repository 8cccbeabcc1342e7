import { describe, expect, it } from 'vitest';
import {
  familyScores,
  PAIRING_MAX_PER_FAMILY,
  PAIRING_MAX_SUGGESTIONS,
  styleFamilyOf,
  suggestPairings,
  type PairingCandidate,
  type PairingChoice,
  type StyleFamily,
} from './food-pairing';

/** One beer per style of the demo catalogue, named after its style. */
const STYLES = [
  'Lager',
  'Pils Lager',
  'Premium Lager',
  'Lager ambrata',
  'Doppio malto',
  'Lager scura',
  'Stout',
  'IPA',
  'Session IPA',
  'Blanche',
  'Weiss',
  'Tripel',
  'Quadrupel',
  'Sour',
  'Radler',
  'Analcolica',
];
const BEERS: PairingCandidate[] = STYLES.map((style, index) => ({
  sku: String(210000 + index),
  name: `Beer ${style}`,
  beerType: style,
}));

const choice = (overrides: Partial<PairingChoice>): PairingChoice => ({
  dish: 'pizza',
  cuisine: 'italian',
  occasion: 'dinner',
  flavour: 'light-crisp',
  ...overrides,
});

describe('styleFamilyOf', () => {
  it.each<[string, StyleFamily | null]>([
    ['Lager', 'crisp-lager'],
    [' Pils Lager ', 'crisp-lager'],
    ['Imperial Stout', 'dark-roasted'],
    ['Hazy IPA', 'hoppy'],
    ['Weiss', 'wheat'],
    ['Dubbel', 'belgian-strong'],
    ['Radler', 'sour-fruity'],
    ['Analcolica', 'alcohol-free'],
    ['Gazzosa', null],
  ])('puts %s in %s', (style, family) => {
    expect(styleFamilyOf(style)).toBe(family);
  });
});

describe('suggestPairings', () => {
  it.each<[string, StyleFamily, Partial<PairingChoice>]>([
    ['a pizza aperitivo for light tastes', 'crisp-lager', { dish: 'pizza', occasion: 'aperitivo' }],
    [
      'an American burger for hop lovers',
      'hoppy',
      { dish: 'burger', cuisine: 'american', flavour: 'hoppy-bitter' },
    ],
    ['a chocolate dessert for roasted tastes', 'dark-roasted', { dish: 'dessert', flavour: 'roasted' }],
    [
      'a stew at a celebration for malty tastes',
      'belgian-strong',
      { dish: 'stew-roast', cuisine: 'central-european', occasion: 'celebration', flavour: 'malty-rich' },
    ],
    [
      'a fruit dessert on a summer terrace',
      'sour-fruity',
      { dish: 'dessert', cuisine: 'mediterranean', occasion: 'summer-terrace', flavour: 'fruity-sour' },
    ],
    [
      'fish on a summer terrace',
      'wheat',
      { dish: 'fish', cuisine: 'mediterranean', occasion: 'summer-terrace', flavour: 'fruity-sour' },
    ],
    [
      'a Mediterranean salad at lunch',
      'wheat',
      { dish: 'salad-vegetables', cuisine: 'mediterranean', occasion: 'lunch', flavour: 'light-crisp' },
    ],
  ])('suggests first for %s a beer of the %s family', (_case, family, overrides) => {
    const [first] = suggestPairings(choice(overrides), BEERS);
    expect(first?.family).toBe(family);
  });

  it('orders by score, then by name, and says which answers matched', () => {
    const suggestions = suggestPairings(choice({ occasion: 'aperitivo' }), BEERS);
    const scores = suggestions.map((suggestion) => suggestion.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(suggestions[0]).toMatchObject({
      beer: { name: 'Beer Lager' },
      score: familyScores(choice({ occasion: 'aperitivo' }))['crisp-lager'],
      matchedOn: ['dish', 'cuisine', 'occasion', 'flavour'],
    });
    expect(suggestions[1]?.beer.name).toBe('Beer Pils Lager');
  });

  it(`keeps at most ${PAIRING_MAX_PER_FAMILY} beers of one family and ${PAIRING_MAX_SUGGESTIONS} in all`, () => {
    const suggestions = suggestPairings(choice({}), BEERS);
    expect(suggestions.length).toBe(PAIRING_MAX_SUGGESTIONS);
    const perFamily = new Map<string, number>();
    for (const { family } of suggestions) perFamily.set(family, (perFamily.get(family) ?? 0) + 1);
    expect(Math.max(...perFamily.values())).toBeLessThanOrEqual(PAIRING_MAX_PER_FAMILY);
  });

  it('leaves out unknown styles and families no answer favours', () => {
    const odd = [{ sku: '1', name: 'Gazzosa', beerType: 'Gazzosa' }, ...BEERS];
    const suggestions = suggestPairings(
      choice({ dish: 'dessert', cuisine: 'american', flavour: 'roasted' }),
      odd,
    );
    expect(suggestions.map((suggestion) => suggestion.beer.name)).not.toContain('Gazzosa');
    expect(suggestions.every((suggestion) => suggestion.score > 0)).toBe(true);
    expect(suggestPairings(choice({}), [])).toEqual([]);
  });
});
