import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addToSearchHistory, canSearch, SEARCH_TABS, showsResultTabs, visibleSearchTabs } from './search';

describe('search (spec 1 §2.6, §4.6, §5)', () => {
  it.each([
    ['a', false, false],
    [' ab ', true, false],
    ['abc', true, true],
  ])('%j: searches %s, tabs %s', (term, searches, tabs) => {
    expect(canSearch(term)).toBe(searches);
    expect(showsResultTabs(term)).toBe(tabs);
  });

  // spec 1 §5: "History keeps 3 terms without duplicates, newest first."
  it.each([
    [[], 'lager', ['lager']],
    [['ipa', 'stout'], 'lager', ['lager', 'ipa', 'stout']],
    [['ipa', 'stout', 'pils'], 'lager', ['lager', 'ipa', 'stout']],
    [['ipa', 'stout', 'pils'], 'STOUT ', ['STOUT', 'ipa', 'pils']],
    [['ipa'], 'x', ['ipa']],
  ])('%j + %j → %j', (history, term, expected) => {
    expect(addToSearchHistory(history, term)).toEqual(expected);
  });

  it('history stays unique and at most 3 long, newest first', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 0, maxLength: 6 }), { maxLength: 20 }), (terms) => {
        const history = terms.reduce<string[]>((list, term) => addToSearchHistory(list, term), []);
        expect(history.length).toBeLessThanOrEqual(3);
        expect(new Set(history.map((term) => term.toLowerCase())).size).toBe(history.length);
        const last = [...terms].reverse().find((term) => term.trim().length >= 2);
        if (last !== undefined) expect(history[0]).toBe(last.trim());
      }),
    );
  });

  it('shows only tabs with data, in order', () => {
    expect(visibleSearchTabs({ support: 2, products: 1, news: 0 })).toEqual(['products', 'support']);
    expect(visibleSearchTabs({})).toEqual([]);
    expect(SEARCH_TABS.map((tab) => tab.allResultsPath)).toEqual([
      '/catalog/products',
      '/marketing-materials',
      '/news',
      '/support/knowledge-base',
    ]);
  });
});
