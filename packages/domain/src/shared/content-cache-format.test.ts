import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { toJSONSchema } from 'zod/v4/core';
import { articleListResponseSchema } from '../contracts/articles';
import { bannersResponseSchema } from '../contracts/content';
import {
  sustainabilityEntriesResponseSchema,
  sustainabilitySubcontentResponseSchema,
} from '../contracts/sustainability';
import { CONTENT_CACHE_FORMAT } from './content-cache';

/** The contracts of the answers the content caches keep (spec 3 §9: banners, articles, becomeSustainable). */
const CACHED_CONTRACTS = {
  banners: bannersResponseSchema,
  articleList: articleListResponseSchema,
  sustainabilityEntries: sustainabilityEntriesResponseSchema,
  sustainabilitySubcontent: sustainabilitySubcontentResponseSchema,
};

/**
 * The fingerprint of those contracts in each format so far. A change to one of them changes the fingerprint:
 * add it here under a new format and raise CONTENT_CACHE_FORMAT to it, so answers saved in the old shape are
 * asked for again rather than shown wrong.
 */
const FINGERPRINTS: Readonly<Record<number, string>> = {
  1: 'da77e3521f243b76',
};

function fingerprint(): string {
  const shapes = Object.entries(CACHED_CONTRACTS).map(([name, schema]) => [name, toJSONSchema(schema)]);
  return createHash('sha256').update(JSON.stringify(shapes)).digest('hex').slice(0, 16);
}

describe('the format of the content caches (spec 3 §9)', () => {
  it('is raised with every change to the contract of a cached answer', () => {
    expect(FINGERPRINTS[CONTENT_CACHE_FORMAT]).toBe(fingerprint());
  });

  it('never gives two formats the same contracts', () => {
    const prints = Object.values(FINGERPRINTS);
    expect(new Set(prints).size).toBe(prints.length);
  });
});
