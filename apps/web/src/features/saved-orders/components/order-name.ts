import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The name a saved order is shown by: the buyer's, else a word that says it has none. */
export function useOrderName(): (order: { name: string | null }) => string {
  const { t } = useTranslation('saved-orders');
  return useCallback((order) => order.name?.trim() || t('order.unnamed'), [t]);
}
