import {
  checkShipToChange,
  customerTypeOf,
  findShipTo,
  SHIP_TO_MESSAGES,
  type UserInfo,
} from '@spina/domain';
import { loadIdentityApi, type SessionStore } from '../auth';
import { setCurrentShipTo } from '../../lib/ship-to/current-ship-to';
import { emitShipToChange } from '../../lib/ship-to/ship-to-events';

/** How a ship-to change ended: the ship-to now chosen, or the message of spec 1 §8 to show. */
export type ShipToChangeResult = { ok: true; shipToId: string } | { ok: false; message: string };

const failed = (): ShipToChangeResult => ({ ok: false, message: SHIP_TO_MESSAGES.loadFailed });

/**
 * Changes the current ship-to (spec 1 §4.4): a suspended one is blocked at once with 'ShipTo suspended -
 * Select another ShipTo' and the change is aborted. Otherwise the ship-to details are loaded afresh from the
 * identity service (its status may have changed since sign-in) and checked again; then the ship-to is stored
 * for every call and the ship-to-change event goes out with the payer company. A failure to load answers
 * 'Error setting shipment' and changes nothing.
 */
export async function changeShipTo(store: SessionStore, requestedId: string): Promise<ShipToChangeResult> {
  const user = store.get().user;
  if (!user) return failed();
  const check = checkShipToChange(user.permissionSchema, requestedId);
  if (!check.ok) return { ok: false, message: check.message };
  let fresh: UserInfo;
  try {
    const { fetchUserInfo } = await loadIdentityApi();
    fresh = await fetchUserInfo(user.UID);
  } catch (error) {
    console.warn('the ship-to details could not be loaded', error);
    return failed();
  }
  const latest = store.get();
  // The session ended or changed hands while the details loaded: this change no longer applies.
  if (latest.status !== 'authenticated' || latest.user?.UID !== user.UID) return failed();
  store.set({ ...latest, user: fresh });
  const recheck = checkShipToChange(fresh.permissionSchema, requestedId);
  if (!recheck.ok) return { ok: false, message: recheck.message };
  const entry = findShipTo(fresh.permissionSchema, recheck.shipToId);
  if (!entry) return failed();
  setCurrentShipTo(entry);
  emitShipToChange({
    shipToId: recheck.shipToId,
    payerCompanyId: entry.companyId,
    customerType: customerTypeOf(entry),
    reason: 'change',
  });
  return { ok: true, shipToId: recheck.shipToId };
}
