import { messageResponseSchema } from '@spina/domain';
import { restRequest } from '../../../lib/rest';
import { storedLanguage } from '../../../lib/i18n/language';

/** POST /auth/forgot-password: the same confirmation whatever the e-mail (no enumeration). */
export async function requestPasswordReset(email: string): Promise<string> {
  const answer = await restRequest('/auth/forgot-password', messageResponseSchema, {
    method: 'POST',
    body: { email: email.trim(), lang: storedLanguage() },
  });
  return answer.message;
}

/** Which e-mailed link sets the password: a reset, or an invitation's first password. */
export type PasswordLinkPurpose = 'reset' | 'invitation';

const PATHS = { reset: '/auth/reset-password', invitation: '/auth/verification' } as const;

/**
 * Sets a password from an e-mailed link (spec 3 §5). The server checks the policy and the link and answers
 * its message; a stale or used link is refused with 'The link has expired (request a new one from support)'.
 */
export async function setPasswordFromLink(
  purpose: PasswordLinkPurpose,
  body: { token: string; newPassword: string; retypePassword: string },
): Promise<string> {
  const answer = await restRequest(PATHS[purpose], messageResponseSchema, { method: 'POST', body });
  return answer.message;
}
