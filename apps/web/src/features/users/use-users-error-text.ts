import { USER_ADMIN_MESSAGES } from '@spina/domain';
import { useCallback } from 'react';
import { ApiError } from '../../lib/api-errors';
import { useMessage } from '../../lib/i18n/messages';
import { useErrorText } from '../auth';

/**
 * The text of a failed user-administration call: the server's refusal in the user's language (spec 3 §8), the
 * mail server's failure included ('Could not send the invitation e-mail', answered 502), else a generic text.
 */
export function useUsersErrorText(): (error: unknown) => string {
  const errorText = useErrorText();
  const message = useMessage();
  return useCallback(
    (error: unknown) =>
      error instanceof ApiError && error.code === 'INVITATION_NOT_SENT'
        ? message(USER_ADMIN_MESSAGES.invitationNotSent)
        : errorText(error),
    [errorText, message],
  );
}
