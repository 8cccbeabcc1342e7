import { useCallback } from 'react';
import { useTranslation } from './use-translation';
import { MESSAGES_NAMESPACE } from './catalogue';

/**
 * Translates a message of the domain or the server by its English text (DESIGN §6). Text without an entry
 * is shown as it came, which is English, rather than a key.
 */
export function useMessage(): (message: string) => string {
  const { t } = useTranslation(MESSAGES_NAMESPACE);
  return useCallback((message: string) => t(message, { keySeparator: false, defaultValue: message }), [t]);
}
