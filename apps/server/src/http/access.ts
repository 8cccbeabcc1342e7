import { canOpenSection, isSuspended, SHIP_TO_MESSAGES, type Section } from '@spina/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden, HttpError, unauthorized } from './errors';
import type { IntegrationScope } from '../modules/erp/erp.api-keys';
import type { RequestScope } from './request-scope';

/** What one ship-to grants the signed-in user. */
export type ShipToGrant = {
  shipToId: string;
  status: string; // ACTIVE | SUSPENDED
  customerType: string;
  companyId: string;
  permissions: ReadonlySet<string>;
};

/** The signed-in user as every operation sees it. */
export type Principal = {
  userId: string;
  email: string;
  isStaff: boolean;
  /** Staff member acting as this user (impersonation, DESIGN §6), or null. */
  actingStaffId: string | null;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The user's language for e-mails and messages (it, en, ...). */
  language: string;
  shipTos: ReadonlyMap<string, ShipToGrant>;
  /** A role name on the user's first ship-to contains WHS (spec 2 §5 wholesale users). */
  wholesale?: boolean;
  /** Deduplicated section names over every ship-to (spec 1 §3 allAvailablePermission). */
  allAvailablePermission: readonly string[];
};

/**
 * The access an operation declares. Every GraphQL root field and every REST route declares one; the server
 * refuses to start when one is missing.
 * - public: anyone, signed in or not;
 * - signedIn: any signed-in user;
 * - staff: customer-service staff only;
 * - permission: a section permission; with `shipTo` it must be granted on the ship-to named by the `outletid`
 *   header, which must belong to the user and, for 'write', must not be SUSPENDED;
 * - integration: a machine caller (the producer's ERP) whose key in `X-Api-Key` holds the named scope (decision
 *   0023); REST only, checked by the REST layer (http/integration-key.ts), never by a user's session.
 */
export type Access =
  | { public: true }
  | { signedIn: true }
  | { staff: true }
  | { permission: Section; shipTo?: 'read' | 'write' }
  | { integration: IntegrationScope };

/** Portal-wide section switches, as the configuration lists them (spec 1 §4.3). */
export type PortalSections = ReadonlyArray<{ label: string; value: string }>;

export type AccessDecision = { ok: true; shipTo: ShipToGrant | null } | { ok: false; error: HttpError };

export const SUSPENDED_MESSAGE = SHIP_TO_MESSAGES.suspended;

/**
 * Decides whether `principal` may run an operation declaring `access` in `scope`. Section rules are the
 * domain's (spec 1 §4.3): a section opens when it is always allowed, or enabled in the portal-wide list and
 * held by the user. A ship-to scoped operation also needs the permission on that very ship-to.
 */
export function decideAccess(
  access: Access,
  principal: Principal | null,
  scope: Pick<RequestScope, 'outletId'>,
  sections: PortalSections,
): AccessDecision {
  if ('public' in access) return { ok: true, shipTo: null };
  // The API key is checked where the request is at hand (registerRestAccess); a session never grants it.
  if ('integration' in access)
    return { ok: false, error: unauthorized('An integration API key is required') };
  if (!principal) return { ok: false, error: unauthorized() };
  if ('signedIn' in access) return { ok: true, shipTo: null };
  if ('staff' in access)
    return principal.isStaff ? { ok: true, shipTo: null } : { ok: false, error: forbidden() };

  const section = access.permission;
  if (!access.shipTo) {
    const open = canOpenSection(section, {
      availablePermissions: principal.allAvailablePermission,
      portalSections: sections,
    });
    return open ? { ok: true, shipTo: null } : { ok: false, error: forbidden() };
  }
  if (!scope.outletId) return { ok: false, error: forbidden('Choose a ship-to first') };
  const grant = principal.shipTos.get(scope.outletId);
  if (!grant) return { ok: false, error: forbidden('This ship-to is not one of yours') };
  const held = [...grant.permissions];
  if (
    !grant.permissions.has(section) ||
    !canOpenSection(section, { availablePermissions: held, portalSections: sections })
  ) {
    return { ok: false, error: forbidden() };
  }
  if (access.shipTo === 'write' && isSuspended({ shipToStatus: grant.status })) {
    return { ok: false, error: new HttpError(403, 'SHIP_TO_SUSPENDED', SUSPENDED_MESSAGE) };
  }
  return { ok: true, shipTo: grant };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the identity module; null for visitors. */
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** The access a REST route declares (see Access). */
    access?: Access;
  }
}

/** Loads the portal-wide section list; supplied by the portal module, cached there. */
export type SectionsSource = () => Promise<PortalSections>;

/** Throws the 401/403 error when access is refused; returns the ship-to grant it checked, if any. */
export async function enforceAccess(
  access: Access,
  request: FastifyRequest,
  scope: Pick<RequestScope, 'outletId'>,
  sections: SectionsSource,
): Promise<ShipToGrant | null> {
  const needsSections = 'permission' in access;
  const decision = decideAccess(access, request.principal, scope, needsSections ? await sections() : []);
  if (!decision.ok) throw decision.error;
  return decision.shipTo;
}
