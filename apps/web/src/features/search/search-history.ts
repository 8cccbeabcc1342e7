import { useSyncExternalStore } from 'react';
import { addToSearchHistory, SEARCH_LIMITS } from '@spina/domain';
import { readSession, SESSION_KEYS, writeSession } from '../../lib/storage';

const listeners = new Set<() => void>();
const NO_HISTORY: readonly string[] = [];

/** The history as stored, parsed once per stored text so that every reader gets the same array. */
let cached: { raw: string | null; terms: readonly string[] } = { raw: null, terms: NO_HISTORY };

function parse(raw: string | null): readonly string[] {
  if (raw === null) return NO_HISTORY;
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return NO_HISTORY;
    // A history written by hand or by an older version is cleaned by the same rule that writes it.
    return value
      .filter((term): term is string => typeof term === 'string')
      .reverse()
      .reduce<string[]>((history, term) => addToSearchHistory(history, term), [])
      .slice(0, SEARCH_LIMITS.historySize);
  } catch {
    return NO_HISTORY;
  }
}

/** The session's search history (spec 1 §3): newest first, unique, at most 3 terms. */
export function readSearchHistory(): readonly string[] {
  const raw = readSession(SESSION_KEYS.searchHistory);
  if (raw !== cached.raw) cached = { raw, terms: parse(raw) };
  return cached.terms;
}

/**
 * Records a searched term in the session's history with the domain's rule (spec 1 §4.6, §5: only terms of
 * 2 or more characters, newest first, no repeats, 3 at most) and returns the new history.
 */
export function recordSearch(term: string): readonly string[] {
  const history = addToSearchHistory(readSearchHistory(), term);
  writeSession(SESSION_KEYS.searchHistory, JSON.stringify(history));
  for (const listener of listeners) listener();
  return readSearchHistory();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session's search history, kept up to date as terms are searched. */
export function useSearchHistory(): readonly string[] {
  return useSyncExternalStore(subscribe, readSearchHistory, () => NO_HISTORY);
}
