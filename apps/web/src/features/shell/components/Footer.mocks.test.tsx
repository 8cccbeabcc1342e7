import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ActualLanguageSwitcher from './LanguageSwitcher';
import { fakeServer, link } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { Footer } from './Footer';

// Counts the language switcher's committed renders: a stand-in for the footer's parts that do not show its links.
const switcherRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./LanguageSwitcher', async () => {
  const actual = await vi.importActual<typeof ActualLanguageSwitcher>('./LanguageSwitcher');
  const { countingCommits } = await import('../../../test/commit-count');
  return { LanguageSwitcher: countingCommits(actual.LanguageSwitcher, switcherRenders) };
});

const links = [
  link({ name: 'support-news', group: 'support', label: 'News and Articles', url: '/news', order: 1 }),
  link({ name: 'fb', type: 'social', label: 'Facebook', url: 'https://www.facebook.com/spina', order: 2 }),
  link({ name: 'privacy', type: 'About Us', label: 'Privacy policy', url: '/privacy', order: 3 }),
];

describe('footer (spec 1 §2.8)', () => {
  // Issue 16: a first visit's footer rendered whole again when the portal's links answered.
  it('renders only the parts showing links when the links answer', async () => {
    let release = () => {};
    const linksHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    fakeServer({ links }, async (url) => {
      if (url.startsWith('/api/content/v1/portalExtLinks')) await linksHeld;
      return undefined;
    });
    await renderWithApp(<Footer />);
    await screen.findByRole('contentinfo');
    const before = switcherRenders.count;
    expect(before).toBeGreaterThan(0);
    release();
    expect(await screen.findByRole('link', { name: /Privacy policy/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(switcherRenders.count).toBe(before);
  });
});
