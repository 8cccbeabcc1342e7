import { describe, expect, it } from 'vitest';
import { MESSAGES_NAMESPACE } from './catalogue';
import { catalogueLoader, FEATURE_NAMESPACES } from './index';

/**
 * Finds English shown in the Italian interface (issue 8: the Italian carousel read 'Slide 1 of 4'): Italian
 * texts identical to their English twin or holding common English words, and texts written straight into
 * components instead of coming from a catalogue.
 */

/** Texts the same in both languages on purpose: brand and service names, and words Italian uses as they are. */
const SAME_IN_BOTH = new Set([
  // Services, networks and the portal's name.
  'Spina',
  'pubMenu',
  'eLearning',
  'Academy',
  'Formazione',
  'Facebook',
  'Instagram',
  'LinkedIn',
  // Each language is named in itself.
  'Italiano',
  'English',
  'Čeština',
  'Slovenčina',
  // Words Italian uses as they are.
  'Home',
  'Menu',
  'Password',
  'FAQ',
  'Knowledge base',
  'Volume',
  'Pallet',
  'pallet',
  'Promo',
  'A-Z',
  'Z-A',
  'E-mail',
  'Bar',
  'Hotel',
  'hl',
  'kg',
  // Italian dishes and occasions that English names in Italian (the food-pairing configurator).
  'Pizza',
  'Aperitivo',
  // Wording the spec quotes: the 401 page (spec 1 §2.1) and the visitor's button (spec 1 §2.2).
  '401: UNAUTHORIZED ACCESS',
  'Join US',
]);

/** English words that do not occur in Italian sentences (the short ones Italian shares, such as 'a', are left out). */
const ENGLISH_WORDS =
  /\b(the|of|and|your|you|with|slide|next|previous|please|search|close|open|save|delete|cancel|back|show|hide|more|less|results?|products?|page|loading|error|try|again|sign|order|orders|items?|cart|add|remove|empty|select|choose|here|this|that|from|for|not|has|have|been|will|yes|unknown|details|available)\b/i;

type Entry = { key: string; it: string; en: string };

function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

async function entries(namespace: string): Promise<Entry[]> {
  const load = async (language: string) => (await catalogueLoader(language, namespace)!()).default;
  const [italian, english] = await Promise.all([load('it'), load('en')]);
  const englishByKey = new Map(
    namespace === MESSAGES_NAMESPACE ? Object.entries(english as Record<string, string>) : leaves(english),
  );
  const italianLeaves =
    namespace === MESSAGES_NAMESPACE ? Object.entries(italian as Record<string, string>) : leaves(italian);
  return italianLeaves.map(([key, text]) => ({
    key: `${namespace}:${key}`,
    it: text,
    en: englishByKey.get(key) ?? '',
  }));
}

/** The words of a text, without interpolations ({{count}}) and markup. */
const words = (text: string) => text.replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ').trim();

describe('Italian catalogues hold Italian', () => {
  for (const namespace of [...FEATURE_NAMESPACES, MESSAGES_NAMESPACE]) {
    it(`${namespace}: no text is copied from English or holds English words`, async () => {
      const leaks = (await entries(namespace))
        .filter(({ it }) => !SAME_IN_BOTH.has(words(it)))
        .filter(({ it, en }) => (/[A-Za-z]/.test(words(it)) && it === en) || ENGLISH_WORDS.test(words(it)))
        .map(({ key, it }) => `${key} = ${JSON.stringify(it)}`);
      expect(leaks).toEqual([]);
    });
  }
});

/** Every component's source, by path. */
const components: Record<string, string> = import.meta.glob(
  ['../../**/*.tsx', '!../../**/*.test.tsx', '!../../**/test/**'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);

/** Attributes a person reads or hears, given as a literal with letters. */
const LITERAL_ATTRIBUTE =
  /\b(aria-label|aria-roledescription|aria-description|aria-valuetext|title|placeholder|alt|label)="([^"]*[A-Za-z][^"]*)"/g;
/** Text between JSX tags (not the `>` of an arrow or a type), without expressions. */
const LITERAL_TEXT = /(?<![=\w])>\s*([A-Za-z][^<>{}();=?&|]*?)\s*</g;

describe('components take their texts from the catalogues', () => {
  it('writes no user-facing text straight into a component', () => {
    expect(Object.keys(components).length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const [file, source] of Object.entries(components)) {
      const name = file.replace(/^(\.\.\/)+/, '');
      for (const [, attribute, text] of source.matchAll(LITERAL_ATTRIBUTE))
        found.push(`${name}: ${attribute}="${text}"`);
      for (const [, text = ''] of source.matchAll(LITERAL_TEXT)) {
        if (!SAME_IN_BOTH.has(text)) found.push(`${name}: >${text}<`);
      }
    }
    expect(found).toEqual([]);
  });
});
