import { contentCacheKey, PUBLIC_CONTENT_CACHES } from '@spina/domain';

/**
 * Browser storage of spec 1 §3. Local storage keeps the ordering context across visits; session storage holds
 * the session token and what lasts one visit. Access never throws: a browser that refuses storage
 * (private mode, quota) simply keeps nothing.
 */
export const LOCAL_KEYS = {
  lang: 'lang',
  store: 'store',
  shipToId: 'shipToId',
  deliveryDate: 'deliveryDate',
  standardDeliveryDate: 'standardDeliveryDate',
  onlyEmpties: 'onlyEmpties',
  customerType: 'customertype',
  shippingMethod: 'shippingMethod',
  noteForDriver: 'noteForDriver',
  customerOrderNumber: 'customerOrderNumber',
  productRecoEnabled: 'productrecoenabled',
  cartSkus: 'cartSKUs',
  /** Set while this browser holds a session, so that a new tab or a reload restores it (spec 1 §4.1). */
  signedIn: 'signedIn',
} as const;
export type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

export const SESSION_KEYS = {
  idToken: 'id_token',
  /** The user info of this tab's session, used with its token when the identity service cannot be reached. */
  sessionUser: 'sessionUser',
  searchHistory: 'searchHistory',
  impersonatedUser: 'impersonatedUser',
  /** The user who closed the tutorial in this visit, so it stays closed until they sign in again. */
  tutorialClosed: 'tutorialClosed',
} as const;
export type SessionKey = (typeof SESSION_KEYS)[keyof typeof SESSION_KEYS];

function area(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: 'local' | 'session', key: string): string | null {
  try {
    return area(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: 'local' | 'session', key: string, value: string | null): void {
  try {
    const storage = area(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Storage full or refused: the value lives for this page only, which is what the user gets anyway.
  }
}

export const readLocal = (key: LocalKey): string | null => read('local', key);
/** Writes a local value; null removes it. */
export const writeLocal = (key: LocalKey, value: string | null): void => write('local', key, value);
export const readSession = (key: SessionKey): string | null => read('session', key);
/** Writes a session value; null removes it. */
export const writeSession = (key: SessionKey, value: string | null): void => write('session', key, value);

/**
 * Local records kept per user under `<name>:<user id>` (spec 3 §3: "a local per-user record of tutorial and help
 * pages seen"); a log-out keeps them (keptOnSignOut).
 */
export const USER_LOCAL_KEYS = { tutorialSeen: 'tutorialSeen' } as const;
export type UserLocalKey = (typeof USER_LOCAL_KEYS)[keyof typeof USER_LOCAL_KEYS];

const userKey = (key: UserLocalKey, userId: string) => `${key}:${userId}`;
export const readLocalOfUser = (key: UserLocalKey, userId: string): string | null =>
  read('local', userKey(key, userId));
/** Writes a user's local record; null removes it. */
export const writeLocalOfUser = (key: UserLocalKey, userId: string, value: string | null): void =>
  write('local', userKey(key, userId), value);

/**
 * Local keys that survive a log-out (spec 1 §4.2, spec 3 §4): the store, the language, the record of tutorial
 * and help pages seen, and cached public content (keys suffixed -cache with a public cache name).
 */
export function keptOnSignOut(key: string): boolean {
  return (
    key === LOCAL_KEYS.store ||
    key === LOCAL_KEYS.lang ||
    key.startsWith(USER_LOCAL_KEYS.tutorialSeen) ||
    key.startsWith('helpPagesSeen') ||
    PUBLIC_CONTENT_CACHES.some((name) => key === contentCacheKey(name))
  );
}

/**
 * Clears local and session storage on log-out, keeping what keptOnSignOut names and the local keys in
 * `alsoKeep` (a change of identity keeps the signed-in mark, so other tabs are not signed out).
 */
export function clearStorageOnSignOut(alsoKeep: readonly LocalKey[] = []): void {
  const local = area('local');
  if (local) {
    const keys = Array.from({ length: local.length }, (_, index) => local.key(index)).filter(
      (key): key is string => key !== null,
    );
    for (const key of keys)
      if (!keptOnSignOut(key) && !(alsoKeep as readonly string[]).includes(key)) write('local', key, null);
  }
  try {
    area('session')?.clear();
  } catch {
    // Nothing stored to clear.
  }
}
