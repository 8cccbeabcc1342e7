import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/App';
import type { Session, SessionUser, SessionStore } from '../features/auth';
import { anonymousSession } from '../features/auth';
import { createI18n } from '../lib/i18n';
import type { UiLanguage } from '../lib/i18n/language';
import { createQueryClient } from '../lib/query-client';
import { shipToEntry, testUser } from './users';

/** A signed-in session for tests, with the permissions given on one ship-to of the customer type given. */
export function signedInSession(
  permissions: string[],
  options: { customerType?: string; country?: string; roleName?: string } = {},
): Session {
  const user: SessionUser = testUser({
    country: options.country ?? 'ITA',
    permissionSchema: [
      shipToEntry('0000100001', permissions, {
        name: 'Bar Centrale',
        customerType: options.customerType ?? 'On Premise',
        roleName: options.roleName ?? 'Owner',
      }),
    ],
  });
  return { status: 'authenticated', user, accessToken: 'token', signOut: async () => undefined };
}

/** Every section enabled portal-wide with value '1'. */
export const ALL_SECTIONS_ENABLED = [
  'Home Page',
  'Catalogue',
  'My Orders',
  'My Profile',
  'Contracts',
  'Reporting',
  'My Documents',
  'Marketing Materials',
  'News & Articles',
  'Support',
  'Academy',
].map((label) => ({ label, value: '1' }));

/** Renders a tree with the app's providers, texts loaded in `language`, at the address `path`. */
export async function renderWithApp(
  ui: ReactNode | ((i18n: I18n) => ReactNode),
  options: {
    session?: Session;
    /** A live session's store, instead of a fixed session. */
    sessionStore?: SessionStore;
    path?: string;
    language?: UiLanguage;
    namespaces?: string[];
  } = {},
) {
  const { i18n, ready } = createI18n(options.language ?? 'en');
  await ready;
  await i18n.loadNamespaces(['shell', 'messages', ...(options.namespaces ?? [])]);
  const queryClient = createQueryClient();
  const view = render(
    <MemoryRouter initialEntries={[options.path ?? '/']}>
      <AppProviders
        i18n={i18n}
        queryClient={queryClient}
        session={options.sessionStore ? undefined : (options.session ?? anonymousSession)}
        sessionStore={options.sessionStore}
      >
        {typeof ui === 'function' ? ui(i18n) : ui}
      </AppProviders>
    </MemoryRouter>,
  );
  return { ...view, i18n, queryClient };
}
