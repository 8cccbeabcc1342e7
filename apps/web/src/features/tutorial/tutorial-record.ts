import type { TutorialSeen } from '@spina/domain';
import {
  readLocalOfUser,
  readSession,
  SESSION_KEYS,
  USER_LOCAL_KEYS,
  writeLocalOfUser,
  writeSession,
} from '../../lib/storage';

const isCounter = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A stored record, or null when there is none or it is not one this version wrote. */
export function parseTutorialSeen(text: string | null): TutorialSeen | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TutorialSeen> | null;
    const pages = value?.newCapabilities;
    if (!value || !isCounter(value.counter) || typeof pages !== 'object' || pages === null) return null;
    if (!Object.values(pages).every((time) => typeof time === 'string')) return null;
    return { counter: value.counter, newCapabilities: pages };
  } catch {
    return null;
  }
}

/** What this browser keeps of the user's tutorial (spec 3 §3), kept across log-outs (spec 1 §4.2). */
export function readTutorialSeen(userId: string): TutorialSeen | null {
  return parseTutorialSeen(readLocalOfUser(USER_LOCAL_KEYS.tutorialSeen, userId));
}

export function writeTutorialSeen(userId: string, seen: TutorialSeen): void {
  writeLocalOfUser(USER_LOCAL_KEYS.tutorialSeen, userId, JSON.stringify(seen));
}

/** Whether the user closed the tutorial in this visit; it opens again once they sign in again. */
export const closedThisVisit = (userId: string): boolean =>
  readSession(SESSION_KEYS.tutorialClosed) === userId;

export const rememberClosed = (userId: string): void => writeSession(SESSION_KEYS.tutorialClosed, userId);
