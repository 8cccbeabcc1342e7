import { ARTICLE_MAX_TAGS, ARTICLE_TAG_MAX_LENGTH, ROUTES } from '@spina/domain';

/** The address parameter holding the chosen tags, once per tag: /news?tag=vuoti&tag=consegna. */
export const TAG_PARAM = 'tag';

/**
 * The tags chosen in the address, trimmed, without blanks or repeats, as many as the list may be filtered by;
 * an address edited by hand never makes the server refuse the list.
 */
export function readTags(params: URLSearchParams): string[] {
  const tags = params
    .getAll(TAG_PARAM)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && tag.length <= ARTICLE_TAG_MAX_LENGTH);
  return [...new Set(tags)].slice(0, ARTICLE_MAX_TAGS);
}

/** The address parameters of a choice of tags. */
export function tagsSearchParams(tags: readonly string[]): URLSearchParams {
  const params = new URLSearchParams();
  for (const tag of tags) params.append(TAG_PARAM, tag);
  return params;
}

/** The news list showing the articles of one tag. */
export const tagHref = (tag: string): string => `${ROUTES.news.path}?${tagsSearchParams([tag]).toString()}`;
