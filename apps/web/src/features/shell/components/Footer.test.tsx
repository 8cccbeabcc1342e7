import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../../lib/storage';
import { fakeServer, link } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import { Footer } from './Footer';

const links = [
  link({ name: 'support-news', group: 'support', label: 'News and Articles', url: '/news', order: 1 }),
  link({ name: 'fb', type: 'social', label: 'Facebook', url: 'https://www.facebook.com/spina', order: 2 }),
  link({
    name: 'instagram',
    type: 'social',
    label: 'Instagram',
    url: 'https://www.instagram.com/spina',
    order: 3,
  }),
  link({
    name: 'linkedin',
    type: 'social',
    label: 'LinkedIn',
    url: 'https://www.linkedin.com/spina',
    order: 4,
  }),
  link({
    name: 'privacyPolicy',
    type: 'About Us',
    label: 'Privacy policy',
    url: 'https://corporate.spina.example/privacy',
    order: 5,
  }),
];

describe('footer (spec 1 §2.8)', () => {
  it('shows the server’s groups, the social networks in new tabs, the About Us links and the 2024 copyright', async () => {
    fakeServer({ links });
    await renderWithApp(<Footer />);
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByRole('heading', { name: 'Support' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'News and Articles' })).toHaveAttribute('href', '/news');
    for (const network of ['Facebook', 'Instagram', 'LinkedIn']) {
      const social = within(footer).getByRole('link', { name: new RegExp(network) });
      expect(social).toHaveAttribute('target', '_blank');
      expect(social).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(footer).getByRole('link', { name: /Privacy policy/ })).toHaveAttribute('target', '_blank');
    expect(footer).toHaveTextContent('© 2024');
  });

  it('lists My account with the permissions of the user', async () => {
    fakeServer({ links: [], sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<Footer />, { session: signedInSession(['Reporting', 'Contracts', 'My Profile']) });
    const account = await screen.findByRole('heading', { name: 'My account' });
    const group = account.parentElement!;
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('link')
          .map((anchor) => anchor.textContent),
      ).toEqual(['My Documents', 'Reporting', 'Contracts', 'My Profile']),
    );
  });

  it('keeps only Reporting and My Profile under My account for Outlets customers', async () => {
    fakeServer({ links: [], sections: ALL_SECTIONS_ENABLED });
    await renderWithApp(<Footer />, {
      session: signedInSession(['My Documents', 'Reporting', 'Contracts', 'My Profile'], {
        customerType: 'Outlets',
      }),
    });
    const group = (await screen.findByRole('heading', { name: 'My account' })).parentElement!;
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('link')
          .map((anchor) => anchor.textContent),
      ).toEqual(['Reporting', 'My Profile']),
    );
  });

  it('switches the language: texts, stored lang and store name, page language, and back (spec 1 §9)', async () => {
    const { requests } = fakeServer({ links });
    await renderWithApp(<Footer />, { language: 'it' });
    expect(
      await screen.findByText('© 2024 Spina Beverages S.p.A. Tutti i diritti riservati.'),
    ).toBeInTheDocument();
    const italian = screen.getByRole('button', { name: /Italiano/ });
    expect(italian).toHaveAttribute('aria-pressed', 'true');
    // Spec 1 §2.8: each language by its own name, in alphabetical order.
    const languageNames = within(italian.closest('[role="group"]') as HTMLElement)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(languageNames).toEqual(['English', 'Italiano']);

    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(await screen.findByText('© 2024 Spina Beverages S.p.A. All rights reserved.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(LOCAL_KEYS.lang)).toBe('en');
    expect(localStorage.getItem(LOCAL_KEYS.store)).toBe('LivePortal_IT_en');
    expect(document.documentElement.lang).toBe('en');
    await waitFor(() =>
      expect(requests.some((request) => request.url.includes('portalExtLinks?lang=en'))).toBe(true),
    );

    await userEvent.click(screen.getByRole('button', { name: /Italiano/ }));
    expect(await screen.findByText(/Tutti i diritti riservati/)).toBeInTheDocument();
    expect(localStorage.getItem(LOCAL_KEYS.store)).toBe('LivePortal_IT_it');
  });

  it('offers a scroll-to-top button on the homepage only', async () => {
    fakeServer({ links });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await renderWithApp(<Footer showScrollTop />);
    await userEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('has no scroll-to-top button elsewhere', async () => {
    fakeServer({ links });
    await renderWithApp(<Footer />);
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });
});
