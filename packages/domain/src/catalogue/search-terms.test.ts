import { describe, expect, it } from 'vitest';
import { checkProductSearchTerm, checkTabSearchTerm, SEARCH_TERM_MAX_LENGTH } from './search-terms';

// spec 1 §5: "Search runs only with 2 or more characters; tabbed results need 3 or more."
describe('search terms', () => {
  it.each([
    ['a', false],
    [' a ', false],
    ['ab', true],
    ['  ipa  ', true],
  ])('products search of %j runs: %s', (term, ok) => {
    expect(checkProductSearchTerm(term).ok).toBe(ok);
  });

  it.each([
    ['ab', false],
    ['abc', true],
  ])('tab search of %j runs: %s', (term, ok) => {
    expect(checkTabSearchTerm(term).ok).toBe(ok);
  });

  it('collapses spaces and says why a term is refused', () => {
    expect(checkProductSearchTerm('  premium   lager ')).toEqual({ ok: true, term: 'premium lager' });
    expect(checkTabSearchTerm('ab')).toEqual({ ok: false, message: 'Type at least 3 characters to search.' });
    expect(checkProductSearchTerm('x'.repeat(SEARCH_TERM_MAX_LENGTH + 1))).toEqual({
      ok: false,
      message: `Search terms are at most ${SEARCH_TERM_MAX_LENGTH} characters long.`,
    });
  });
});
