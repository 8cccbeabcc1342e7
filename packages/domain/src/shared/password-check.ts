import { PASSWORD_MESSAGES, unmetPasswordRequirements } from './password-policy';

/**
 * The first problem of a new password and its retype (spec 3 §5), as the message to show, or null: the
 * requirements first, then the match. It is the rule of `setPasswordSchema` without zod, for the web's
 * password forms, whose first page must not carry zod's classic schemas.
 */
export function newPasswordProblem(newPassword: string, retypePassword: string): string | null {
  if (unmetPasswordRequirements(newPassword).length > 0) return PASSWORD_MESSAGES.requirementsNotMet;
  if (newPassword !== retypePassword) return PASSWORD_MESSAGES.mismatch;
  return null;
}
