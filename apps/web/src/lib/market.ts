import { marketOfStore, storeName, type Market } from '@spina/domain';
import type { UiLanguage } from './i18n/language';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage';

/** The market of the stored store name; Italy when none is stored (spec 1 §1). */
export function storedMarket(): Market {
  return marketOfStore(readLocal(LOCAL_KEYS.store));
}

/**
 * Stores the store name `LivePortal_<MARKET>_<lang>` (spec 3 §9) that every call sends. It is written before
 * the language or market takes effect, so the next request already carries it.
 */
export function rememberStore(market: Market, language: UiLanguage): void {
  writeLocal(LOCAL_KEYS.store, storeName(market, language));
}
