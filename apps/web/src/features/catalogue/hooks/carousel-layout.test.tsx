import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { carouselLayout, useCarouselLayout } from './carousel-layout';

// spec 1 §9: "Carousel items shown: 1 below 390 px, 2.5 from 390, 4 from 768, 6 from 1920; scroll steps 1, 2, 4 and 6".
describe('carousel items per width', () => {
  it.each([
    [320, 1, 1],
    [389, 1, 1],
    [390, 2.5, 2],
    [767, 2.5, 2],
    [768, 4, 4],
    [1280, 4, 4],
    [1919, 4, 4],
    [1920, 6, 6],
    [2560, 6, 6],
  ])('at %d px shows %d products and moves by %d', (width, perView, step) => {
    expect(carouselLayout(width)).toEqual({ perView, step });
  });
});

describe("the carousel layout of the window's width", () => {
  const originalWidth = window.innerWidth;
  const resizeTo = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    });
  afterEach(() => resizeTo(originalWidth));

  it('is known at the first render, and renders again only when a resize crosses a breakpoint', () => {
    resizeTo(412);
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useCarouselLayout();
    });
    expect(result.current).toMatchObject({ perView: 2.5, step: 2 });
    expect(renders).toBe(1);
    resizeTo(700);
    expect(renders).toBe(1);
    resizeTo(1280);
    expect(result.current).toMatchObject({ perView: 4, step: 4 });
    expect(renders).toBe(2);
  });
});
