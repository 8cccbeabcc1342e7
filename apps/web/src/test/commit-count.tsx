import { useEffect, type ComponentType } from 'react';

/** A count of committed renders, shared by a test and the module mock that counts them. */
export type CommitCount = { count: number };

/**
 * `Component` wrapped so that each of its committed renders adds one to `counter`: counted in an effect, so a render
 * React set aside and started again is not one. For the module mocks of `*.mocks.test.tsx` files (decision 0039).
 */
export function countingCommits<P extends object>(
  Component: ComponentType<P>,
  counter: CommitCount,
): ComponentType<P> {
  return function Counted(props: P) {
    useEffect(() => {
      counter.count += 1;
    });
    return <Component {...props} />;
  };
}
