import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ApiError } from '../../lib/api-errors';
import { useMessage } from '../../lib/i18n/messages';

/**
 * The text to show for a failed identity call: the server's own message for an expected refusal (its English
 * text is the key of the messages catalogue), a connection hint for a network failure, else a generic one.
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation('auth');
  const message = useMessage();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        if (error.kind === 'network') return t('errors.network');
        if (error.status !== null && error.status >= 400 && error.status < 500 && error.message)
          return message(error.message);
      }
      return message('Something went wrong');
    },
    [t, message],
  );
}
