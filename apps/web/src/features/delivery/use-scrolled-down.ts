import { useEffect, useState, type RefObject } from 'react';

/** Scrolled further than this, the bar folds to its one-line summary. */
export const FOLD_BELOW_PX = 160;
/** Back within this of the top, it unfolds again (the gap keeps it from flickering as the header shrinks). */
export const UNFOLD_ABOVE_PX = 8;

/**
 * Whether the page is scrolled down, with a gap between folding and unfolding: folding the bar shortens the
 * sticky header, and the browser's scroll anchoring then moves the page up by that much. Read once a frame.
 */
export function useScrolledDown(enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      const top = window.scrollY;
      setScrolled((was) => (was ? top > UNFOLD_ABOVE_PX : top > FOLD_BELOW_PX));
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(read);
    };
    // Read at the next frame, not now: reading the scroll position while the page is being built forces a layout.
    frame = requestAnimationFrame(read);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled && scrolled;
}

/**
 * Calls `close` once the page has scrolled `distance` px from where `active` became true, unless focus is in
 * `container` (the user is working in one of the bar's choices) or one of its pop-ups is open (`busy()`).
 */
export function useCloseOnScroll(
  active: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  busy: () => boolean,
  distance = 200,
): void {
  useEffect(() => {
    if (!active) return;
    const start = window.scrollY;
    const onScroll = () => {
      if (Math.abs(window.scrollY - start) < distance) return;
      if (container.current?.contains(document.activeElement) || busy()) return;
      close();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [active, close, container, busy, distance]);
}
