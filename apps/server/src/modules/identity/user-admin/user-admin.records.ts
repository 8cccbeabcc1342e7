import {
  adminRank,
  mayChangeUser,
  nextUserStatuses,
  type UserActions,
  type UserAdminRecord,
  type UserListQuery,
  type UserListResponse,
  type UserShipToRole,
} from '@spina/domain';
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { users, userShipToRoles } from '../../../db/schema';
import { containing } from '../../../lib/like-pattern';
import { linksOfUsers, type Manager } from './user-admin.scope';

/** The locale a language is shown in (spec 3 §9: it-IT). */
const LOCALES: Record<string, string> = { it: 'it-IT', en: 'en-GB', cs: 'cs-CZ', sk: 'sk-SK' };

const recordColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  country: users.country,
  status: users.status,
  language: users.language,
  termsAgreed: users.termsAgreed,
  userValidation: users.userValidation,
  createdAt: users.createdAt,
};
type RecordRow = { [K in keyof typeof recordColumns]: (typeof users.$inferSelect)[K] };

/**
 * What the screen offers the manager on a user (spec 3 §4, §6): editing roles and changing the status of users
 * they may change, resending an invitation that is pending. Their own row offers neither: nobody raises their
 * own rights, and the server refuses a crafted attempt all the same.
 */
function actionsOf(manager: Manager, user: RecordRow, links: UserShipToRole[]): UserActions {
  const targetRank = adminRank(links);
  const allowed = user.id !== manager.userId && mayChangeUser(manager.rank, targetRank);
  return {
    editRoles: allowed,
    statuses: allowed ? nextUserStatuses(user.status, user.userValidation) : [],
    resendInvitation: allowed && user.status === 'Invited',
  };
}

function recordOf(manager: Manager, user: RecordRow, links: UserShipToRole[]): UserAdminRecord {
  const { language, createdAt, ...rest } = user;
  return {
    ...rest,
    isActive: user.status === 'Active',
    languages: [language],
    locale: LOCALES[language] ?? LOCALES.it!,
    createdAt: createdAt.toISOString(),
    isSelf: user.id === manager.userId,
    permissionSchema: links,
    actions: actionsOf(manager, user, links),
  };
}

/** The users of the manager's company matching the filters: never staff, never another company's. */
function listFilter(db: Database, manager: Manager, query: UserListQuery): SQL | undefined {
  const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  const pattern = query.search ? containing(query.search) : null;
  return and(
    eq(users.companyId, manager.companyId),
    eq(users.isStaff, false),
    pattern ? sql`(lower(${users.email}) like ${pattern} or ${fullName} like ${pattern})` : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.shipTo
      ? inArray(
          users.id,
          db
            .select({ userId: userShipToRoles.userId })
            .from(userShipToRoles)
            .where(eq(userShipToRoles.shipToId, query.shipTo)),
        )
      : undefined,
  );
}

/**
 * GET users/GetAllUsersInfo (spec 3 §7): one page of the users of the manager's company, searched by name or
 * e-mail and filtered by status and ship-to, by name, each with their roles per ship-to of the company.
 */
export async function listUsers(
  db: Database,
  manager: Manager,
  query: UserListQuery,
): Promise<UserListResponse> {
  const where = listFilter(db, manager, query);
  const [rows, [counted]] = await Promise.all([
    db
      .select(recordColumns)
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.email))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const links = await linksOfUsers(
    db,
    manager.companyId,
    rows.map((row) => row.id),
  );
  return {
    results: rows.map((row) => recordOf(manager, row, links.get(row.id) ?? [])),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** One user of the manager's company as the list shows them (after a change). */
export async function userRecord(db: Database, manager: Manager, userId: string): Promise<UserAdminRecord> {
  const [row] = await db
    .select(recordColumns)
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, manager.companyId)));
  if (!row) throw new Error(`user ${userId} left the company while it was changed`);
  const links = await linksOfUsers(db, manager.companyId, [userId]);
  return recordOf(manager, row, links.get(userId) ?? []);
}
