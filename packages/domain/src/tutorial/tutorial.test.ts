import { describe, expect, it } from 'vitest';
import {
  canCloseTutorial,
  getsTutorial,
  newCapabilitiesOf,
  tutorialReason,
  tutorialSeenNow,
  type TutorialUser,
} from './tutorial';

const user = (overrides: Partial<TutorialUser> = {}): TutorialUser => ({
  firstLogin: false,
  showTutorial: 0,
  landing: 'portal',
  isStaff: false,
  actingStaff: null,
  ...overrides,
});
const page = (id: string, newCapability: boolean, lastModified = '2026-03-01T08:00:00.000Z') => ({
  id,
  newCapability,
  lastModified,
});
const PAGES = [page('welcome', false), page('fast-order', true), page('saved-orders', true)];
const seenAll = tutorialSeenNow(1, PAGES);

describe('tutorialReason (spec 3 §4 "Tutorial")', () => {
  it.each([
    ['opens on first login', user({ firstLogin: true }), null, 'firstLogin'],
    ['opens on first login whatever the browser keeps', user({ firstLogin: true }), seenAll, 'firstLogin'],
    [
      'reappears when showTutorial is above 0 and the browser keeps nothing',
      user({ showTutorial: 2 }),
      null,
      'requested',
    ],
    [
      'reappears when showTutorial rose above the counter kept when it was finished',
      user({ showTutorial: 2 }),
      seenAll,
      'requested',
    ],
    ['stays closed once finished at this counter', user({ showTutorial: 1 }), seenAll, null],
    ['stays closed for a user never asked to see it again', user(), null, null],
  ] as const)('%s', (_, who, seen, reason) => {
    expect(tutorialReason(who, seen, PAGES)).toBe(reason);
  });

  it('reappears when a page flagged newCapability changed since the user last saw it', () => {
    const changed = [PAGES[0]!, page('fast-order', true, '2026-04-01T08:00:00.000Z'), PAGES[2]!];
    expect(tutorialReason(user({ showTutorial: 1 }), seenAll, changed)).toBe('newCapability');
  });

  it('reappears when a page flagged newCapability is new to the user', () => {
    const added = [...PAGES, page('documents', true)];
    expect(tutorialReason(user({ showTutorial: 1 }), seenAll, added)).toBe('newCapability');
  });

  it('ignores changes to pages not flagged newCapability, and pages removed', () => {
    const edited = [page('welcome', false, '2026-05-01T08:00:00.000Z'), PAGES[1]!];
    expect(tutorialReason(user({ showTutorial: 1 }), seenAll, edited)).toBeNull();
  });

  it('does not open on new capabilities in a browser that keeps nothing of the user', () => {
    expect(tutorialReason(user(), null, PAGES)).toBeNull();
  });

  it('never opens for a user whose every role is POS Academy (landing on e-learning)', () => {
    const academy = user({ landing: 'elearning', firstLogin: true, showTutorial: 3 });
    expect(getsTutorial(academy)).toBe(false);
    expect(tutorialReason(academy, null, PAGES)).toBeNull();
  });

  it('never opens for staff, nor while staff act as a customer user (ruling)', () => {
    expect(tutorialReason(user({ isStaff: true, firstLogin: true }), null, PAGES)).toBeNull();
    const acted = user({ firstLogin: true, actingStaff: { UID: 's', firstName: 'G', lastName: 'F' } });
    expect(tutorialReason(acted, null, PAGES)).toBeNull();
  });
});

describe('the close button (spec 3 §2: "a close button only when it is not the first login")', () => {
  it.each([
    ['firstLogin', false],
    ['requested', true],
    ['newCapability', true],
  ] as const)('%s: %s', (reason, closable) => {
    expect(canCloseTutorial(reason)).toBe(closable);
  });
});

describe('the record of what was seen', () => {
  it('keeps the counter and the last-modified time of each new-capability page', () => {
    expect(newCapabilitiesOf(PAGES)).toEqual({
      'fast-order': '2026-03-01T08:00:00.000Z',
      'saved-orders': '2026-03-01T08:00:00.000Z',
    });
    expect(tutorialSeenNow(4, PAGES)).toEqual({ counter: 4, newCapabilities: newCapabilitiesOf(PAGES) });
  });
});
