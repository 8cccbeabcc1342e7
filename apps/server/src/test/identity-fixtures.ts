import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, passwordHistory, priceLists, roles, shipTos, users, userShipToRoles } from '../db/schema';
import { hashPassword } from '../modules/identity/passwords/password.hashing';

/** The password of every demo user (DESIGN §7) and of the users tests create. */
export const DEMO_PASSWORD = 'Spina-Demo-2026!';

let passwordHash: Promise<string> | null = null;
/** The argon2 hash of DEMO_PASSWORD, computed once per test file. */
export const demoPasswordHash = () => (passwordHash ??= hashPassword(DEMO_PASSWORD));

/**
 * A data folder (mail, secrets) of one test file in one process, so that files, engines and concurrent runs
 * never read each other's e-mails.
 */
export const privateDataDir = (name: string) =>
  `var/test/data-${name}-${process.env.TEST_ENGINE ?? 'pglite'}-${process.pid}`;

let sequence = 0;
/** A 10-digit SAP-like id in a range the demo seed does not use. */
const nextSapId = () => String(9_900_000_000 + ++sequence);

/** A role held on one ship-to by a test user. */
export type TestGrant = {
  shipToId: string;
  roleName: string;
  roleType?: string;
  permissions: string[];
  extendedPermissions?: string[];
};

/** Creates a company in the Italian market (with a price list of its own) and returns its id. */
export async function createCompany(db: Database, name = 'Birreria di Prova srl'): Promise<string> {
  const id = nextSapId();
  await db
    .insert(priceLists)
    .values({ id: `PL-${id}`, name: `Listino ${id}`, marketCode: 'IT' })
    .onConflictDoNothing();
  await db.insert(companies).values({ id, name, marketCode: 'IT', country: 'ITA' });
  return id;
}

/** Creates a ship-to of a company and returns its id. */
export async function createShipTo(
  db: Database,
  companyId: string,
  options: { name?: string; customerType?: string; status?: 'ACTIVE' | 'SUSPENDED' } = {},
): Promise<string> {
  const id = nextSapId();
  await db.insert(shipTos).values({
    id,
    companyId,
    name: options.name ?? `Punto vendita ${id.slice(-3)}`,
    street: 'Via Roma 1',
    city: 'Milano',
    postalCode: '20121',
    province: 'MI',
    country: 'ITA',
    customerType: options.customerType ?? 'On Premise',
    status: options.status ?? 'ACTIVE',
    priceListId: `PL-${companyId}`,
  });
  return id;
}

/**
 * Creates a user (Active and validated unless told otherwise) with the demo password and its roles, and
 * returns its id. Each grant gets a role of its own.
 */
export async function createUser(
  db: Database,
  options: {
    email: string;
    companyId?: string | null;
    grants?: TestGrant[];
    status?: string;
    userValidation?: boolean;
    isStaff?: boolean;
    country?: string | null;
    language?: string;
    password?: string | null;
  },
): Promise<string> {
  const hash =
    options.password === null
      ? null
      : options.password
        ? await hashPassword(options.password)
        : await demoPasswordHash();
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      firstName: 'Giulia',
      lastName: 'Prova',
      country: options.country === undefined ? 'ITA' : options.country,
      language: options.language ?? 'it',
      passwordHash: hash,
      status: options.status ?? 'Active',
      userValidation: options.userValidation ?? true,
      isStaff: options.isStaff ?? false,
      companyId: options.companyId ?? null,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  if (hash) await db.insert(passwordHistory).values({ userId, passwordHash: hash });
  for (const grant of options.grants ?? []) {
    const roleId = `test-role-${nextSapId()}`;
    await db.insert(roles).values({
      id: roleId,
      name: grant.roleName,
      roleType: grant.roleType ?? 'Owner',
      permissions: grant.permissions,
    });
    await db.insert(userShipToRoles).values({
      userId,
      shipToId: grant.shipToId,
      roleId,
      extendedPermissions: grant.extendedPermissions ?? [],
    });
  }
  return userId;
}

/** The id of a user by e-mail (demo users included). */
export async function userIdOf(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`No user ${email}`);
  return row.id;
}

/** The sections an owner holds (spec 3 §6 "Owner (Key User)"). */
export const OWNER_PERMISSIONS = [
  'Home Page',
  'Catalogue',
  'My Orders',
  'My Profile',
  'Contracts',
  'Reporting',
  'My Documents',
  'Marketing Materials',
  'News & Articles',
  'Support',
];

/** Creates an On Premise Owner of a new company with one ship-to and returns the user's id. */
export async function createOwner(db: Database, email: string): Promise<string> {
  const companyId = await createCompany(db);
  const shipToId = await createShipTo(db, companyId);
  return createUser(db, {
    email,
    companyId,
    grants: [{ shipToId, roleName: 'On Premise Owner', permissions: OWNER_PERMISSIONS }],
  });
}
