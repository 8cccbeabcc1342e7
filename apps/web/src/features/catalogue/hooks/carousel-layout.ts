import { useSyncExternalStore } from 'react';

/** How many products a carousel shows at once and how many one move scrolls by. */
export type CarouselLayout = { perView: number; step: number };

/**
 * Spec 1 §9 (and spec 2 §9): 1 product below 390 px, 2.5 from 390, 4 from 768, 6 from 1920; scroll steps
 * 1, 2, 4 and 6. Widest first.
 */
const LAYOUTS: ReadonlyArray<{ minWidth: number } & CarouselLayout> = [
  { minWidth: 1920, perView: 6, step: 6 },
  { minWidth: 768, perView: 4, step: 4 },
  { minWidth: 390, perView: 2.5, step: 2 },
  { minWidth: 0, perView: 1, step: 1 },
];

/** The layout of a viewport width in CSS pixels, the same object for every width of its band. */
function layoutOf(width: number): (typeof LAYOUTS)[number] {
  return LAYOUTS.find((candidate) => width >= candidate.minWidth) ?? LAYOUTS[LAYOUTS.length - 1]!;
}

/** The carousel layout for a viewport width in CSS pixels. */
export function carouselLayout(width: number): CarouselLayout {
  const { perView, step } = layoutOf(width);
  return { perView, step };
}

function subscribeToResize(onResize: () => void): () => void {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

/**
 * The carousel layout for the window's width, known at the first render and rendered again only when a resize
 * crosses a breakpoint (a viewport-size state started at 0 and rendered the whole carousel again once mounted).
 */
export function useCarouselLayout(): CarouselLayout {
  return useSyncExternalStore(subscribeToResize, () => layoutOf(window.innerWidth));
}
