import { hash } from '@node-rs/argon2';
import type { Database } from '../client';
import { passwordHistory, roles, userShipToRoles, users } from '../schema';
import { insertRows } from './batch';
import type { SeedContext } from './context';
import { customersOf } from './customers';
import { DEMO_PASSWORD } from './data/demo-users';
import { ROLES } from './data/roles';
import { buildIdentity, type Identity } from './identity-build';

/** The users of the seed run, built once and shared with the order step (who placed each order). */
export function identityOf(context: SeedContext): Identity {
  return context.once('identity', () => buildIdentity(customersOf(context), context.today));
}

/**
 * Roles, users with argon2id hashes of the demo password (each with its own salt, hashed in parallel on
 * the libuv pool), their roles per ship-to, and each hash as the first entry of the password history.
 */
export async function seedIdentity(db: Database, context: SeedContext): Promise<void> {
  const identity = identityOf(context);
  await db.insert(roles).values(ROLES);
  const hashes = new Map(
    await Promise.all([...identity.withPassword].map(async (id) => [id, await hash(DEMO_PASSWORD)] as const)),
  );
  await insertRows(
    db,
    users,
    identity.users.map((user) => ({ ...user, passwordHash: hashes.get(user.id) ?? null })),
  );
  await insertRows(db, userShipToRoles, identity.assignments);
  await insertRows(
    db,
    passwordHistory,
    identity.users
      .filter((user) => hashes.has(user.id))
      .map((user) => ({
        id: context.random(`password-history:${user.id}`).uuid(),
        userId: user.id,
        passwordHash: hashes.get(user.id)!,
        createdAt: user.createdAt,
      })),
  );
}
