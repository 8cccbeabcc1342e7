import { useCallback, useEffect, useRef, useState } from 'react';
import { canSearch } from '@spina/domain';
import { recordSearch } from '../search-history';

/** The overlay's input and the term its searches run for. */
export type SearchTerm = {
  /** What is typed. */
  input: string;
  /** The term searched for: what was typed when the wait ran out or Enter was pressed, trimmed. */
  term: string;
  /** Takes what is typed and searches it once the user pauses for `debounceMs`. */
  change: (value: string) => void;
  /** Searches what is typed at once (Enter). */
  submit: () => void;
  /** Types and searches a term at once (a recent search chosen). */
  choose: (value: string) => void;
  /** Empties the input and returns to the default view at once (the reset icon). */
  reset: () => void;
};

/**
 * The overlay's typing (spec 1 §4.6): a search runs when the user stops typing for `debounceMs` (2 s in the
 * header, 1.5 s in the mobile overlay) or presses Enter; a term of 2 or more characters is recorded in the
 * session's history.
 */
export function useSearchTerm(debounceMs: number): SearchTerm {
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const typed = useRef('');
  const timer = useRef<number | undefined>(undefined);

  const stopWaiting = () => window.clearTimeout(timer.current);
  useEffect(() => stopWaiting, []);

  const commit = useCallback((value: string) => {
    stopWaiting();
    const cleaned = value.trim();
    if (canSearch(cleaned)) recordSearch(cleaned);
    setTerm(cleaned);
  }, []);

  const type = (value: string) => {
    typed.current = value;
    setInput(value);
  };

  return {
    input,
    term,
    change: (value) => {
      type(value);
      stopWaiting();
      timer.current = window.setTimeout(() => commit(value), debounceMs);
    },
    submit: () => commit(typed.current),
    choose: (value) => {
      type(value);
      commit(value);
    },
    reset: () => {
      type('');
      commit('');
    },
  };
}
