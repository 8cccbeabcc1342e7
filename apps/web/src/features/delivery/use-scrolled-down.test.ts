import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FOLD_BELOW_PX, UNFOLD_ABOVE_PX, useScrolledDown } from './use-scrolled-down';

async function scrollTo(top: number) {
  await act(async () => {
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

// Issue 10 closing note: the sticky header and the full bar hid controls on a page scrolled down.
describe('useScrolledDown (the delivery bar folds on a wide page scrolled down)', () => {
  it('folds past 160 px and unfolds only near the top, so the shorter header cannot make it flicker', async () => {
    const { result } = renderHook(() => useScrolledDown(true));
    expect(result.current).toBe(false);
    await scrollTo(FOLD_BELOW_PX);
    expect(result.current).toBe(false);
    await scrollTo(FOLD_BELOW_PX + 1);
    expect(result.current).toBe(true);
    // The header shrinks and scroll anchoring moves the page up: still folded.
    await scrollTo(60);
    expect(result.current).toBe(true);
    await scrollTo(UNFOLD_ABOVE_PX);
    expect(result.current).toBe(false);
  });

  it('never folds where the bar is not the full one (phones, news and marketing pages)', async () => {
    const { result } = renderHook(() => useScrolledDown(false));
    await scrollTo(2000);
    expect(result.current).toBe(false);
  });
});
