import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as ActualBannerSlide from './BannerSlide';
import { renderWithApp } from '../../../test/render';
import type { LinkedBanner } from '../api/banners';
import { BannerCarousel } from './BannerCarousel';

// Counts the committed renders of the slides' contents (issue 16: the carousel rendered them again on its own
// updates).
const slideRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./BannerSlide', async () => {
  const actual = await vi.importActual<typeof ActualBannerSlide>('./BannerSlide');
  const { countingCommits } = await import('../../../test/commit-count');
  return { BannerSlide: countingCommits(actual.BannerSlide, slideRenders) };
});

const banner = (id: string): LinkedBanner => ({
  id,
  url: `/media/${id}.svg`,
  link: '/news',
  image: { link: `/media/${id}.svg`, name: `Banner ${id}` },
  body: `<p>Text ${id}</p>`,
  textAlignment: 'top',
  page: 1,
});

let showBanners: (banners: LinkedBanner[]) => void = () => undefined;

/** The carousel as its section shows it, with banners a test can change. */
function Section() {
  const [banners, setBanners] = useState([banner('a'), banner('b')]);
  showBanners = setBanners;
  return <BannerCarousel banners={banners} rotationMs={4000} />;
}

describe('banner carousel', () => {
  it('does not render its slides again when pointed at, focused or paused: only for other banners', async () => {
    await renderWithApp(<Section />, { namespaces: ['banners'] });
    const pause = await screen.findByRole('button', { name: 'Pause the slideshow' });
    const region = pause.closest('section')!;
    const before = slideRenders.count;
    expect(before).toBeGreaterThanOrEqual(2);

    fireEvent.mouseEnter(region);
    fireEvent.mouseLeave(region);
    act(() => pause.click());
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toBeInTheDocument();
    expect(slideRenders.count).toBe(before);

    act(() => showBanners([banner('a'), banner('c')]));
    expect(slideRenders.count).toBeGreaterThan(before);
  });
});
