import { useEffect, useState } from 'react';

/** Runs `run` once the browser is idle (after a short timer where it has no idle callbacks); returns the cancel. */
export function whenIdle(run: () => void): () => void {
  if (window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/**
 * True from the moment the browser is first idle after mount, or from the first `opened`, whichever comes
 * first, and then for good. A closed Mantine drawer or modal still renders its portal, transition and overlay
 * each time its owner renders; left out of a page's first renders, it is in place, with its opening transition,
 * by the time anyone can open it.
 */
export function useMountedWhenIdle(opened: boolean): boolean {
  const [mounted, setMounted] = useState(opened);
  if (opened && !mounted) setMounted(true);
  useEffect(() => (mounted ? undefined : whenIdle(() => setMounted(true))), [mounted]);
  return mounted || opened;
}
