import type { i18n as I18n, TFunction } from 'i18next';
import { useCallback, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The texts of one or more namespaces in the interface language, as react-i18next's hook of the same name gives
 * them (suspending until the namespaces are loaded, rendering again when the language changes), for a fraction of
 * its cost per component: react-i18next copies the whole i18next instance for every component that mounts the
 * hook and builds its options and `t` afresh, some 100 ms of a signed-in products page's first render at 1x CPU
 * (decision 0049). Here each language's `t` per namespace list is made once and shared, and `i18n` is the
 * instance itself: a component that must follow the language reads `i18n.language` when it renders.
 */
export function useTranslation(
  namespaces?: string | readonly string[],
  options: { useSuspense?: boolean } = {},
): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const language = useSyncExternalStore(
    useCallback((changed: () => void) => subscribeToLanguage(i18n, changed), [i18n]),
    () => i18n.language,
  );
  const wanted = sharedList(namespaceList(i18n, namespaces));
  const ready = wanted.every((namespace) => i18n.hasLoadedNamespace(namespace));
  const suspend = options.useSuspense ?? true;
  // Thrown rather than passed to use(): a component that suspended here may render without suspending once the
  // texts are in, and use() must be called on every render once it has been.
  if (!ready && suspend) throw loading(i18n, language, wanted);
  useLoadWithoutSuspense(i18n, language, wanted, !ready && !suspend);
  return { t: fixedT(i18n, language, wanted), i18n };
}

function subscribeToLanguage(i18n: I18n, changed: () => void): () => void {
  i18n.on('languageChanged', changed);
  return () => i18n.off('languageChanged', changed);
}

function namespaceList(i18n: I18n, namespaces: string | readonly string[] | undefined): readonly string[] {
  if (typeof namespaces === 'string') return [namespaces];
  if (namespaces && namespaces.length > 0) return namespaces;
  const fallback = i18n.options.defaultNS;
  return typeof fallback === 'string' ? [fallback] : fallback || ['translation'];
}

const lists = new Map<string, readonly string[]>();

/** The same array for the same namespaces, so effects and caches can key on it. */
function sharedList(namespaces: readonly string[]): readonly string[] {
  const key = namespaces.join('|');
  let list = lists.get(key);
  if (!list) lists.set(key, (list = namespaces));
  return list;
}

/** Per instance, by language and namespace list: what every component asking for the same texts shares. */
type PerKey<T> = WeakMap<I18n, Map<string, T>>;
const fixedTs: PerKey<TFunction> = new WeakMap();
const loads: PerKey<Promise<void>> = new WeakMap();

function remembered<T>(store: PerKey<T>, i18n: I18n, key: string, make: () => T): T {
  let byKey = store.get(i18n);
  if (!byKey) store.set(i18n, (byKey = new Map()));
  let value = byKey.get(key);
  if (value === undefined) byKey.set(key, (value = make()));
  return value;
}

const keyOf = (language: string, namespaces: readonly string[]) => `${language}|${namespaces.join('|')}`;

function fixedT(i18n: I18n, language: string, namespaces: readonly string[]): TFunction {
  // The first namespace is the default one; a text of another is named per call ({ ns }), as with react-i18next.
  return remembered(fixedTs, i18n, keyOf(language, namespaces), () =>
    i18n.getFixedT(language, namespaces[0]),
  );
}

/** One promise per language and namespace list, so every suspended render waits on the same load. */
function loading(i18n: I18n, language: string, namespaces: readonly string[]): Promise<void> {
  return remembered(loads, i18n, keyOf(language, namespaces), () =>
    i18n.loadNamespaces([...namespaces]).then(
      () => undefined,
      // A catalogue that fails to load shows its keys, as react-i18next does; the page is not left suspended.
      () => undefined,
    ),
  );
}

/** Without suspense (the loaders shown while other texts load), the texts are loaded and the component renders again. */
function useLoadWithoutSuspense(
  i18n: I18n,
  language: string,
  namespaces: readonly string[],
  needed: boolean,
) {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void loading(i18n, language, namespaces).then(() => {
      if (current) setLoaded((count) => count + 1);
    });
    return () => {
      current = false;
    };
  }, [i18n, language, namespaces, needed]);
}
