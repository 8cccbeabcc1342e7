/**
 * The news feature (issue 15 item 1; spec 1 §2.2 news and newsItem, spec 3 §2, §7, §9): the list of news and
 * articles with its tag filter, and the article pages, public or for customers with News & Articles.
 */
export { articleHref } from './links';

/** The news pages, loaded with their routes. */
export const newsPages = {
  list: () => import('./pages/NewsPage'),
  article: () => import('./pages/ArticlePage'),
};
