import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../../lib/storage';
import { readSearchHistory, recordSearch } from './search-history';

describe('search history in the session (spec 1 §3, §5)', () => {
  it.each([
    ['keeps the newest term first', ['lager', 'keg', 'caffè'], ['caffè', 'keg', 'lager']],
    ['keeps at most 3 terms', ['one', 'two', 'three', 'four'], ['four', 'three', 'two']],
    [
      'moves a repeated term to the front instead of keeping it twice',
      ['lager', 'keg', 'Lager'],
      ['Lager', 'keg'],
    ],
    ['records nothing under 2 characters (spec 1 §4.6)', ['la', 'l', ' ', ''], ['la']],
    ['records terms without their surrounding spaces', ['  pils  '], ['pils']],
  ])('%s', (_rule, searched, expected) => {
    for (const term of searched) recordSearch(term);
    expect(readSearchHistory()).toEqual(expected);
    expect(JSON.parse(sessionStorage.getItem(SESSION_KEYS.searchHistory)!)).toEqual(expected);
  });

  it('lives in session storage, so a new visit starts without history', () => {
    recordSearch('lager');
    expect(localStorage.length).toBe(0);
    sessionStorage.clear();
    expect(readSearchHistory()).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"term":"lager"}'],
  ])('reads a stored value that is %s as no history', (_case, stored) => {
    sessionStorage.setItem(SESSION_KEYS.searchHistory, stored);
    expect(readSearchHistory()).toEqual([]);
  });

  it('cleans a stored list with the same rule: text only, unique, 3 at most', () => {
    sessionStorage.setItem(
      SESSION_KEYS.searchHistory,
      JSON.stringify(['a', 'keg', 4, 'KEG', 'pils', 'rossa', 'x2']),
    );
    expect(readSearchHistory()).toEqual(['keg', 'pils', 'rossa']);
  });
});
