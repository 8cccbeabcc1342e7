import { useCallback, useMemo, useState } from 'react';
import { findShipTo, selectableShipTos, type UserInfo } from '@spina/domain';
import { useSession, useSessionStore } from '../auth/session';
import { changeShipTo } from './change-ship-to';
import { useCurrentShipToId } from './current-ship-to';

/** A ship-to of the signed-in user's permission schema. */
export type ShipToOption = UserInfo['permissionSchema'][number];

/**
 * The ship-to choice of the signed-in user (spec 1 §4.4): the ship-tos they may choose (Catalogue), the
 * current one, and a change that keeps a loading flag (always cleared) and the message of a refused or
 * failed change.
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
      setChanging(true);
      try {
        const result = await changeShipTo(store, shipToId);
        if (!result.ok) setMessage(result.message);
        return result;
      } finally {
        setChanging(false);
      }
    },
    [store],
  );

  return { options, current, changing, message, change, dismiss: () => setMessage(null) };
}
