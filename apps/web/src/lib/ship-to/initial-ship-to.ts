import {
  checkShipToChange,
  customerTypeOf,
  defaultShipToResponseSchema,
  findShipTo,
  initialShipTo,
  type UserInfo,
} from '@spina/domain';
import { restRequest } from '../rest';
import { LOCAL_KEYS, readLocal } from '../storage';
import { setCurrentShipTo } from './current-ship-to';
import { emitShipToChange } from './ship-to-events';

/** POST users/setdefaultshipto?shiptoId (spec 3 §7): stores the user's default ship-to. */
export function storeDefaultShipTo(shipToId: string): Promise<{ defaultShipToId: string }> {
  return restRequest('/api/identity/v1/users/setdefaultshipto', defaultShipToResponseSchema, {
    method: 'POST',
    query: { shiptoId: shipToId },
  });
}

/**
 * Chooses the ship-to a session starts on (spec 1 §4.4, the domain's initialShipTo): the one stored in this
 * browser if still valid, else the user's default if valid, else the only or the first one. When the user
 * has no valid default and several ship-tos, the choice is stored as their default on the server.
 */
export function applyInitialShipTo(user: UserInfo): void {
  const schema = user.permissionSchema;
  const valid = (id: string | null) => id !== null && checkShipToChange(schema, id).ok;
  const stored = [readLocal(LOCAL_KEYS.shipToId), user.defaultShipToId].find(valid) ?? null;
  const choice = initialShipTo({ permissionSchema: schema, storedShipToId: stored });
  const entry = findShipTo(schema, choice.shipToId);
  setCurrentShipTo(entry);
  if (!entry || !choice.shipToId) return;
  emitShipToChange({
    shipToId: choice.shipToId,
    payerCompanyId: entry.companyId,
    customerType: customerTypeOf(entry),
    reason: 'initial',
  });
  const defaultIsMissing = initialShipTo({
    permissionSchema: schema,
    storedShipToId: user.defaultShipToId,
  }).storeAsDefault;
  if (defaultIsMissing && valid(choice.shipToId)) {
    // Logged only: the session goes on with the chosen ship-to either way (spec 1 §8, warnings).
    storeDefaultShipTo(choice.shipToId).catch((error: unknown) =>
      console.warn('the default ship-to could not be stored', error),
    );
  }
}
