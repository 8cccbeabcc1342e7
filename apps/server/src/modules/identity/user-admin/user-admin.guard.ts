import { OWNER_ROLE_TYPE, USER_ADMIN_MESSAGES, type GrantRefusal } from '@spina/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { companies, roles, shipTos, users, userShipToRoles } from '../../../db/schema';
import { HttpError } from '../../../http/errors';

/** A refusal of user administration: its message (the i18n key) with the status and code it is answered with. */
export type AdminRefusal =
  | GrantRefusal
  | 'regularUsersOnly'
  | 'ownRights'
  | 'lastOwner'
  | 'statusNotAllowed'
  | 'oneShipToAtLeast'
  | 'userExists'
  | 'duplicateShipTo';

const ANSWERS: Record<AdminRefusal, { status: number; code: string; message: string }> = {
  roleRequired: { status: 400, code: 'ROLE_REQUIRED', message: USER_ADMIN_MESSAGES.roleRequired },
  unknownRole: { status: 400, code: 'UNKNOWN_ROLE', message: USER_ADMIN_MESSAGES.unknownRole },
  notOptional: { status: 400, code: 'NOT_OPTIONAL', message: USER_ADMIN_MESSAGES.notOptional },
  statusNotAllowed: {
    status: 400,
    code: 'STATUS_NOT_ALLOWED',
    message: USER_ADMIN_MESSAGES.statusNotAllowed,
  },
  oneShipToAtLeast: {
    status: 400,
    code: 'ONE_SHIP_TO_AT_LEAST',
    message: USER_ADMIN_MESSAGES.oneShipToAtLeast,
  },
  duplicateShipTo: {
    status: 400,
    code: 'DUPLICATE_SHIP_TO',
    message: 'Each ship-to may be named once',
  },
  shipToNotManaged: {
    status: 403,
    code: 'SHIP_TO_NOT_MANAGED',
    message: USER_ADMIN_MESSAGES.shipToNotManaged,
  },
  ownerOnly: { status: 403, code: 'OWNER_ONLY', message: USER_ADMIN_MESSAGES.ownerOnly },
  notHeld: { status: 403, code: 'NOT_HELD', message: USER_ADMIN_MESSAGES.notHeld },
  regularUsersOnly: {
    status: 403,
    code: 'REGULAR_USERS_ONLY',
    message: USER_ADMIN_MESSAGES.regularUsersOnly,
  },
  ownRights: { status: 403, code: 'OWN_RIGHTS', message: USER_ADMIN_MESSAGES.ownRights },
  lastOwner: { status: 409, code: 'LAST_OWNER', message: USER_ADMIN_MESSAGES.lastOwner },
  userExists: { status: 409, code: 'USER_EXISTS', message: USER_ADMIN_MESSAGES.userExists },
};

/** The HTTP error a refusal is answered with. */
export function refusal(reason: AdminRefusal): HttpError {
  const answer = ANSWERS[reason];
  return new HttpError(answer.status, answer.code, answer.message);
}

/** Whether the company has an Active user holding the Owner role on one of its ship-tos. */
async function hasActiveOwner(tx: Database, companyId: string): Promise<boolean> {
  const [row] = await tx
    .select({ found: sql<number>`1` })
    .from(userShipToRoles)
    .innerJoin(users, eq(users.id, userShipToRoles.userId))
    .innerJoin(roles, eq(roles.id, userShipToRoles.roleId))
    .innerJoin(shipTos, eq(shipTos.id, userShipToRoles.shipToId))
    .where(
      and(
        eq(shipTos.companyId, companyId),
        eq(userShipToRoles.isActive, true),
        eq(users.status, 'Active'),
        eq(roles.roleType, OWNER_ROLE_TYPE),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Runs a change of a company's users in one transaction that holds the company's row, so that two managers'
 * changes never interleave, and refuses it (rolled back) when it would take the company's last Active Owner
 * away (spec 3 §6 "the last Owner of a company cannot be removed").
 */
export async function changeCompanyUsers<T>(
  db: Database,
  companyId: string,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    const hadOwner = await hasActiveOwner(tx, companyId);
    const result = await change(tx);
    if (hadOwner && !(await hasActiveOwner(tx, companyId))) throw refusal('lastOwner');
    return result;
  });
}
