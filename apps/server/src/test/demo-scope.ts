import { and, eq, sql } from 'drizzle-orm';
import { shipTos, users, userShipToRoles } from '../db/schema';
import { headersFor } from './auth';
import { createTestApp, type TestApp } from './harness';

/** The headers of a demo user signed in on their first ACTIVE ship-to (spec 1 §7 `outletid`). */
export async function demoBuyerHeaders(t: TestApp, email = 'onpremise@example.com') {
  const [row] = await t.db
    .select({ shipToId: userShipToRoles.shipToId })
    .from(userShipToRoles)
    .innerJoin(users, eq(users.id, userShipToRoles.userId))
    .innerJoin(shipTos, eq(shipTos.id, userShipToRoles.shipToId))
    .where(and(sql`lower(${users.email}) = ${email}`, eq(shipTos.status, 'ACTIVE')))
    .orderBy(userShipToRoles.shipToId)
    .limit(1);
  if (!row) throw new Error(`${email} has no active ship-to`);
  return headersFor(t, email, row.shipToId);
}

/** Starts a test app and signs in the demo buyer, for tests that call as one buyer throughout. */
export async function createTestAppWithBuyer(): Promise<{ t: TestApp; buyer: Record<string, string> }> {
  const t = await createTestApp();
  return { t, buyer: await demoBuyerHeaders(t) };
}
