import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, setPasswordSchema } from './password';
import { newPasswordProblem } from './password-check';

const GOOD = 'Birra-Fresca-2026!';

describe('newPasswordProblem (spec 3 §5)', () => {
  it.each([
    ['a password meeting the policy, retyped', GOOD, GOOD, null],
    ['too short', 'Ab1!short', 'Ab1!short', PASSWORD_MESSAGES.requirementsNotMet],
    ['no symbol', 'BirraFresca2026', 'BirraFresca2026', PASSWORD_MESSAGES.requirementsNotMet],
    ['no upper case', 'birra-fresca-2026!', 'birra-fresca-2026!', PASSWORD_MESSAGES.requirementsNotMet],
    ['empty', '', '', PASSWORD_MESSAGES.requirementsNotMet],
    ['a retype that differs', GOOD, 'Birra-Fresca-2026?', PASSWORD_MESSAGES.mismatch],
    ['both wrong: the requirements come first', 'short', 'other', PASSWORD_MESSAGES.requirementsNotMet],
  ])('%s → %s', (_case, password, retype, expected) => {
    expect(newPasswordProblem(password, retype)).toBe(expected);
  });

  it.each([
    [GOOD, GOOD],
    ['short', 'short'],
    [GOOD, 'other'],
    ['short', 'other'],
    ['', ''],
  ])('agrees with setPasswordSchema for %j / %j', (newPassword, retypePassword) => {
    const parsed = setPasswordSchema.safeParse({ newPassword, retypePassword });
    const schemaMessage = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
    expect(newPasswordProblem(newPassword, retypePassword)).toBe(schemaMessage);
  });
});
