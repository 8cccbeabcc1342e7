import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ARTICLES, article, renderNews } from '../test/fake-news';
import ArticlePage from './ArticlePage';

const read = (path: string, options: Omit<Parameters<typeof renderNews>[1], 'path'> = {}) =>
  renderNews(<ArticlePage />, { path: `/news/${path}`, ...options });

describe(
  'ArticlePage (spec 1 §2.2 newsItem /news/{path}; spec 3 §7 article items)',
  { timeout: 30_000 },
  () => {
    it('shows the article with its picture, its safe body and its tags linking to the filtered list', async () => {
      const view = await read('returnable-glass', {
        articles: [
          article('returnable-glass', {
            title: 'Returnable glass',
            body: '<p>Glass <strong>travels</strong> twenty times.</p><script>window.hacked = true</script>',
            tags: ['empties', 'news'],
          }),
          ...ARTICLES.slice(0, 1),
        ],
      });
      expect(screen.getByRole('status', { name: 'Loading the article…' })).toBeInTheDocument();
      const main = await screen.findByRole('article', { name: 'Returnable glass' });
      expect(within(main).getByRole('heading', { level: 1, name: 'Returnable glass' })).toBeInTheDocument();
      expect(within(main).getByText('travels').tagName).toBe('STRONG');
      expect(main.querySelector('script')).toBeNull();
      const hero = main.querySelector('img')!;
      expect(hero).toHaveAttribute('src', '/media/articles/returnable-glass.svg');
      expect(hero).toHaveAttribute('loading', 'eager');
      expect(hero).toHaveAttribute('width', '640');
      const tags = within(main).getByRole('navigation', { name: 'Tags' });
      expect(within(tags).getByRole('link', { name: 'Articles tagged empties' })).toHaveAttribute(
        'href',
        '/news?tag=empties',
      );
      expect(view.articleCalls().map((url) => url.pathname)).toContain(
        '/api/content/v1/publicarticles/returnable-glass',
      );
    });

    it('lists more news under it, without itself, their pictures waiting until they come near', async () => {
      await read('new-portal');
      const more = await screen.findByRole('list', { name: 'More news' });
      const titles = within(more)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
      expect(titles).toEqual(['Returnable glass', 'Beer fair']);
      expect([...more.querySelectorAll('img')].map((picture) => picture.getAttribute('loading'))).toEqual([
        'lazy',
        'lazy',
      ]);
    });

    it('gives a customer with News & Articles an article reserved for customers', async () => {
      const view = await read('truck-discounts', { reader: 'customer' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Truck discounts' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('article', { name: 'Truck discounts' })).getByText('Customers only'),
      ).toBeInTheDocument();
      expect(view.articleCalls().map((url) => url.pathname)).toContain(
        '/api/content/v1/articles/truck-discounts',
      );
    });

    it('tells a visitor an unknown or reserved article is not found and offers to sign in', async () => {
      await read('truck-discounts');
      expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
      expect(screen.getByText(/reserved for customers: sign in/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        '/login?redirect=%2Fnews%2Ftruck-discounts',
      );
    });

    it('sends a customer from an unknown article back to the news', async () => {
      await read('no-such-article', { reader: 'customer', language: 'it' });
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Articolo non trovato' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Tutte le news' })).toHaveAttribute('href', '/news');
    });

    it('shows an error with a retry that loads the article', async () => {
      const user = userEvent.setup();
      await read('beer-fair', { failures: { item: 3 } });
      const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
      expect(alert).toHaveTextContent('The article could not be loaded.');
      await user.click(within(alert).getByRole('button', { name: 'Try again' }));
      await waitFor(() =>
        expect(screen.getByRole('heading', { level: 1, name: 'Beer fair' })).toBeInTheDocument(),
      );
    });
  },
);
