import { useMemo } from 'react';
import {
  canOpenSection,
  customerTypeOf,
  findShipTo,
  hasCatalogue,
  type AccountMenuContext,
  type PortalSection,
} from '@spina/domain';
import { usePortalConfig } from '../../lib/portal-config';
import { useCurrentShipToId } from '../../lib/ship-to/current-ship-to';
import { useSession, type SessionUser } from './session';

/** What the signed-in user may see, for menus, icons and links (spec 1 §6). */
export type Access = AccountMenuContext & {
  signedIn: boolean;
  /** A ship-to permission containing 'Catalogue' shows cart, favourites and ordering entries. */
  catalogue: boolean;
  /** Customer-service staff (not while acting as a customer user, when the session is the customer's). */
  staff: boolean;
  canOpen: (section: string) => boolean;
};

const NO_SECTIONS: readonly PortalSection[] = [];

/** The customer type of the chosen ship-to, else of the first one. */
function customerTypeOfUser(user: SessionUser, shipToId: string | null): string | null {
  const chosen = findShipTo(user.permissionSchema, shipToId) ?? user.permissionSchema[0];
  return chosen ? customerTypeOf(chosen) : null;
}

/** The access of the current session, using the domain's rules with the portal-wide section list. */
export function useAccess(): Access {
  const { status, user } = useSession();
  const shipToId = useCurrentShipToId();
  const config = usePortalConfig();
  const portalSections = config.data?.sections ?? NO_SECTIONS;
  return useMemo(() => {
    const signedIn = status === 'authenticated' && user !== null;
    const context: AccountMenuContext = {
      availablePermissions: signedIn ? user.allAvailablePermission : [],
      portalSections,
      customerType: signedIn ? customerTypeOfUser(user, shipToId) : null,
    };
    return {
      ...context,
      signedIn,
      catalogue: signedIn && hasCatalogue(user.permissionSchema),
      staff: signedIn && user.isStaff,
      canOpen: (section: string) => signedIn && canOpenSection(section, context),
    };
  }, [status, user, shipToId, portalSections]);
}
