import { useCallback, useMemo, useState } from 'react';
import {
  checkShipToChange,
  findShipTo,
  sameShipTo,
  selectableShipTos,
  USER_CANCELED,
  type UserInfo,
} from '@spina/domain';
import { useSession, useSessionStore } from '../auth';
import { changeShipTo } from './change-ship-to';
import { useCurrentShipToId } from '../../lib/ship-to/current-ship-to';
import { mayChangeShipTo } from '../../lib/ship-to/ship-to-change-guard';

/** A ship-to of the signed-in user's permission schema. */
export type ShipToOption = UserInfo['permissionSchema'][number];

/**
 * The ship-to choice of the signed-in user (spec 1 §4.4): the ship-tos they may choose (Catalogue), the
 * current one, and a change that keeps a loading flag (always cleared) and the message of a refused or
 * failed change. A change the user may make is first put to the change guard (keep the order or start a
 * new one); declining it aborts quietly.
 */
export function useShipToChoice() {
  const { user } = useSession();
  const store = useSessionStore();
  const currentId = useCurrentShipToId();
  const [changing, setChanging] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const options = useMemo(() => (user ? selectableShipTos(user.permissionSchema) : []), [user]);
  const current = findShipTo(options, currentId);

  const change = useCallback(
    async (shipToId: string) => {
      setMessage(null);
      const allowed = user !== null && checkShipToChange(user.permissionSchema, shipToId).ok;
      if (allowed && !sameShipTo(shipToId, currentId) && !(await mayChangeShipTo(shipToId))) {
        return { ok: false, message: USER_CANCELED } as const;
      }
      setChanging(true);
      try {
        const result = await changeShipTo(store, shipToId);
        if (!result.ok) setMessage(result.message);
        return result;
      } finally {
        setChanging(false);
      }
    },
    [store, user, currentId],
  );

  return { options, current, changing, message, change, dismiss: () => setMessage(null) };
}
