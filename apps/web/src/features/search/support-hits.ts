import type { FaqPageHit, KnowledgeBaseHit } from '@spina/domain';
import type { SupportKind } from './targets';

/** A support result of the overlay: a knowledge-base article or a FAQ page (spec 1 §2.6). */
export type SupportHit = { kind: SupportKind; id: string; title: string; image: string | null };

/**
 * The support tab's results: knowledge-base articles and FAQ pages, taken in turn so that neither kind crowds
 * out the other, at most `cap` in all (spec 1 §9: 4 per block), knowledge-base articles listed first.
 */
export function mergeSupportHits(
  articles: readonly KnowledgeBaseHit[],
  pages: readonly FaqPageHit[],
  cap: number,
): SupportHit[] {
  const taken = { kb: 0, faq: 0 };
  while (taken.kb + taken.faq < cap && (taken.kb < articles.length || taken.faq < pages.length)) {
    if (taken.kb < articles.length) taken.kb += 1;
    if (taken.kb + taken.faq < cap && taken.faq < pages.length) taken.faq += 1;
  }
  return [
    ...articles.slice(0, taken.kb).map((hit) => ({
      kind: 'kb' as const,
      id: hit.id,
      title: hit.title,
      image: hit.contentImage?.link ?? null,
    })),
    ...pages
      .slice(0, taken.faq)
      .map((hit) => ({ kind: 'faq' as const, id: hit.id, title: hit.title, image: null })),
  ];
}
