import { CUSTOMER_USER_SEARCH_LIMIT, type CustomerUserSummary } from '@spina/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { companies, shipTos, users, userShipToRoles } from '../../../db/schema';
import { containing } from '../../../lib/like-pattern';
import type { IdentityRuntime } from '../identity.runtime';

/**
 * Customer users (never staff) whose e-mail, full name or company name contains the term, for customer service to act as
 * or to invite again: exact e-mail first, then by name, at most CUSTOMER_USER_SEARCH_LIMIT, with their
 * company and the customer types of their ship-tos, in one query.
 */
export async function searchCustomerUsers(
  runtime: IdentityRuntime,
  term: string,
): Promise<CustomerUserSummary[]> {
  const pattern = containing(term);
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
