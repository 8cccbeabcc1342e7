/**
 * The food-pairing configurator's rules (spec 3 §2 route foodParingConfigurator, screen "Foodpairing"): a venue
 * names a dish, a cuisine, an occasion and the flavour its guests like, and gets the catalogue's beers that suit
 * them best. Beers are grouped by family of style (the beer_type feature of spec 2 §2); every choice scores the
 * families, and a beer scores what its family scores.
 */

export const PAIRING_DISHES = [
  'pizza',
  'burger',
  'fish',
  'cured-meats-cheese',
  'grilled-meat',
  'stew-roast',
  'salad-vegetables',
  'dessert',
] as const;
export const PAIRING_CUISINES = [
  'italian',
  'mediterranean',
  'central-european',
  'asian-spicy',
  'american',
] as const;
export const PAIRING_OCCASIONS = ['aperitivo', 'lunch', 'dinner', 'celebration', 'summer-terrace'] as const;
export const PAIRING_FLAVOURS = [
  'light-crisp',
  'hoppy-bitter',
  'malty-rich',
  'roasted',
  'fruity-sour',
] as const;

export type PairingDish = (typeof PAIRING_DISHES)[number];
export type PairingCuisine = (typeof PAIRING_CUISINES)[number];
export type PairingOccasion = (typeof PAIRING_OCCASIONS)[number];
export type PairingFlavour = (typeof PAIRING_FLAVOURS)[number];

/** What the venue chose: one answer to each of the configurator's four questions. */
export type PairingChoice = {
  dish: PairingDish;
  cuisine: PairingCuisine;
  occasion: PairingOccasion;
  flavour: PairingFlavour;
};

/** The families of beer style the rules reason about. */
export const STYLE_FAMILIES = [
  'crisp-lager',
  'malty-amber',
  'dark-roasted',
  'hoppy',
  'wheat',
  'belgian-strong',
  'sour-fruity',
  'alcohol-free',
] as const;
export type StyleFamily = (typeof STYLE_FAMILIES)[number];

/** The family of each beer style of the catalogue (beer_type); a style not listed takes no part in pairings. */
const FAMILY_OF_STYLE: Readonly<Record<string, StyleFamily>> = {
  Lager: 'crisp-lager',
  'Premium Lager': 'crisp-lager',
  'Pils Lager': 'crisp-lager',
  'Keller Lager': 'crisp-lager',
  'Golden Ale': 'crisp-lager',
  'Lager ambrata': 'malty-amber',
  'Doppio malto': 'malty-amber',
  'Red Ale': 'malty-amber',
  'Harvest Ale': 'malty-amber',
  Ambrée: 'malty-amber',
  'Lager scura': 'dark-roasted',
  Stout: 'dark-roasted',
  'Imperial Stout': 'dark-roasted',
  IPA: 'hoppy',
  'Session IPA': 'hoppy',
  'Hazy IPA': 'hoppy',
  'American Pale Ale': 'hoppy',
  Blanche: 'wheat',
  Weiss: 'wheat',
  Saison: 'wheat',
  Blonde: 'belgian-strong',
  Dubbel: 'belgian-strong',
  Tripel: 'belgian-strong',
  Quadrupel: 'belgian-strong',
  'Birra di Natale': 'belgian-strong',
  Sour: 'sour-fruity',
  Radler: 'sour-fruity',
  Analcolica: 'alcohol-free',
};

/** The family of a beer style, or null for a style the rules do not know. */
export function styleFamilyOf(beerType: string): StyleFamily | null {
  return FAMILY_OF_STYLE[beerType.trim()] ?? null;
}

type Weights = Partial<Record<StyleFamily, number>>;

/** How well each family suits each answer, 0 (not at all) to 3 (a classic match). */
const DISH_WEIGHTS: Record<PairingDish, Weights> = {
  pizza: { 'crisp-lager': 3, 'malty-amber': 1, hoppy: 1, wheat: 1, 'alcohol-free': 1 },
  burger: { hoppy: 3, 'malty-amber': 2, 'crisp-lager': 1, 'dark-roasted': 1 },
  fish: { wheat: 3, 'crisp-lager': 2, 'sour-fruity': 1, 'alcohol-free': 1 },
  'cured-meats-cheese': { 'belgian-strong': 3, 'malty-amber': 2, 'crisp-lager': 1 },
  'grilled-meat': { 'malty-amber': 3, hoppy: 2, 'dark-roasted': 1, 'belgian-strong': 1 },
  'stew-roast': { 'belgian-strong': 3, 'dark-roasted': 2, 'malty-amber': 2 },
  'salad-vegetables': { wheat: 3, 'sour-fruity': 2, 'crisp-lager': 1, 'alcohol-free': 2 },
  dessert: { 'dark-roasted': 3, 'sour-fruity': 2, 'belgian-strong': 2 },
};

