import { describe, expect, it } from 'vitest';
import { bannerAutoplayMs, bannerCacheName, bannerLocationOf } from './banners';

describe('banner placement (spec 3 §2, §9)', () => {
  it('"The home page uses a before-login or an after-login location"', () => {
    expect(bannerLocationOf('homepage', false)).toBe('homepage-before-login');
    expect(bannerLocationOf('homepage', true)).toBe('homepage-after-login');
  });

  it('"The products route shows no banner"', () => {
    expect(bannerLocationOf('products', true)).toBeNull();
    expect(bannerLocationOf('products', false)).toBeNull();
  });

  it('"Banners that load at a page\'s default location follow the route name"', () => {
    expect(bannerLocationOf('marketingMaterials', true)).toBe('marketingMaterials');
    expect(bannerLocationOf('news', false)).toBe('news');
  });
});

describe('banner caches (spec 3 §9: banner, public-banner, MM-banner)', () => {
  it.each([
    ['homepage-after-login', true, 'banner'],
    ['brandlogosAfterLogin', true, 'banner'],
    ['homepage-before-login', false, 'public-banner'],
    ['news', false, 'public-banner'],
    ['marketingMaterials', true, 'MM-banner'],
    ['marketingMaterials', false, 'public-banner'],
  ] as const)('%s signed in %s → %s', (location, signedIn, cache) => {
    expect(bannerCacheName(location, signedIn)).toBe(cache);
  });
});

describe('banner autoplay (spec 3 §2: "off with only one slide")', () => {
  it.each([
    [0, 5000, null],
    [1, 5000, null],
    [2, 5000, 5000],
    [3, 0, null],
    [3, -1, null],
    [3, null, null],
    [3, Number.NaN, null],
  ])('%i slides, configured %s → %s', (slides, configured, expected) => {
    expect(bannerAutoplayMs(slides, configured)).toBe(expected);
  });
});
