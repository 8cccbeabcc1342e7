import { padShipToId } from '@spina/domain';
import { useTranslation } from './i18n/use-translation';
import { useSyncExternalStore } from 'react';
import { readDeliveryPreferences, subscribeToDeliveryPreferences } from './delivery-preferences';
import { storedLanguage } from './i18n/language';
import { LOCAL_KEYS, readLocal } from './storage';
import { useCurrentShipToId } from './ship-to/current-ship-to';

/**
 * Everything product data depends on besides the query: who asks, for which ship-to (prices, favourites),
 * in which language (names, descriptions) and for which delivery date and order mode (saleability, empties).
 * Product data is cached and reused under this key only, so one ship-to never sees another's prices.
 */
export type CatalogueScope = {
  userId: string;
  shipToId: string;
  language: string;
  /** The key every cached product answer of this scope is filed under. */
  key: string;
};

/** A scope key's parts in order: the user, then the request headers as every call reads them. */
const KEY_PARTS = ['user', 'shipTo', 'language', 'deliveryDate', 'onlyEmpties'] as const;
type KeyPart = (typeof KEY_PARTS)[number];
const SEPARATOR = '|';

function scopeParts(userId: string): Record<KeyPart, string> {
  const shipToId = readLocal(LOCAL_KEYS.shipToId);
  return {
    user: userId,
    shipTo: shipToId ? padShipToId(shipToId) : '',
    language: storedLanguage(),
    deliveryDate: readLocal(LOCAL_KEYS.deliveryDate) ?? '',
    // The mode as the preferences read it: none stored is beer's, as the server reads a missing onlyEmpties header,
    // so the bar storing 0 changes no key.
    onlyEmpties: String(readDeliveryPreferences().shipmentMode),
  };
}

/** The key of a scope: the user and the headers that shape product answers. */
export function scopeKey(userId: string): string {
  const parts = scopeParts(userId);
  return KEY_PARTS.map((part) => parts[part]).join(SEPARATOR);
}

/** The given parts of a scope key, in their order; null for a text that is not a scope key. */
function partsOf(key: string, parts: readonly KeyPart[]): string[] | null {
  const all = key.split(SEPARATOR);
  if (all.length !== KEY_PARTS.length) return null;
  return parts.map((part) => all[KEY_PARTS.indexOf(part)]!);
}

/** True when two scope keys agree on the given parts. */
function sameParts(a: string, b: string, parts: readonly KeyPart[]): boolean {
  const partsOfA = partsOf(a, parts);
  const partsOfB = partsOf(b, parts);
  return partsOfA !== null && partsOfB !== null && partsOfA.join(SEPARATOR) === partsOfB.join(SEPARATOR);
}

const ALL_BUT_DATE = KEY_PARTS.filter((part) => part !== 'deliveryDate');

/**
 * True when two scope keys differ at most in the delivery date: the same user, ship-to, language and order mode,
 * hence the same prices and names. A screen may keep showing such an answer while the new date's loads, as it
 * does when the first available date arrives after sign-in, instead of falling back to its skeleton.
 */
export function sameButForDate(a: string, b: string): boolean {
  return sameParts(a, b, ALL_BUT_DATE);
}

const OWNER_PARTS: readonly KeyPart[] = ['user', 'shipTo'];

/**
 * True when two scope keys are of the same user and ship-to, hence of the same server cart (the cart is the
 * user's at the ship-to, whatever the date, language or order mode its reads are asked with).
 */
export function sameCartOwner(a: string, b: string): boolean {
  return sameParts(a, b, OWNER_PARTS);
}

/**
 * The user and ship-to of a scope key, as a key of their own: for data that follows them only (the favourites'
 * count), which a new delivery date, language or order mode leaves as it is.
 */
export function ownerKeyOf(scopeKey: string): string {
  return (partsOf(scopeKey, OWNER_PARTS) ?? []).join(SEPARATOR);
}

/**
 * True when calls made now would still be made for `scope`: the ship-to, language, delivery date or
 * order mode have not changed since the screen asked. An answer for another scope must not be filed
 * under this one.
 */
export function isScopeCurrent(scope: CatalogueScope): boolean {
  return scope.key === scopeKey(scope.userId);
}

/**
 * The key of the scope useProductScope gives now, or null while there is none: for an action, which reads it
 * when it runs instead of rendering again whenever the key changes.
 */
export function currentScopeKey({ status, user }: ScopeSession): string | null {
  if (status !== 'authenticated' || !user || !readLocal(LOCAL_KEYS.shipToId)) return null;
  return scopeKey(user.UID);
}

/** What the scope needs of the session: whether someone is signed in, and who. */
export type ScopeSession = { status: string; user?: { UID: string } | null };

/**
 * The current catalogue scope of `session` (the caller's useSession()), or null while no one is signed in or
 * no ship-to is chosen (product and cart queries wait for one). It changes, and those queries with it, when
 * the ship-to, the language, the delivery date or the order mode changes. Product data and the cart share it.
 */
export function useProductScope({ status, user }: ScopeSession): CatalogueScope | null {
  const shipToId = useCurrentShipToId();
  // The delivery date and empties mode are part of the key: a change in the delivery bar re-keys the queries. The
  // component follows the key, not every stored choice: the order type, stored apart from the date, rendered each
  // of a list's product readers (25 cards' counters and favourites) again for nothing.
  const userId = user?.UID ?? null;
  const key = useSyncExternalStore(subscribeToDeliveryPreferences, () => (userId ? scopeKey(userId) : ''));
  const { i18n } = useTranslation();
  if (status !== 'authenticated' || !user || !shipToId) return null;
  // The language is read from the rendering engine so that a switch re-keys the queries at once.
  return { userId: user.UID, shipToId: padShipToId(shipToId), language: i18n.language, key };
}
