import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ARTICLE_PAGE_SIZE, CONTENT_CACHE_LIFETIME_MS } from '@spina/domain';
import { writeContentCache } from '../../../lib/content-cache';
import { articlePageVariant } from '../api/articles';
import { ARTICLES, article, renderNews } from '../test/fake-news';
import NewsPage from './NewsPage';

const news = (options: Omit<Parameters<typeof renderNews>[1], 'path'> & { path?: string } = {}) =>
  renderNews(<NewsPage />, { path: '/news', ...options });

const list = () => screen.findByRole('list', { name: /^(Articles|Articoli)$/ });
const titles = async () =>
  within(await list())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
const paths = (calls: URL[]) => calls.map((url) => url.pathname);

describe('NewsPage (spec 1 §2.2 news; spec 3 §6, §7)', { timeout: 30_000 }, () => {
  it('shows a visitor the public articles, newest first, each linking to its page', async () => {
    const view = await news();
    expect(screen.getByRole('status', { name: 'Loading the news…' })).toHaveAttribute('aria-busy', 'true');
    expect(await titles()).toEqual(['The new portal', 'Returnable glass', 'Beer fair']);
    expect(screen.getByRole('link', { name: 'Returnable glass' })).toHaveAttribute(
      'href',
      '/news/returnable-glass',
    );
    expect(screen.getByTestId('news-count')).toHaveTextContent('3 articles');
    expect(screen.getAllByText('Published on 10.03.2026')).toHaveLength(1);
    expect(paths(view.articleCalls())).toEqual(
      expect.arrayContaining(['/api/content/v1/publicarticles/GetPublicArticlesNewListPL']),
    );
    expect(paths(view.articleCalls()).some((path) => path.startsWith('/api/content/v1/articles/'))).toBe(
      false,
    );
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?redirect=%2Fnews');
  });

  it('loads the first picture at once and the others when they come near, each with its size', async () => {
    await news();
    await list();
    const pictures = document.querySelectorAll('img');
    expect([...pictures].map((picture) => picture.getAttribute('loading'))).toEqual([
      'eager',
      'lazy',
      'lazy',
    ]);
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('width', '640');
      expect(picture).toHaveAttribute('height', '320');
    }
  });

  it('shows a customer with News & Articles every article, marking those for customers', async () => {
    const view = await news({ reader: 'customer' });
    expect(await titles()).toEqual(ARTICLES.map((entry) => entry.title));
    expect(screen.getAllByText('Customers only')).toHaveLength(2);
    expect(paths(view.articleCalls())).toEqual(
      expect.arrayContaining([
        '/api/content/v1/articles/GetArticlesNewListPL',
        '/api/content/v1/articles/GetArticlesNewListTagsPL',
      ]),
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows a customer without News & Articles the public articles', async () => {
    const view = await news({ reader: 'no-news' });
    expect(await titles()).toEqual(['The new portal', 'Returnable glass', 'Beer fair']);
    expect(paths(view.articleCalls()).some((path) => path.startsWith('/api/content/v1/articles/'))).toBe(
      false,
    );
  });

  it('filters by the tags chosen, sending each as a Tags parameter and keeping them in the address', async () => {
    const user = userEvent.setup();
    const view = await news({ reader: 'customer' });
    await list();
    const filter = screen.getByRole('group', { name: 'Filter by tag' });
    await user.click(within(filter).getByRole('checkbox', { name: 'news (2)' }));
    await waitFor(async () => expect(await titles()).toEqual(['The new portal', 'Returnable glass']));
    expect(screen.getByTestId('location')).toHaveTextContent('/news?tag=news');

    await user.click(within(filter).getByRole('checkbox', { name: 'training (1)' }));
    await waitFor(async () =>
      expect(await titles()).toEqual(['The new portal', 'Returnable glass', 'The perfect pour']),
    );
    const last = view
      .articleCalls()
      .filter((url) => url.pathname.endsWith('GetArticlesNewListPL'))
      .at(-1)!;
    expect(last.searchParams.getAll('Tags')).toEqual(['news', 'training']);
    expect(screen.getByTestId('location')).toHaveTextContent('/news?tag=news&tag=training');

    await user.click(screen.getByRole('button', { name: 'Show every article' }));
    await waitFor(async () => expect(await titles()).toHaveLength(5));
  });

  it('opens filtered by the tags of its address', async () => {
    await news({ path: '/news?tag=events' });
    await waitFor(async () => expect(await titles()).toEqual(['Beer fair']));
    expect(screen.getByRole('checkbox', { name: 'events (1)' })).toBeChecked();
  });

  it('says when no article has the tags chosen, and clears them', async () => {
    const user = userEvent.setup();
    await news({ path: '/news?tag=nothing' });
    expect(await screen.findByText('No article has these tags')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Show every article' })[0]!);
    expect(await titles()).toHaveLength(3);
  });

  it('says when there is no news at all', async () => {
    await news({ articles: [] });
    expect(await screen.findByText('No news yet')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Filter by tag' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry that loads the list', async () => {
    const user = userEvent.setup();
    await news({ failures: { list: 3 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The news could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await titles()).toHaveLength(3);
  });

  it('reads more articles page by page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: ARTICLE_PAGE_SIZE + 3 }, (_, index) => article(`article-${index}`));
    const view = await news({ articles: many });
    expect(await titles()).toHaveLength(ARTICLE_PAGE_SIZE);
    expect(screen.getByTestId('news-count')).toHaveTextContent(`Showing 12 of 15 articles`);
    await user.click(screen.getByRole('button', { name: 'Show more articles' }));
    await waitFor(async () => expect(await titles()).toHaveLength(15));
    const offsets = view
      .articleCalls()
      .filter((url) => url.pathname.endsWith('GetPublicArticlesNewListPL'))
      .map((url) => url.searchParams.get('offset'));
    expect(offsets).toEqual(['0', '12']);
    expect(screen.queryByRole('button', { name: 'Show more articles' })).not.toBeInTheDocument();
    expect(screen.getByTestId('news-count')).toHaveTextContent('15 articles');
  });
});

// spec 3 §9: "Banner and article caches live in local storage for 2 hours, keys suffixed -cache. Cache names:
// articles, publicArticles, articlesEn, ..."
describe('the article caches (spec 3 §9)', { timeout: 30_000 }, () => {
  const listCalls = (calls: URL[]) => calls.filter((url) => /NewListPL$/.test(url.pathname));
  const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null');

  it.each([
    ['visitor', 'en', 'publicArticles-cache'],
    ['visitor', 'it', 'publicArticles-cache'],
    ['customer', 'it', 'articles-cache'],
    ['customer', 'en', 'articlesEn-cache'],
  ] as const)('keeps the list of a %s in %s under %s', async (reader, language, key) => {
    await news({ reader, language });
    await list();
    const record = stored(key);
    const [saved] = Object.values(record.variants) as Array<{ savedAt: number; data: { total: number } }>;
    expect(saved?.data.total).toBe(reader === 'visitor' ? 3 : 5);
    expect(Date.now() - saved!.savedAt).toBeLessThan(60_000);
  });

  it('shows a list kept less than 2 hours ago without asking the server', async () => {
    const scope = { audience: 'public' as const, language: 'en', market: 'IT', tags: [] };
    const kept = {
      results: [article('kept-article', { title: 'Kept article' })],
      total: 1,
      offset: 0,
      limit: 12,
    };
    const { body: _body, ...summary } = kept.results[0]!;
    writeContentCache(
      'publicArticles',
      articlePageVariant(scope, 0),
      { ...kept, results: [summary] },
      Date.now() - CONTENT_CACHE_LIFETIME_MS + 60_000,
    );
    const view = await news();
    expect(await titles()).toEqual(['Kept article']);
    expect(listCalls(view.articleCalls())).toEqual([]);
  });

  it('asks the server again for a list kept 2 hours ago', async () => {
    const scope = { audience: 'public' as const, language: 'en', market: 'IT', tags: [] };
    const { body: _body, ...summary } = article('old-article', { title: 'Old article' });
    writeContentCache(
      'publicArticles',
      articlePageVariant(scope, 0),
      { results: [summary], total: 1, offset: 0, limit: 12 },
      Date.now() - CONTENT_CACHE_LIFETIME_MS,
    );
    const view = await news();
    await waitFor(async () =>
      expect(await titles()).toEqual(['The new portal', 'Returnable glass', 'Beer fair']),
    );
    expect(listCalls(view.articleCalls())).toHaveLength(1);
  });
});
