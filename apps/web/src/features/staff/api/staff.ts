import {
  accessTokenResponseSchema,
  customerUserSearchResponseSchema,
  messageResponseSchema,
  type CustomerUserSummary,
  type UserInfo,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';
import type { SessionStore } from '../../auth';
import { loadSessionFlows } from '../../auth';

const USERS = '/api/identity/v1/users';

/** Customer users whose e-mail or name contains the term (staff only, at most 20). */
export async function searchCustomerUsers(
  term: string,
  signal?: AbortSignal,
): Promise<CustomerUserSummary[]> {
  const answer = await restRequest(`${USERS}/SearchCustomerUsers`, customerUserSearchResponseSchema, {
    query: { search: term.trim() },
    signal,
  });
  return answer.results;
}

/** Sends an invited customer user a new invitation e-mail (spec 3 §7 ResendVerificationEmail). */
export async function resendInvitation(user: Pick<CustomerUserSummary, 'UID' | 'email'>): Promise<string> {
  const answer = await restRequest(
    `${USERS}/ResendVerificationEmail/${encodeURIComponent(user.UID)}`,
    messageResponseSchema,
    { method: 'POST', body: { email: user.email } },
  );
  return answer.message;
}

/**
 * Starts acting as a customer user (DESIGN §6; POST /auth/act-as): the session becomes theirs, with the
 * staff member named in it, until acting stops.
 */
export async function startActingAs(store: SessionStore, userId: string): Promise<UserInfo> {
  const answer = await restRequest('/auth/act-as', accessTokenResponseSchema, {
    method: 'POST',
    body: { userId },
  });
  const { switchIdentity } = await loadSessionFlows();
  return switchIdentity(store, answer);
}

/** Stops acting as a customer user (POST /auth/act-as/stop): the staff member's own session comes back. */
export async function stopActingAs(store: SessionStore): Promise<UserInfo> {
  const answer = await restRequest('/auth/act-as/stop', accessTokenResponseSchema, { method: 'POST' });
  const { switchIdentity } = await loadSessionFlows();
  return switchIdentity(store, answer);
}
