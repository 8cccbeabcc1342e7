import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  nextPasswordHistory,
  passwordSchema,
  PASSWORD_MESSAGES,
  setPasswordSchema,
  unmetPasswordRequirements,
} from './password';

describe('password policy (spec 3 §5 "At least 12 characters, one lower case letter, one upper case letter, one numeral and one symbol")', () => {
  it.each([
    ['Spina-Demo-2026!', []],
    ['short-A1!', ['length']],
    ['ALLUPPERCASE-123', ['lower']],
    ['alllowercase-123', ['upper']],
    ['NoNumeralsHere!!', ['numeral']],
    ['NoSymbols12345a', ['symbol']],
    ['Città-Birra-2026', []],
    ['', ['length', 'lower', 'upper', 'numeral', 'symbol']],
  ])('%j misses %j', (password, unmet) => {
    expect(unmetPasswordRequirements(password)).toEqual(unmet);
    expect(passwordSchema.safeParse(password).success).toBe(unmet.length === 0);
  });

  it('requires the retyped password to match', () => {
    const ok = changePasswordSchema.safeParse({
      oldPassword: 'old',
      newPassword: 'Spina-Demo-2026!',
      retypePassword: 'Spina-Demo-2026!',
    });
    expect(ok.success).toBe(true);
    const mismatch = setPasswordSchema.safeParse({
      newPassword: 'Spina-Demo-2026!',
      retypePassword: 'Spina-Demo-2027!',
    });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]?.message).toBe(PASSWORD_MESSAGES.mismatch);
    expect(mismatch.error?.issues[0]?.path).toEqual(['retypePassword']);
  });

  // spec 3 §5: "Not any of the previous 8 passwords."
  it('keeps the last 8 password hashes, newest first', () => {
    const history = ['h8', 'h7', 'h6', 'h5', 'h4', 'h3', 'h2', 'h1'];
    expect(nextPasswordHistory(history, 'h9')).toEqual(['h9', 'h8', 'h7', 'h6', 'h5', 'h4', 'h3', 'h2']);
    expect(nextPasswordHistory(['a', 'b'], 'b')).toEqual(['b', 'a']);
  });
});
