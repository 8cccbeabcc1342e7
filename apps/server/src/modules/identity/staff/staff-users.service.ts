import { CUSTOMER_USER_SEARCH_LIMIT, STAFF_MESSAGES, type CustomerUserSummary } from '@spina/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, shipTos, users, userShipToRoles } from '../../../db/schema';
import { badRequest, notFound } from '../../../http/errors';
import type { Caller } from '../identity.caller';
import { sendInvitation } from '../passwords/password.service';
import type { IdentityRuntime } from '../identity.runtime';

/** A search term as a LIKE pattern matching it anywhere, its wildcards taken literally. */
const containing = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Customer users (never staff) whose e-mail, full name or company name contains the term, for customer service to act as
 * or to invite again: exact e-mail first, then by name, at most CUSTOMER_USER_SEARCH_LIMIT, with their
 * company and the customer types of their ship-tos, in one query.
 */
export async function searchCustomerUsers(
  runtime: IdentityRuntime,
  term: string,
): Promise<CustomerUserSummary[]> {
  const pattern = containing(term.trim());
  const fullName = sql`lower(${users.firstName} || ' ' || ${users.lastName})`;
  const rows = await runtime.deps.db
    .select({
      UID: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      status: users.status,
      companyName: companies.name,
      customerTypes: sql<
        string[] | null
      >`array_remove(array_agg(distinct ${shipTos.customerType} order by ${shipTos.customerType}), null)`,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(userShipToRoles, eq(userShipToRoles.userId, users.id))
    .leftJoin(shipTos, eq(shipTos.id, userShipToRoles.shipToId))
    .where(
      and(
        eq(users.isStaff, false),
        sql`(lower(${users.email}) like ${pattern} or ${fullName} like ${pattern} or lower(${companies.name}) like ${pattern})`,
      ),
    )
    .groupBy(users.id, companies.name)
    .orderBy(
      sql`lower(${users.email}) = ${term.trim().toLowerCase()} desc`,
      asc(users.lastName),
      asc(users.firstName),
      asc(users.email),
    )
    .limit(CUSTOMER_USER_SEARCH_LIMIT);
  return rows.map((row) => ({ ...row, customerTypes: row.customerTypes ?? [] }));
}

/**
 * POST users/ResendVerificationEmail/{id} (spec 3 §7): sends an invited customer user a new invitation link,
 * which replaces the earlier ones. The e-mail in the body must be the user's, so a mistaken id sends nothing.
 */
export async function resendInvitation(
  runtime: IdentityRuntime,
  userId: string,
  email: string,
  caller: Caller,
): Promise<string> {
  const [user] = await runtime.deps.db
    .select({ email: users.email, status: users.status, isStaff: users.isStaff })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.isStaff) throw notFound('No such user');
  if (user.email.toLowerCase() !== email.trim().toLowerCase())
    throw badRequest(STAFF_MESSAGES.emailMismatch, 'EMAIL_MISMATCH');
  if (user.status !== 'Invited') throw badRequest(STAFF_MESSAGES.notInvited, 'NOT_INVITED');
  await sendInvitation(runtime, userId, caller);
  return STAFF_MESSAGES.invitationSent;
}
