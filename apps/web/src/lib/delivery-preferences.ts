import { useSyncExternalStore } from 'react';
import { isIsoDate, isOrderType, type OrderType, type ShipmentMode } from '@spina/domain';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage';

/**
 * The delivery preferences of spec 1 §4.5, kept under the spec's browser keys (spec 1 §3: shippingMethod,
 * deliveryDate, standardDeliveryDate, onlyEmpties) so that every call sends them in its headers (spec 1 §7).
 */
export type DeliveryPreferences = {
  orderType: OrderType | null;
  /** The requested delivery date, `YYYY-MM-DD`. */
  deliveryDate: string | null;
  /** The first available date when the date was chosen: the shipping standard date, kept apart (spec 2 §4). */
  standardDeliveryDate: string | null;
  /** 0 beer order, 1 empties return (defaults to 0, spec 1 §4.5). */
  shipmentMode: ShipmentMode;
};

const listeners = new Set<() => void>();
let snapshot: { raw: string; value: DeliveryPreferences } | null = null;

const storedDate = (key: typeof LOCAL_KEYS.deliveryDate | typeof LOCAL_KEYS.standardDeliveryDate) => {
  const value = readLocal(key);
  return isIsoDate(value) ? value : null;
};

/** The stored preferences; anything unreadable counts as not chosen. */
export function readDeliveryPreferences(): DeliveryPreferences {
  const method = readLocal(LOCAL_KEYS.shippingMethod);
  const raw = [
    method,
    readLocal(LOCAL_KEYS.deliveryDate),
    readLocal(LOCAL_KEYS.standardDeliveryDate),
    readLocal(LOCAL_KEYS.onlyEmpties),
  ].join('|');
  if (snapshot?.raw !== raw) {
    snapshot = {
      raw,
      value: {
        orderType: isOrderType(method) ? method : null,
        deliveryDate: storedDate(LOCAL_KEYS.deliveryDate),
        standardDeliveryDate: storedDate(LOCAL_KEYS.standardDeliveryDate),
        shipmentMode: readLocal(LOCAL_KEYS.onlyEmpties) === '1' ? 1 : 0,
      },
    };
  }
  return snapshot.value;
}

/** Stores the given preferences (null forgets one) and tells every subscriber. */
export function writeDeliveryPreferences(change: Partial<DeliveryPreferences>): void {
  if ('orderType' in change) writeLocal(LOCAL_KEYS.shippingMethod, change.orderType ?? null);
  if ('deliveryDate' in change) writeLocal(LOCAL_KEYS.deliveryDate, change.deliveryDate ?? null);
  if ('standardDeliveryDate' in change) {
    writeLocal(LOCAL_KEYS.standardDeliveryDate, change.standardDeliveryDate ?? null);
  }
  if ('shipmentMode' in change) writeLocal(LOCAL_KEYS.onlyEmpties, String(change.shipmentMode ?? 0));
  for (const listener of listeners) listener();
}

const PREFERENCE_KEYS: readonly (string | null)[] = [
  LOCAL_KEYS.shippingMethod,
  LOCAL_KEYS.deliveryDate,
  LOCAL_KEYS.standardDeliveryDate,
  LOCAL_KEYS.onlyEmpties,
  null,
];

/** Calls `listener` whenever a preference is stored, here or in another tab. */
export function subscribeToDeliveryPreferences(listener: () => void): () => void {
  // Another tab of this browser may change them: every call reads them, so every tab shows them.
  const onStorage = (event: StorageEvent) => {
    if (PREFERENCE_KEYS.includes(event.key)) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current delivery preferences; the component renders again when they change. */
export function useDeliveryPreferences(): DeliveryPreferences {
  return useSyncExternalStore(
    subscribeToDeliveryPreferences,
    readDeliveryPreferences,
    readDeliveryPreferences,
  );
}
