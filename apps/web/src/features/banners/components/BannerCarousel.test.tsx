import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import type { LinkedBanner } from '../api/banners';
import { BannerCarousel } from './BannerCarousel';

const banner = (id: string, link: string): LinkedBanner => ({
  id,
  url: `/media/${id}.svg`,
  link,
  image: { link: `/media/${id}.svg`, name: `Banner ${id}` },
  body: `<p>Text ${id}</p><script>alert(1)</script>`,
  textAlignment: 'top',
  page: 1,
});

afterEach(() => vi.useRealTimers());

describe('banner carousel (spec 3 §2)', () => {
  it('shows one banner without controls and without autoplay', async () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    await renderWithApp(<BannerCarousel banners={[banner('a', '/news')]} rotationMs={5000} />, {
      namespaces: ['banners'],
    });
    expect(await screen.findByRole('img', { name: 'Banner a' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pause the slideshow' })).not.toBeInTheDocument();
    expect(setInterval).not.toHaveBeenCalledWith(expect.any(Function), 5000);
  });

  it('rotates several banners every banner_rotation milliseconds, with a pause button', async () => {
    const setInterval = vi.spyOn(window, 'setInterval');
    await renderWithApp(
      <BannerCarousel banners={[banner('a', '/news'), banner('b', 'https://x.example')]} rotationMs={4000} />,
      {
        namespaces: ['banners'],
      },
    );
    const pause = await screen.findByRole('button', { name: 'Pause the slideshow' });
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 4000);
    act(() => pause.click());
    expect(screen.getByRole('button', { name: 'Play the slideshow' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('links each banner, opening external links in a new window, and drops scripts from its text', async () => {
    await renderWithApp(
      <BannerCarousel banners={[banner('a', '/news'), banner('b', 'https://x.example')]} rotationMs={0} />,
      {
        namespaces: ['banners'],
      },
    );
    const slides = await screen.findAllByRole('link');
    expect(slides[0]).toHaveAttribute('href', '/news');
    expect(slides[1]).toHaveAttribute('target', '_blank');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Text a')).toBeInTheDocument();
  });

  // WCAG 2.5.3 (label in name) and 2.4.4 (link purpose): a link named 'Slide 1 of 2' hid where it leads.
  it('names each link by its picture and text, and each slide around it by its place', async () => {
    await renderWithApp(
      <BannerCarousel banners={[banner('a', '/news'), banner('b', 'https://x.example')]} rotationMs={0} />,
      { namespaces: ['banners'] },
    );
    const first = await screen.findByRole('group', { name: 'Slide 1 of 2' });
    expect(first).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('group', { name: 'Slide 2 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Banner a Text a' })).toHaveAttribute('href', '/news');
    expect(screen.getByRole('link', { name: /^Banner b/ })).toHaveAttribute('target', '_blank');
  });
});
