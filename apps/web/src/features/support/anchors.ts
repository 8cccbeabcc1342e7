import { ROUTES } from '@spina/domain';

/**
 * Anchors of support entries: an address's hash naming a knowledge-base entry (`#kb-<id>`) or a FAQ page
 * (`#faq-<id>`), which the support tabs open and scroll to. Search results link to them (spec 1 §2.6).
 */
export type SupportEntryKind = 'kb' | 'faq';

/** The element id, and the hash without '#', of an entry. */
export const entryAnchor = (kind: SupportEntryKind, id: string): string => `${kind}-${id}`;

/** The entry an address's hash names, or null. */
export function readEntryAnchor(hash: string): { kind: SupportEntryKind; id: string } | null {
  const match = /^#(kb|faq)-(.+)$/.exec(hash);
  if (!match) return null;
  try {
    return { kind: match[1] as SupportEntryKind, id: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}

/** The address of a tab of the support area (spec 1 §2.2 support: /support/{path}). */
export const supportTabPath = (key: string): string => ROUTES.support.path.replace(':path', key);

/** The tab that shows an entry of each kind. */
export const TAB_OF_KIND: Record<SupportEntryKind, string> = { kb: 'knowledge-base', faq: 'faq' };

/** The address of an entry in its tab, with its anchor. */
export const supportEntryHref = (kind: SupportEntryKind, id: string): string =>
  `${supportTabPath(TAB_OF_KIND[kind])}#${entryAnchor(kind, encodeURIComponent(id))}`;
