import type { HelpPage } from '../contracts/content';
import type { UserInfo } from '../contracts/identity';

/**
 * What one browser remembers of one user's tutorial (spec 3 §3: "a local per-user record of tutorial and help
 * pages seen"): the server's tutorial counter when the user last finished the tutorial there, and the
 * last-modified time of each help page flagged newCapability at that moment, by page id.
 */
export type TutorialSeen = { counter: number; newCapabilities: Record<string, string> };

/** Why the tutorial opens: the first login, the server asking for it again, or pages about new capabilities. */
export type TutorialReason = 'firstLogin' | 'requested' | 'newCapability';

/** What the tutorial rules read of the user info (spec 3 §3 "Auth user"). */
export type TutorialUser = Pick<
  UserInfo,
  'firstLogin' | 'showTutorial' | 'landing' | 'isStaff' | 'actingStaff'
>;

type CapabilityPage = Pick<HelpPage, 'id' | 'newCapability' | 'lastModified'>;

/**
 * Whether the user gets the tutorial at all. A user whose every role is POS Academy does not (spec 3 §4); the
 * user info says so by landing them on e-learning (signInLanding). Rulings where the spec is silent: staff do
 * not, as the tutorial presents the customer portal, and neither does a customer user while staff act as them,
 * so that staff never finish a customer's first login in their place.
 */
export function getsTutorial(user: TutorialUser): boolean {
  return user.landing !== 'elearning' && !user.isStaff && user.actingStaff === null;
}

/** The help pages flagged newCapability, each with its last-modified time. */
export function newCapabilitiesOf(pages: readonly CapabilityPage[]): Record<string, string> {
  return Object.fromEntries(
    pages.filter((page) => page.newCapability).map((page) => [page.id, page.lastModified]),
  );
}

/**
 * Why the tutorial opens now, or null (spec 3 §4 "Tutorial"). It opens on first login. It reappears when the
 * server's counter is above the one this browser kept when the user last finished it (above 0 when the
 * browser keeps nothing), or when a help page flagged newCapability is new or changed since then. A browser
 * that keeps nothing of the user cannot tell what changed since they last saw the pages, so new capabilities
 * alone do not open it there: see tutorialSeenNow, which gives that browser its starting record.
 */
export function tutorialReason(
  user: TutorialUser,
  seen: TutorialSeen | null,
  pages: readonly CapabilityPage[],
): TutorialReason | null {
  if (!getsTutorial(user)) return null;
  if (user.firstLogin) return 'firstLogin';
  if (user.showTutorial > (seen?.counter ?? 0)) return 'requested';
  if (!seen) return null;
  const changed = Object.entries(newCapabilitiesOf(pages)).some(
    ([id, lastModified]) => seen.newCapabilities[id] !== lastModified,
  );
  return changed ? 'newCapability' : null;
}

/** The close button (and Escape) are offered except on first login (spec 3 §2). */
export function canCloseTutorial(reason: TutorialReason): boolean {
  return reason !== 'firstLogin';
}

/** The record of the tutorial as seen now: the server's counter and the new capabilities on show. */
export function tutorialSeenNow(counter: number, pages: readonly CapabilityPage[]): TutorialSeen {
  return { counter, newCapabilities: newCapabilitiesOf(pages) };
}
