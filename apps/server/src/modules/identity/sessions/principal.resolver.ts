import {
  availablePermissions,
  customerTypeOf,
  hasEmptiesManagement,
  isWholesaleUser,
  shipToPermissions,
} from '@spina/domain';
import type { Database } from '../../../db/client';
import type { Principal, ShipToGrant } from '../../../http/access';
import { isActiveAccount, loadIdentity, type IdentityRecord } from '../users/account.queries';
import type { AccessClaims } from './session.tokens';

/** How long a resolved principal is reused: short, so that revocations and role changes apply fast. */
export const PRINCIPAL_CACHE_MS = 5_000;
const MAX_CACHED = 10_000;

/** The signed-in user of a valid token, or null when the account or the session is no longer open. */
export function principalOf(record: IdentityRecord, claims: AccessClaims): Principal | null {
  if (!record.sessionOpen || !isActiveAccount(record.user)) return null;
  const shipTos = new Map<string, ShipToGrant>();
  for (const entry of record.permissionSchema) {
    const permissions = new Set(shipToPermissions(entry));
    // The empties role names carry the Empties Management right even without the permission string.
    if (hasEmptiesManagement(entry)) permissions.add('Empties Management');
    shipTos.set(entry.shipToId, {
      shipToId: entry.shipToId,
      status: entry.shipToStatus,
      customerType: customerTypeOf(entry) ?? '',
      companyId: entry.companyId,
      permissions,
    });
  }
  return {
    userId: record.user.id,
    email: record.user.email,
    isStaff: record.user.isStaff,
    actingStaffId: claims.actingStaffId,
    sessionId: claims.sessionId,
    language: record.user.language,
    shipTos,
    wholesale: isWholesaleUser(record.permissionSchema),
    allAvailablePermission: availablePermissions(record.permissionSchema),
  };
}

/**
 * Resolves principals from verified token claims with one query per user and session, reused for a few
 * seconds. `forget` drops a user's entries at once when this process changes them.
 */
export function createPrincipalResolver(db: Database) {
  const cache = new Map<string, { at: number; principal: Promise<Principal | null> }>();

  const keyOf = (claims: AccessClaims) =>
    `${claims.userId}/${claims.sessionId}/${claims.actingStaffId ?? ''}`;

  return {
    resolve(claims: AccessClaims): Promise<Principal | null> {
      const key = keyOf(claims);
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < PRINCIPAL_CACHE_MS) return hit.principal;
      if (cache.size >= MAX_CACHED) {
        for (const [oldKey, entry] of cache) if (now - entry.at >= PRINCIPAL_CACHE_MS) cache.delete(oldKey);
        if (cache.size >= MAX_CACHED) cache.clear();
      }
      const principal = loadIdentity(db, claims.userId, claims.sessionId).then((record) =>
        record ? principalOf(record, claims) : null,
      );
      cache.set(key, { at: now, principal });
      principal.catch(() => cache.delete(key));
      return principal;
    },
    /** Drops every cached principal of a user (after sign-out, a password or profile change). */
    forget(userId: string): void {
      for (const key of cache.keys()) if (key.startsWith(`${userId}/`)) cache.delete(key);
    },
  };
}
export type PrincipalResolver = ReturnType<typeof createPrincipalResolver>;
