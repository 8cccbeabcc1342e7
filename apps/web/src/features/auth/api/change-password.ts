import { messageResponseSchema, type ChangePasswordBody } from '@spina/domain';
import { restRequest } from '../../../lib/rest';

/**
 * PUT users/ChangePassword/{UID} (spec 3 §5, §7): answers the server's confirmation; a refusal throws an
 * ApiError carrying the server's message (old password not correct, requirements not met, ...).
 */
export async function changePassword(userId: string, body: ChangePasswordBody): Promise<string> {
  const answer = await restRequest(
    `/api/identity/v1/users/ChangePassword/${encodeURIComponent(userId)}`,
    messageResponseSchema,
    { method: 'PUT', body },
  );
  return answer.message;
}
