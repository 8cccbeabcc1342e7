import { ARTICLE_PATHS, type Article, type ArticleAudience } from '@spina/domain';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { Session } from '../../auth';
import type { UiLanguage } from '../../../lib/i18n/language';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import { LocationProbe } from '../../../test/render-catalogue';

/** An article as the server gives it; the list leaves out its body. */
export function article(path: string, overrides: Partial<Article> = {}): Article {
  return {
    id: `id-${path}`,
    path,
    title: `Title of ${path}`,
    summary: `Summary of ${path}`,
    body: `<p>Body of ${path}</p>`,
    image: { link: `/media/articles/${path}.svg` },
    tags: [],
    publishedOn: '2026-03-02',
    isPublic: true,
    ...overrides,
  };
}

/** Five articles, newest first: three public, two for customers. */
export const ARTICLES: Article[] = [
  article('new-portal', { title: 'The new portal', tags: ['news', 'portal'], publishedOn: '2026-03-10' }),
  article('truck-discounts', { title: 'Truck discounts', tags: ['orders'], isPublic: false }),
  article('returnable-glass', { title: 'Returnable glass', tags: ['empties', 'news'] }),
  article('perfect-pour', { title: 'The perfect pour', tags: ['training'], isPublic: false }),
  article('beer-fair', { title: 'Beer fair', tags: ['events'], publishedOn: '2026-01-15' }),
];

/** Who reads: a visitor, a customer with News & Articles, or one without it. */
export type Reader = 'visitor' | 'customer' | 'no-news';

const sessions: Record<Exclude<Reader, 'visitor'>, () => Session> = {
  customer: () => signedInSession(['Catalogue', 'News & Articles']),
  'no-news': () => signedInSession(['Catalogue']),
};

type FakeNewsOptions = {
  articles?: Article[];
  /** Reads that answer 500 this many times before they work. */
  failures?: Partial<Record<'list' | 'tags' | 'item', number>>;
};

const listOf = (audience: ArticleAudience) => `/api/content/v1/${ARTICLE_PATHS[audience].list}`;
const tagsOf = (audience: ArticleAudience) => `/api/content/v1/${ARTICLE_PATHS[audience].tags}`;
const itemPrefix = (audience: ArticleAudience) => `/api/content/v1/${ARTICLE_PATHS[audience].item}/`;
const AUDIENCES: ArticleAudience[] = ['public', 'private'];

/**
 * A fake of the content service's article reads, as the server answers them: public reads give public articles
 * only, lists filter by any of the repeated Tags and page by offset and limit, an unknown or unreadable path is a
 * 404. Every request is recorded.
 */
function articleHandler(options: FakeNewsOptions) {
  const articles = options.articles ?? ARTICLES;
  const failures = { list: 0, tags: 0, item: 0, ...options.failures };
  const fail = (read: keyof typeof failures) => {
    if (failures[read] <= 0) return false;
    failures[read] -= 1;
    return true;
  };
  const error = (status: number, code: string) => json({ statusCode: status, code, message: code }, status);
  return (url: URL): Response | undefined => {
    for (const audience of AUDIENCES) {
      const readable = articles.filter((entry) => audience === 'private' || entry.isPublic);
      if (url.pathname === listOf(audience)) {
        if (fail('list')) return error(500, 'INTERNAL');
        const tags = url.searchParams.getAll('Tags');
        const offset = Number(url.searchParams.get('offset') ?? 0);
        const limit = Number(url.searchParams.get('limit') ?? 12);
        const found = readable.filter(
          (entry) => tags.length === 0 || entry.tags.some((tag) => tags.includes(tag)),
        );
        const results = found.slice(offset, offset + limit).map(({ body: _body, ...summary }) => summary);
        return json({ results, total: found.length, offset, limit });
      }
      if (url.pathname === tagsOf(audience)) {
        if (fail('tags')) return error(500, 'INTERNAL');
        const counts = new Map<string, number>();
        for (const entry of readable)
          for (const tag of entry.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
        const results = [...counts]
          .map(([name, count]) => ({ name, count }))
          .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
        return json({ results });
      }
      if (url.pathname.startsWith(itemPrefix(audience))) {
        if (fail('item')) return error(500, 'INTERNAL');
        const path = decodeURIComponent(url.pathname.slice(itemPrefix(audience).length));
        const found = readable.find((entry) => entry.path === path);
        return found ? json(found) : error(404, 'NOT_FOUND');
      }
    }
    return undefined;
  };
}

/**
 * Renders the news routes (/news and /news/:path) at `path` for `reader`, over the fake article reads; returns
 * the article requests sent, as URLs.
 */
export async function renderNews(
  ui: ReactNode,
  options: FakeNewsOptions & { path: string; reader?: Reader; language?: UiLanguage },
) {
  const handle = articleHandler(options);
  const server = fakeServer({ sections: ALL_SECTIONS_ENABLED }, (url) =>
    handle(new URL(url, 'http://localhost')),
  );
  const reader = options.reader ?? 'visitor';
  const view = await renderWithApp(
    <>
      <Routes>
        <Route path="/news" element={ui} />
        <Route path="/news/:path" element={ui} />
      </Routes>
      <LocationProbe />
    </>,
    {
      session: reader === 'visitor' ? undefined : sessions[reader](),
      path: options.path,
      namespaces: ['news'],
      language: options.language ?? 'en',
    },
  );
  const articleCalls = () =>
    server.requests
      .map((request) => new URL(request.url, 'http://localhost'))
      .filter((url) => /\/api\/content\/v1\/(public)?articles\//.test(url.pathname));
  return { ...view, articleCalls };
}
