import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id with the OWASP minimum (19 MiB, 2 passes, 1 lane): about 20-30 ms per hash on one core. */
// Algorithm.Argon2id is 2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2 as Algorithm;
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** True when `password` matches `passwordHash`; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a user's hash, or against a fixed dummy hash when there is no such user (or no
 * password yet), so that an unknown e-mail costs the same argon2 work as a wrong password.
 */
export async function verifyOrSpendTheSameTime(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (passwordHash) return verifyPassword(passwordHash, password);
  dummyHash ??= hashPassword('not-a-password: the dummy hash of unknown accounts');
  await verifyPassword(await dummyHash, password);
  return false;
}
