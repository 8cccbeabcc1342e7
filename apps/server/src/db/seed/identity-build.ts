import { addDays, type IsoDate } from '@spina/domain';
import type { userShipToRoles, users } from '../schema';
import { slugify } from './codes';
import type { Customers, ShipToRow } from './customers-build';
import { DEMO_USERS, MORE_DEMO_USERS, type AssignmentSeed, type DemoUserSeed } from './data/demo-users';
import { CZECH_FIRST_NAMES, CZECH_LAST_NAMES, ITALIAN_FIRST_NAMES, ITALIAN_LAST_NAMES } from './data/people';
import { roleId, type RoleType } from './data/roles';
import { SeededRandom } from './random';

export type UserRow = typeof users.$inferInsert & { id: string; email: string };
export type AssignmentRow = typeof userShipToRoles.$inferInsert;

/**
 * The demo and other users, their roles per ship-to, who may sign in with the demo password, and the demo
 * users who have never signed in (so they have placed none of the history's orders).
 */
export type Identity = {
  users: UserRow[];
  assignments: AssignmentRow[];
  withPassword: Set<string>;
  neverSignedIn: Set<string>;
};

/** Extra people in some companies, so user management has several users, invitations and a deactivation. */
const EXTRA_PEOPLE: { company: string; role: RoleType; status: 'Active' | 'Invited' | 'Inactive' }[] = [
  { company: 'pergola', role: 'Associate', status: 'Active' },
  { company: 'pergola', role: 'Accountant', status: 'Active' },
  { company: 'belvedere', role: 'Delegated Owner', status: 'Active' },
  { company: 'anchor', role: 'Shift leader', status: 'Active' },
  { company: 'vesuvio', role: 'Basic', status: 'Invited' },
  { company: 'sport', role: 'Basic', status: 'Inactive' },
  { company: 'lombarde', role: 'Warehouse manager', status: 'Active' },
  { company: 'lombarde', role: 'Accountant', status: 'Invited' },
  { company: 'tirreno', role: 'Reporting', status: 'Active' },
  { company: 'bacco', role: 'Catalogue', status: 'Active' },
  { company: 'neri', role: 'Product Recommendation', status: 'Active' },
  { company: 'taverna-torino', role: 'Shift leader', status: 'Active' },
  { company: 'portico', role: 'Associate', status: 'Invited' },
  { company: 'zlata-hvezda', role: 'Basic', status: 'Active' },
];

/** Companies whose owner has not accepted the invitation yet, or was deactivated. */
const OWNER_STATUS: Record<string, 'Invited' | 'Inactive'> = {
  querce: 'Invited',
  gusto: 'Invited',
  'polo-nord': 'Inactive',
};

function resolveShipTo(customers: Customers, reference: string): ShipToRow {
  const byKey = customers.shipToByKey.get(reference);
  if (byKey) return byKey;
  const [companyKey, index] = reference.split('#');
  const company = customers.companyByKey.get(companyKey ?? '');
  const shipTo = customers.shipTos.filter((row) => row.companyId === company?.id)[Number(index)];
  if (!shipTo) throw new Error(`Unknown ship-to ${reference}`);
  return shipTo;
}

/** Builds the users of DESIGN §7 plus owners and staff of the other companies. */
export function buildIdentity(customers: Customers, today: IsoDate): Identity {
  const random = SeededRandom.named('identity');
  const identity: Identity = {
    users: [],
    assignments: [],
    withPassword: new Set(),
    neverSignedIn: new Set(),
  };
  const emails = new Set<string>();
  const assign = (userId: string, shipTo: ShipToRow, role: RoleType, extended: string[] = []) =>
    identity.assignments.push({
      userId,
      shipToId: shipTo.id,
      roleId: roleId(shipTo.customerType, role),
      extendedPermissions: extended,
    });

  const addDemoUser = (seed: DemoUserSeed, id: string) => {
    const company = seed.company ? customers.companyByKey.get(seed.company) : null;
    identity.users.push({
      id,
      email: seed.email,
      firstName: seed.firstName,
      lastName: seed.lastName,
      phone: seed.phone,
      country: seed.country,
      language: seed.language,
      status: 'Active',
      userValidation: true,
      firstLogin: seed.firstLogin === true,
      showTutorial: 0,
      isKeyAccount: company?.isKeyAccount ?? false,
      isStaff: seed.isStaff === true,
      companyId: company?.id ?? null,
      defaultShipToId: seed.defaultShipTo ? resolveShipTo(customers, seed.defaultShipTo).id : null,
      termsAgreed: true,
      createdAt: new Date(`${addDays(today, -400)}T09:00:00Z`),
    });
    identity.withPassword.add(id);
    if (seed.firstLogin) identity.neverSignedIn.add(id);
    emails.add(seed.email);
    seed.assignments.forEach((assignment: AssignmentSeed) =>
      assign(id, resolveShipTo(customers, assignment.shipTo), assignment.role, assignment.extended),
    );
  };

  for (const seed of DEMO_USERS) addDemoUser(seed, random.uuid());

  const demoCompanies = new Set(DEMO_USERS.map((seed) => seed.company));
  const people = [
    ...customers.companies
      .filter((company) => !demoCompanies.has(customers.seedOf.get(company.id)!.key))
      .map((company) => ({
        company: customers.seedOf.get(company.id)!.key,
        role: 'Owner' as RoleType,
        status: OWNER_STATUS[customers.seedOf.get(company.id)!.key] ?? ('Active' as const),
      })),
    ...EXTRA_PEOPLE,
  ];
  people.forEach((person, index) => {
    const company = customers.companyByKey.get(person.company)!;
    const czech = company.marketCode === 'CZ';
    const firstName = random.pick(czech ? CZECH_FIRST_NAMES : ITALIAN_FIRST_NAMES);
    const lastName = random.pick(czech ? CZECH_LAST_NAMES : ITALIAN_LAST_NAMES);
    let email = `${slugify(firstName)}.${slugify(lastName).replace(/-/g, '')}@${person.company}.example`;
    if (emails.has(email)) email = email.replace('@', `${index}@`);
    emails.add(email);
    const shipTos = customers.shipTos.filter((row) => row.companyId === company.id);
    // Owners act for every ship-to of their company; other people for one ship-to.
    const theirs =
      person.role === 'Owner' || person.role === 'Delegated Owner' ? shipTos : [random.pick(shipTos)];
    const id = random.uuid();
    const active = person.status !== 'Invited';
    const firstLogin = active ? random.chance(0.15) : true;
    identity.users.push({
      id,
      email,
      firstName,
      lastName,
      phone: `${czech ? '420' : '3'}${random.int(100_000_000, 999_999_999)}`,
      country: czech ? 'CZE' : 'ITA',
      language: czech ? 'en' : 'it',
      status: person.status,
      userValidation: active,
      firstLogin,
      showTutorial: firstLogin && active ? 1 : 0,
      isKeyAccount: company.isKeyAccount ?? false,
      companyId: company.id,
      defaultShipToId: theirs[0]!.id,
      termsAgreed: active,
      createdAt: new Date(`${addDays(today, -random.int(30, 900))}T09:00:00Z`),
    });
    if (active) identity.withPassword.add(id);
    theirs.forEach((shipTo) => assign(id, shipTo, person.role));
  });
  // From a stream of their own, so that the ids above stay as they were.
  const more = SeededRandom.named('identity-more');
  for (const seed of MORE_DEMO_USERS) addDemoUser(seed, more.uuid());
  return identity;
}
