import { messageResponseSchema, userInfoSchema, type UserInfo } from '@spina/domain';
import { graphql } from '../../../gql';
import { ApiError } from '../../../lib/api-errors';
import { graphqlRequest } from '../../../lib/graphql';
import { restRequest } from '../../../lib/rest';

const SignInMutation = graphql(`
  mutation SignIn($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

/**
 * Signs in with e-mail and password (spec 3 §7 generateCustomerToken) and answers the access token; the
 * server sets the refresh cookie. Wrong credentials throw UnauthorizedError, throttling an ApiError of kind
 * 'too-many-requests' with the seconds to wait.
 */
export async function requestAccessToken(email: string, password: string): Promise<string> {
  const data = await graphqlRequest(SignInMutation, { email, password });
  const token = data.generateCustomerToken?.token;
  if (!token) throw new ApiError('invalid-response', 'The sign-in answered no token', 200);
  return token;
}

/** GET users/GetUserInfoById/{id} (spec 3 §7): profile, permission schema and available sections. */
export function fetchUserInfo(userId: string): Promise<UserInfo> {
  return restRequest(`/api/identity/v1/users/GetUserInfoById/${encodeURIComponent(userId)}`, userInfoSchema);
}

/** POST /auth/logout: ends the session on the server and clears the refresh cookie (spec 1 §4.2). */
export function requestSignOut(): Promise<unknown> {
  return restRequest('/auth/logout', messageResponseSchema, { method: 'POST' });
}
