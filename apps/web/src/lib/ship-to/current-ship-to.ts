import { useSyncExternalStore } from 'react';
import { customerTypeOf, padShipToId, type PermissionSchemaEntry } from '@spina/domain';
import { LOCAL_KEYS, readLocal, writeLocal } from '../storage';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  // Another tab of this browser may choose a ship-to: every call reads it, so every tab shows it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_KEYS.shipToId || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const currentShipToId = () => readLocal(LOCAL_KEYS.shipToId);

/** The chosen ship-to's id as every call sends it (`outletid`, spec 1 §7), or null. */
export function useCurrentShipToId(): string | null {
  return useSyncExternalStore(subscribe, currentShipToId, () => null);
}

/**
 * Makes a ship-to the current one (spec 1 §4.4): its padded id and customer type are stored as `shipToId` and
 * `customertype`, so that every call carries them from now on; null forgets the choice.
 */
export function setCurrentShipTo(entry: PermissionSchemaEntry | null): void {
  writeLocal(LOCAL_KEYS.shipToId, entry ? padShipToId(entry.shipToId) : null);
  writeLocal(LOCAL_KEYS.customerType, entry ? customerTypeOf(entry) : null);
  for (const listener of listeners) listener();
}
