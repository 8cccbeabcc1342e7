import { describe, expect, it } from 'vitest';
import { catalogueLoader, FEATURE_NAMESPACES } from './index';
import { MESSAGES_NAMESPACE } from './catalogue';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

async function load(language: string, namespace: string) {
  const loader = catalogueLoader(language, namespace);
  if (!loader) throw new Error(`missing ${language} catalogue of ${namespace}`);
  return (await loader()).default;
}

describe('translation catalogues (spec 1 §9: it default, en)', () => {
  it('finds the feature catalogues by folder', () => {
    expect(FEATURE_NAMESPACES).toEqual(expect.arrayContaining(['shell', 'home']));
  });

  for (const namespace of [...FEATURE_NAMESPACES, MESSAGES_NAMESPACE]) {
    it(`has the same keys in Italian and English, each with text, for ${namespace}`, async () => {
      const [italian, english] = await Promise.all([load('it', namespace), load('en', namespace)]);
      // Messages are flat, keyed by English sentences that may contain dots; features nest their keys.
      const keys = namespace === MESSAGES_NAMESPACE ? Object.keys : (catalogue: object) => keysOf(catalogue);
      expect(keys(italian).sort()).toEqual(keys(english).sort());
      for (const catalogue of [italian, english]) {
        for (const key of keys(catalogue)) {
          const text =
            namespace === MESSAGES_NAMESPACE
              ? catalogue[key]
              : key
                  .split('.')
                  .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
          expect(typeof text === 'string' && text.trim() !== '').toBe(true);
        }
      }
    });
  }

  it('keys the domain’s messages by their English text', async () => {
    const english = await load('en', MESSAGES_NAMESPACE);
    for (const [key, text] of Object.entries(english)) expect(text).toBe(key);
  });
});