const CUISINE_WEIGHTS: Record<PairingCuisine, Weights> = {
  italian: { 'crisp-lager': 2, 'malty-amber': 1, wheat: 1 },
  mediterranean: { wheat: 2, 'crisp-lager': 1, 'sour-fruity': 1 },
  'central-european': { 'crisp-lager': 2, 'dark-roasted': 1, 'malty-amber': 1 },
  'asian-spicy': { hoppy: 2, wheat: 2, 'crisp-lager': 1 },
  american: { hoppy: 2, 'malty-amber': 1, 'dark-roasted': 1 },
};

const OCCASION_WEIGHTS: Record<PairingOccasion, Weights> = {
  aperitivo: { 'crisp-lager': 2, 'sour-fruity': 2, hoppy: 1 },
  lunch: { 'alcohol-free': 2, 'crisp-lager': 1, wheat: 1 },
  dinner: { 'malty-amber': 1, 'belgian-strong': 1, 'dark-roasted': 1 },
  celebration: { 'belgian-strong': 2, hoppy: 1 },
  'summer-terrace': { wheat: 2, 'sour-fruity': 2, 'crisp-lager': 1, 'alcohol-free': 1 },
};

// The flavour the guests like weighs most: it is what they will notice first.
const FLAVOUR_WEIGHTS: Record<PairingFlavour, Weights> = {
  'light-crisp': { 'crisp-lager': 4, wheat: 2, 'alcohol-free': 2 },
  'hoppy-bitter': { hoppy: 4, 'crisp-lager': 1 },
  'malty-rich': { 'malty-amber': 4, 'belgian-strong': 3 },
  roasted: { 'dark-roasted': 4, 'malty-amber': 1 },
  'fruity-sour': { 'sour-fruity': 4, wheat: 2 },
};

/** A beer the rules may suggest: one product standing for one beer of the catalogue. */
export type PairingCandidate = { sku: string; name: string; beerType: string };

/** A suggested beer with its score and the answers that brought it. */
export type PairingSuggestion<Beer extends PairingCandidate = PairingCandidate> = {
  beer: Beer;
  family: StyleFamily;
  score: number;
  /** The questions whose answer favours this beer's family, in the configurator's order. */
  matchedOn: Array<keyof PairingChoice>;
};

/** Beers one pairing suggests at most, and at most of one family, so that the venue has a real choice. */
export const PAIRING_MAX_SUGGESTIONS = 6;
export const PAIRING_MAX_PER_FAMILY = 2;

/** The score of each family for `choice`: the sum of what each answer gives it. */
export function familyScores(choice: PairingChoice): Record<StyleFamily, number> {
  const parts: Weights[] = [
    DISH_WEIGHTS[choice.dish],
    CUISINE_WEIGHTS[choice.cuisine],
    OCCASION_WEIGHTS[choice.occasion],
    FLAVOUR_WEIGHTS[choice.flavour],
  ];
  return Object.fromEntries(
    STYLE_FAMILIES.map((family) => [family, parts.reduce((sum, weights) => sum + (weights[family] ?? 0), 0)]),
  ) as Record<StyleFamily, number>;
}

function matchedOn(choice: PairingChoice, family: StyleFamily): Array<keyof PairingChoice> {
  const byQuestion: Array<[keyof PairingChoice, Weights]> = [
    ['dish', DISH_WEIGHTS[choice.dish]],
    ['cuisine', CUISINE_WEIGHTS[choice.cuisine]],
    ['occasion', OCCASION_WEIGHTS[choice.occasion]],
    ['flavour', FLAVOUR_WEIGHTS[choice.flavour]],
  ];
  return byQuestion.filter(([, weights]) => (weights[family] ?? 0) > 0).map(([question]) => question);
}

/**
 * The beers of `candidates` that suit `choice`, best first: by score, then by name. Beers of unknown styles or
 * of a family no answer favours are left out; at most PAIRING_MAX_PER_FAMILY of one family and
 * PAIRING_MAX_SUGGESTIONS in all.
 */
export function suggestPairings<Beer extends PairingCandidate>(
  choice: PairingChoice,
  candidates: readonly Beer[],
): PairingSuggestion<Beer>[] {
  const scores = familyScores(choice);
  const ranked = candidates
    .flatMap((beer) => {
      const family = styleFamilyOf(beer.beerType);
      return family && scores[family] > 0 ? [{ beer, family, score: scores[family] }] : [];
    })
    .sort(
      (a, b) =>
        b.score - a.score || a.beer.name.localeCompare(b.beer.name) || a.beer.sku.localeCompare(b.beer.sku),
    );
  const perFamily = new Map<StyleFamily, number>();
  const chosen: PairingSuggestion<Beer>[] = [];
  for (const entry of ranked) {
    const taken = perFamily.get(entry.family) ?? 0;
    if (taken >= PAIRING_MAX_PER_FAMILY) continue;
    perFamily.set(entry.family, taken + 1);
    chosen.push({ ...entry, matchedOn: matchedOn(choice, entry.family) });
    if (chosen.length === PAIRING_MAX_SUGGESTIONS) break;
  }
  return chosen;
}
