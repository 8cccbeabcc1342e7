/**
 * The password policy of spec 3 §5 without zod: the requirements, the messages and the check, so that the web
 * app's password forms do not bring zod's classic schemas (and the parts of zod they share with the first
 * page) with them. The form schemas built on it are in password.ts.
 */

/** Password policy (spec 3 §5, §9). */
export const PASSWORD_POLICY = { minLength: 12, historySize: 8 } as const;

/** The requirements, each with its English text (also its i18n key). */
export const PASSWORD_REQUIREMENTS = [
  {
    key: 'length',
    text: 'At least 12 characters',
    test: (value: string) => [...value].length >= PASSWORD_POLICY.minLength,
  },
  { key: 'lower', text: 'One lower case letter', test: (value: string) => /\p{Ll}/u.test(value) },
  { key: 'upper', text: 'One upper case letter', test: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'numeral', text: 'One numeral', test: (value: string) => /\p{Nd}/u.test(value) },
  { key: 'symbol', text: 'One symbol', test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value) },
] as const;
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number]['key'];

/** Messages of the change-password form (spec 3 §5). */
export const PASSWORD_MESSAGES = {
  oldIncorrect: 'The old password is not correct',
  newIncorrect: 'The new password is not correct',
  requirementsNotMet: 'The password does not meet the requirements',
  mismatch: 'The new and retyped passwords do not match',
  reused: 'The new password cannot be one of the last 8 passwords',
  changed: 'Your password has been changed successfully',
} as const;

/** The requirements a password does not meet, in the order of the policy. */
export function unmetPasswordRequirements(password: string): PasswordRequirement[] {
  return PASSWORD_REQUIREMENTS.filter((requirement) => !requirement.test(password)).map(
    (requirement) => requirement.key,
  );
}
