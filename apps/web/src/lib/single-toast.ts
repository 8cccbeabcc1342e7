import { useSyncExternalStore } from 'react';

type Shown<T> = T & { id: number };

/**
 * A toast of which one is shown at a time, outside React so that any code (a mutation's error handler, a
 * background save) may show it: `show` replaces the one shown, `dismiss(id)` hides it unless a newer one
 * replaced it meanwhile, `use` reads it in the component that draws it.
 */
export function createSingleToast<T extends object>() {
  let current: Shown<T> | null = null;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    show(content: T): void {
      current = { ...content, id: nextId++ };
      notify();
    },
    dismiss(id: number): void {
      if (current?.id !== id) return;
      current = null;
      notify();
    },
    use(): Shown<T> | null {
      return useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      );
    },
  };
}
