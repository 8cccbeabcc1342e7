import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// As React.lazy's own type: a component of any props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/** A lazy component whose code can be asked for before it first renders. */
export type PreloadableComponent<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Starts loading the code (once; again after a failure); settles when it is here. */
  preload: () => Promise<unknown>;
  /** Starts loading the code ahead of its first render, which shows a failure if the code still cannot load. */
  prefetch: () => void;
};

/**
 * A thenable that calls back at once, as React.lazy reads the module from its callback in the same pass: a
 * promise, even a settled one, calls back only after the render has suspended.
 */
function settledThenable<V>(value: V): Promise<V> {
  const thenable = {
    then(onFulfilled?: (value: V) => unknown) {
      onFulfilled?.(value);
      return thenable;
    },
  };
  return thenable as unknown as Promise<V>;
}

/**
 * React.lazy that renders at once when its code has already loaded (preloaded with the route, or loaded by an
 * earlier render). A plain lazy component suspends on its first render whatever its module's state, and React
 * then holds everything under the same Suspense boundary behind the fallback for at least 300 ms (its throttled
 * reveal): the page's own calls, made as it mounts, waited that long on every first visit.
 */
export function lazyComponent<T extends AnyComponent>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loaded: { default: T } | null = null;
  let loading: Promise<{ default: T }> | null = null;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => (loaded ? settledThenable(loaded) : preload()));
  const prefetch = () => {
    preload().catch(() => undefined);
  };
  return Object.assign(component, { preload, prefetch });
}
