import { useCallback, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

type Edit = (current: URLSearchParams) => URLSearchParams;
type Pending = { seen: Set<string>; next: URLSearchParams };

/**
 * useSearchParams whose functional update starts from the latest parameters. React Router hands the update the
 * parameters of the last render, so two changes made before the page renders again (two filters filled in quick
 * succession on a busy phone) keep only the second. Here a change builds on the one before it while the address
 * has not caught up with it; once it has, or when it moved elsewhere (Back, a link), the address is the base.
 */
export function useLatestSearchParams() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<Pending | null>(null);
  const update = useCallback(
    (edit: Edit, options?: NavigateOptions) => {
      const rendered = params.toString();
      const chain = pending.current;
      const building = chain !== null && chain.seen.has(rendered) && chain.next.toString() !== rendered;
      const next = edit(new URLSearchParams(building ? chain.next : params));
      const seen = new Set(building ? chain.seen : [rendered]);
      seen.add(next.toString());
      pending.current = { seen, next };
      setParams(next, options);
    },
    [params, setParams],
  );
  return [params, update] as const;
}
