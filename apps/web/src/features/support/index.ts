/**
 * The support feature (issue 15 item 5; spec 1 §2.2 support, spec 3 §2, §7): /support/{path} with its tabs,
 * the knowledge base and the FAQ, whose entries open from the anchors search results link to.
 */
export { entryAnchor, supportEntryHref, type SupportEntryKind } from './anchors';

/** The support page, loaded with its route. */
export const supportPages = { support: () => import('./pages/SupportPage') };
