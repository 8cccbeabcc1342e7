import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '@spina/domain';
import { MESSAGES_NAMESPACE } from './catalogue';
import { storedLanguage, UI_LANGUAGES, type UiLanguage } from './language';

type CatalogueModule = { default: Record<string, unknown> };

// Each feature keeps its texts in src/features/<area>/i18n/{it,en}.ts; its namespace is the folder name.
// Catalogues are loaded on demand, so a route carries only the texts of the features it shows.
const featureCatalogues = import.meta.glob<CatalogueModule>('../../features/*/i18n/{it,en}.ts');
const messageCatalogues = import.meta.glob<CatalogueModule>('./messages.{it,en}.ts');

/** The loader of one namespace in one language, or undefined when that catalogue does not exist. */
export function catalogueLoader(
  language: string,
  namespace: string,
): (() => Promise<CatalogueModule>) | undefined {
  if (namespace === MESSAGES_NAMESPACE) return messageCatalogues[`./messages.${language}.ts`];
  return featureCatalogues[`../../features/${namespace}/i18n/${language}.ts`];
}

/** Every feature namespace that has a catalogue. */
export const FEATURE_NAMESPACES = [
  ...new Set(
    Object.keys(featureCatalogues).map((path) => path.replace(/^\.\.\/\.\.\/features\/([^/]+)\/.*$/, '$1')),
  ),
];

const catalogueBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = catalogueLoader(language, namespace);
    if (!load) {
      callback(new Error(`There is no ${language} catalogue for ${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: Error) => callback(error, false),
    );
  },
};

/** The namespace every screen needs: the portal frame. The domain's messages load with the first screen that shows one. */
export const CORE_NAMESPACES = ['shell'];

/**
 * Creates the translation engine and starts loading the core catalogues: Italian by default, English as
 * fallback (spec 1 §9). Keys use '.' for nesting; namespaces are chosen with useTranslation(ns), never with
 * a key prefix, so the domain's messages may contain ':' and '.'. `ready` settles once the core catalogues
 * are in; screens need not wait for it, since they suspend until their texts are there.
 */
export function createI18n(language: UiLanguage = storedLanguage()): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...UI_LANGUAGES],
      load: 'currentOnly',
      // A copy: i18next adds each namespace it loads to this array, which would then load with every later instance.
      ns: [...CORE_NAMESPACES],
      defaultNS: 'shell',
      nsSeparator: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return { i18n: instance, ready };
}
