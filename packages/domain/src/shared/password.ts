import { z } from 'zod';
import { PASSWORD_MESSAGES, PASSWORD_POLICY, unmetPasswordRequirements } from './password-policy';

export {
  PASSWORD_MESSAGES,
  PASSWORD_POLICY,
  PASSWORD_REQUIREMENTS,
  unmetPasswordRequirements,
  type PasswordRequirement,
} from './password-policy';

/** A password that meets the policy. */
export const passwordSchema = z.string().refine((value) => unmetPasswordRequirements(value).length === 0, {
  message: PASSWORD_MESSAGES.requirementsNotMet,
});

/** The change-password form: the new password meets the policy and the retyped one matches. */
export const changePasswordSchema = z
  .object({ oldPassword: z.string().min(1), newPassword: passwordSchema, retypePassword: z.string() })
  .refine((form) => form.newPassword === form.retypePassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['retypePassword'],
  });

/** The first-password form of an invitation: policy plus matching retype. */
export const setPasswordSchema = z
  .object({ newPassword: passwordSchema, retypePassword: z.string() })
  .refine((form) => form.newPassword === form.retypePassword, {
    message: PASSWORD_MESSAGES.mismatch,
    path: ['retypePassword'],
  });

/**
 * The password history after a change: the new hash first, then the previous ones, at most 8. Whether
 * the new password matches one of them is for the caller's hash verification.
 */
export function nextPasswordHistory(history: readonly string[], newHash: string): string[] {
  return [newHash, ...history.filter((hash) => hash !== newHash)].slice(0, PASSWORD_POLICY.historySize);
}
