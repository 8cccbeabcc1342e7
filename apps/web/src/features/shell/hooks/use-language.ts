import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { isUiLanguage, rememberLanguage, type UiLanguage } from '../../../lib/i18n/language';
import { rememberStore } from '../../../lib/market';
import { useMarket } from '../../auth';

/**
 * The interface language and how to change it: the choice is stored as `lang`, the store name follows it
 * (`LivePortal_<MARKET>_<lang>`), and every text and language-dependent query switches at once.
 */
export function useLanguage(): {
  language: UiLanguage;
  changeLanguage: (language: UiLanguage) => Promise<void>;
} {
  const { i18n } = useTranslation();
  const market = useMarket();
  const language = isUiLanguage(i18n.language) ? i18n.language : 'it';
  const changeLanguage = useCallback(
    async (next: UiLanguage) => {
      rememberLanguage(next);
      rememberStore(market, next);
      await i18n.changeLanguage(next);
    },
    [i18n, market],
  );
  return { language, changeLanguage };
}
