import { describe, expect, it } from 'vitest';
import {
  ARTICLE_MAX_PAGE_SIZE,
  ARTICLE_MAX_TAGS,
  ARTICLE_PAGE_SIZE,
  articleListQuerySchema,
  articlePathParamsSchema,
} from './articles';

// spec 3 §7: "GET articles/GetArticlesNewListPL ... with repeated Tags parameters".
describe('article list query', () => {
  it('reads one Tags value as a list of one, and repeated ones as a list without repeats', () => {
    expect(articleListQuerySchema.parse({ Tags: ' novità ' })).toEqual({
      Tags: ['novità'],
      offset: 0,
      limit: ARTICLE_PAGE_SIZE,
    });
    expect(articleListQuerySchema.parse({ Tags: ['vuoti', 'consegna', 'vuoti'] }).Tags).toEqual([
      'vuoti',
      'consegna',
    ]);
    expect(articleListQuerySchema.parse({}).Tags).toBeUndefined();
  });

  it('reads offset and limit written in digits', () => {
    expect(articleListQuerySchema.parse({ offset: '24', limit: '6' })).toMatchObject({
      offset: 24,
      limit: 6,
    });
  });

  it.each([
    [{ Tags: '' }, 'A tag is 1 to 60 characters of text'],
    [{ Tags: 'a\u0007b' }, 'A tag is 1 to 60 characters of text'],
    [{ Tags: Array.from({ length: ARTICLE_MAX_TAGS + 1 }, (_, i) => `t${i}`) }, 'Filter by at most 20 tags'],
    [{ limit: String(ARTICLE_MAX_PAGE_SIZE + 1) }, 'limit must be a whole number from 1 to 50'],
    [{ offset: '-1' }, 'offset must be a whole number from 0 to 100000'],
  ])('refuses %j', (query, message) => {
    const result = articleListQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('article path (spec 1 §2.2 newsItem /news/{path})', () => {
  it.each(['nuovo-portale-ordini', 'fiera-2026', 'a'])('accepts %s', (path) => {
    expect(articlePathParamsSchema.safeParse({ path }).success).toBe(true);
  });

  it.each(['Nuovo', 'due parole', '-inizio', 'fine-', 'doppio--trattino', 'a/b', '', 'x'.repeat(101)])(
    'refuses %j',
    (path) => {
      expect(articlePathParamsSchema.safeParse({ path }).success).toBe(false);
    },
  );
});
