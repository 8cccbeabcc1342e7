import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_LIMITS } from '@spina/domain';
import { readSearchHistory } from '../search-history';
import { useSearchTerm } from './use-search-term';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('typing in the overlay (spec 1 §4.6)', () => {
  it.each([
    ['header', SEARCH_LIMITS.headerDebounceMs, 2000],
    ['mobile overlay', SEARCH_LIMITS.mobileDebounceMs, 1500],
  ])('in the %s searches once the user has paused for %i ms', (_where, debounceMs, expected) => {
    expect(debounceMs).toBe(expected);
    const { result } = renderHook(() => useSearchTerm(debounceMs));
    act(() => result.current.change('lag'));
    act(() => vi.advanceTimersByTime(debounceMs - 100));
    act(() => result.current.change('lager'));
    expect(result.current.input).toBe('lager');
    act(() => vi.advanceTimersByTime(debounceMs - 1));
    expect(result.current.term).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.term).toBe('lager');
    expect(readSearchHistory()).toEqual(['lager']);
  });

  it('searches at once on Enter, and the pending wait does not search again', () => {
    const { result } = renderHook(() => useSearchTerm(2000));
    act(() => result.current.change(' keg '));
    act(() => result.current.submit());
    expect(result.current.term).toBe('keg');
    act(() => result.current.change('keg 30'));
    act(() => result.current.submit());
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.term).toBe('keg 30');
    expect(readSearchHistory()).toEqual(['keg 30', 'keg']);
  });

  it('records only terms of 2 or more characters (spec 1 §5) and returns to the default view otherwise', () => {
    const { result } = renderHook(() => useSearchTerm(2000));
    act(() => result.current.change('l'));
    act(() => vi.advanceTimersByTime(2000));
    expect(result.current.term).toBe('l');
    expect(readSearchHistory()).toEqual([]);
    act(() => result.current.change('la'));
    act(() => vi.advanceTimersByTime(2000));
    expect(readSearchHistory()).toEqual(['la']);
  });

  it('searches a chosen recent term at once, and the reset icon empties the input and the term', () => {
    const { result } = renderHook(() => useSearchTerm(2000));
    act(() => result.current.choose('pils'));
    expect([result.current.input, result.current.term]).toEqual(['pils', 'pils']);
    act(() => result.current.change('pilsner'));
    act(() => result.current.reset());
    act(() => vi.advanceTimersByTime(2000));
    expect([result.current.input, result.current.term]).toEqual(['', '']);
  });
});
