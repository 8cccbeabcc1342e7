import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { memo, Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider, type Session, useMarket } from '../features/auth';
import type { SessionStore } from '../features/auth';
import { PageLoader } from '../features/shell';
import { isUiLanguage } from '../lib/i18n/language';
import { rememberStore } from '../lib/market';
import { cssVariablesResolver, themeFor } from '../lib/theme';

/**
 * Mantine's provider, rendered again only when the theme changes. Each of its renders gives its context a new
 * value, and every Mantine component of the page renders again with it: rendered with the market's theme on each
 * change of the session (its restoring, its renewals), it re-rendered the whole page in one long task.
 */
const ThemeProvider = memo(function ThemeProvider({
  theme,
  children,
}: {
  theme: MantineThemeOverride;
  children: ReactNode;
}) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
});

/** The market's theme (spec 1 §1), and the store name kept in step with the session's market. */
function MarketTheme({ language, children }: { language: string; children: ReactNode }) {
  const market = useMarket();
  useEffect(() => {
    if (isUiLanguage(language)) rememberStore(market, language);
  }, [market, language]);
  return <ThemeProvider theme={themeFor(market)}>{children}</ThemeProvider>;
}

type AppProvidersProps = {
  i18n: I18n;
  queryClient: QueryClient;
  /** A fixed session (tests); without it the live session is restored from the browser. */
  session?: Session;
  /** The live session's store (tests); by default one restored from the browser's storage. */
  sessionStore?: SessionStore;
  children: ReactNode;
};

/** Everything a screen relies on: texts, queries, the session and the market's theme. */
export function AppProviders({ i18n, queryClient, session, sessionStore, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider session={session} store={sessionStore}>
          <MarketTheme language={i18n.language}>
            <Suspense fallback={<PageLoader />}>{children}</Suspense>
          </MarketTheme>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
