import { timeZoneOf } from '@spina/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError } from '../../../lib/api-errors';
import { useMessage } from '../../../lib/i18n/messages';
import { useMarket } from '../../auth';
import { OrderActionRefused } from '../api/order-actions';
import type { ActionReason } from '../order-actions-rules';

/**
 * The words of the orders screens that depend on a value: statuses and order types (their English value is
 * the key), why an action is not offered, what a failure means, and the market's time zone for instants.
 */
export function useOrderTexts() {
  const { t } = useTranslation('orders');
  const message = useMessage();
  const timeZone = timeZoneOf(useMarket());

  const status = useCallback((value: string) => t(`status.${value}`, { defaultValue: value }), [t]);
  const orderType = useCallback((value: string) => t(`orderTypes.${value}`, { defaultValue: value }), [t]);
  const reason = useCallback(
    (why: ActionReason) => ('key' in why ? t(why.key) : message(why.message)),
    [t, message],
  );
  const failure = useCallback(
    (error: unknown) => {
      if (error instanceof OrderActionRefused) return message(error.message);
      if (error instanceof ApiError) {
        if (error.kind === 'network') return t('outcome.network');
        if (error.kind === 'forbidden') return t('outcome.forbidden');
        // A refusal the server words itself (spec 2 §8), such as 'Non-existent or blocked order'.
        if (error.kind === 'graphql' || error.kind === 'bad-request' || error.kind === 'not-found')
          return message(error.message);
      }
      return `${message('Something went wrong')}. ${message('Try again later')}`;
    },
    [t, message],
  );
  return useMemo(
    () => ({ status, orderType, reason, failure, timeZone }),
    [status, orderType, reason, failure, timeZone],
  );
}
