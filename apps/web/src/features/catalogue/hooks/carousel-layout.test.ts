import { describe, expect, it } from 'vitest';
import { carouselLayout } from './carousel-layout';

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
