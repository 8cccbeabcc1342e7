import { ROUTES } from '@spina/domain';

/** The page of an article (spec 1 §2.2 newsItem: /news/{path}), each segment of its path encoded. */
export function articleHref(path: string): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .map(encodeURIComponent);
  return `${ROUTES.news.path}/${segments.join('/')}`;
}
