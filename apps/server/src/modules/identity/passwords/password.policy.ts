import { nextPasswordHistory, PASSWORD_MESSAGES, PASSWORD_POLICY, setPasswordSchema } from '@spina/domain';
import { and, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { passwordHistory, users } from '../../../db/schema';
import { verifyPassword } from './password.hashing';

/** Codes of the password failures, each paired with its message of spec 3 §5. */
export const PASSWORD_ERRORS = {
  oldIncorrect: { code: 'OLD_PASSWORD_NOT_CORRECT', message: PASSWORD_MESSAGES.oldIncorrect },
  newIncorrect: { code: 'NEW_PASSWORD_NOT_CORRECT', message: PASSWORD_MESSAGES.newIncorrect },
  requirementsNotMet: {
    code: 'PASSWORD_REQUIREMENTS_NOT_MET',
    message: PASSWORD_MESSAGES.requirementsNotMet,
  },
  mismatch: { code: 'PASSWORD_MISMATCH', message: PASSWORD_MESSAGES.mismatch },
  reused: { code: 'PASSWORD_REUSED', message: PASSWORD_MESSAGES.reused },
} as const;
export type PasswordError = (typeof PASSWORD_ERRORS)[keyof typeof PASSWORD_ERRORS];

/**
 * The policy of spec 3 §5 for a new password and its retyped copy, through the domain's form schema: the
 * requirements first, then the match. An empty new password is "not correct".
 */
export function checkNewPassword(newPassword: string, retypePassword: string): PasswordError | null {
  if (newPassword === '') return PASSWORD_ERRORS.newIncorrect;
  const result = setPasswordSchema.safeParse({ newPassword, retypePassword });
  if (result.success) return null;
  const message = result.error.issues[0]?.message;
  return message === PASSWORD_MESSAGES.mismatch
    ? PASSWORD_ERRORS.mismatch
    : PASSWORD_ERRORS.requirementsNotMet;
}

/** The hashes a new password may not match: the current one and the history, newest first, 8 in all. */
async function recentHashes(db: Database, userId: string, current: string | null): Promise<string[]> {
  const rows = await db
    .select({ passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.createdAt))
    .limit(PASSWORD_POLICY.historySize);
  const hashes = rows.map((row) => row.passwordHash);
  if (current && !hashes.includes(current)) hashes.unshift(current);
  return hashes.slice(0, PASSWORD_POLICY.historySize);
}

/** True when `password` is one of the user's last 8 passwords (spec 3 §5). */
export async function isRecentPassword(
  db: Database,
  userId: string,
  currentHash: string | null,
  password: string,
): Promise<boolean> {
  const hashes = await recentHashes(db, userId, currentHash);
  const matches = await Promise.all(hashes.map((stored) => verifyPassword(stored, password)));
  return matches.some(Boolean);
}

/**
 * Stores a new password: the user's hash, and the history trimmed to the last 8 (the new one included), in
 * the caller's transaction.
 */
export async function storePassword(
  tx: Database,
  userId: string,
  newHash: string,
  changes: Partial<typeof users.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: newHash, updatedAt: new Date(), ...changes })
    .where(eq(users.id, userId));
  const [inserted] = await tx
    .insert(passwordHistory)
    .values({ userId, passwordHash: newHash, createdAt: new Date() })
    .returning({ id: passwordHistory.id });
  const older = await tx
    .select({ id: passwordHistory.id, passwordHash: passwordHistory.passwordHash })
    .from(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), ne(passwordHistory.id, inserted!.id)))
    .orderBy(desc(passwordHistory.createdAt));
  const keep = new Set(
    nextPasswordHistory(
      older.map((row) => row.passwordHash),
      newHash,
    ).slice(1),
  );
  const keptIds = [inserted!.id];
  for (const row of older) {
    if (keep.delete(row.passwordHash)) keptIds.push(row.id);
  }
  await tx
    .delete(passwordHistory)
    .where(and(eq(passwordHistory.userId, userId), notInArray(passwordHistory.id, keptIds)));
}
