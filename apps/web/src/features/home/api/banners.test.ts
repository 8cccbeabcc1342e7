import { describe, expect, it } from 'vitest';
import type { Banner } from '@spina/domain';
import { showableBanners } from './banners';

const banner = (id: string, link: string | null, page: number): Banner => ({
  id,
  url: `/media/${id}.svg`,
  link,
  image: { link: `/media/${id}.svg`, name: id },
  body: null,
  textAlignment: 'top',
  page,
});

describe('showable banners (spec 3 §2)', () => {
  it('drops banners with a null or empty link and keeps the sort order', () => {
    const shown = showableBanners([
      banner('b', '/news', 2),
      banner('x', null, 0),
      banner('a', 'https://x.example', 1),
      banner('y', ' ', 3),
    ]);
    expect(shown.map((item) => item.id)).toEqual(['a', 'b']);
  });
});
