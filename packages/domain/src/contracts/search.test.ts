import { describe, expect, it } from 'vitest';
import { articleSearchQuerySchema, contentSearchQuerySchema, CONTENT_SEARCH_MAX_LIMIT } from './search';

// spec 1 §5: tabbed results need 3 or more characters; spec 1 §9: results capped at 4 per block.
describe('content search contracts', () => {
  it('cleans the title and caps results at 4 by default', () => {
    expect(contentSearchQuerySchema.parse({ title: '  pinta   alla spina ' })).toEqual({
      title: 'pinta alla spina',
      limit: 4,
    });
  });

  it.each([
    [{ title: 'ab' }, 'Type at least 3 characters to search.'],
    [{ title: 'lager', limit: '0' }, 'limit must be 1 or more'],
    [
      { title: 'lager', limit: String(CONTENT_SEARCH_MAX_LIMIT + 1) },
      `limit must be at most ${CONTENT_SEARCH_MAX_LIMIT}`,
    ],
    [{ title: 'lager', lang: 'fr' }, undefined],
  ])('refuses %j', (query, message) => {
    const result = contentSearchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    if (message) expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('reads the logged-in flag of the article search', () => {
    expect(articleSearchQuerySchema.parse({ title: 'news', isLoggedIn: 'false' }).isLoggedIn).toBe(false);
    expect(articleSearchQuerySchema.parse({ title: 'news' }).isLoggedIn).toBeUndefined();
  });
});
