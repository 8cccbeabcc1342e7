import { CONTENT_LANGUAGES, DEFAULT_LANGUAGE, type ContentLanguage } from '@spina/domain';
import { LOCAL_KEYS, readLocal, writeLocal } from '../storage';

/** Interface languages the portal offers: Italian (default) and English (spec 1 §9). */
export const UI_LANGUAGES = CONTENT_LANGUAGES;
export type UiLanguage = ContentLanguage;

export function isUiLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && (UI_LANGUAGES as readonly string[]).includes(value);
}

/** The language stored as `lang`, or Italian when none (or an unknown one) is stored. */
export function storedLanguage(): UiLanguage {
  const stored = readLocal(LOCAL_KEYS.lang);
  return isUiLanguage(stored) ? stored : (DEFAULT_LANGUAGE as UiLanguage);
}

/** Remembers the chosen language and puts it on the page's lang attribute for assistive technology. */
export function rememberLanguage(language: UiLanguage): void {
  writeLocal(LOCAL_KEYS.lang, language);
  document.documentElement.lang = language;
}
