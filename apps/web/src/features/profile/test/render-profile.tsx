import type { PortalLink, SoldTo, UserInfo } from '@spina/domain';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { UiLanguage } from '../../../lib/i18n/language';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp } from '../../../test/render';
import { LocationProbe } from '../../../test/render-catalogue';
import { shipToEntry, testUser } from '../../../test/users';
import { createSessionStore } from '../../auth';
import { MyProfileView } from '../pages/MyProfilePage';
import type { ProfileTab } from '../profile-tabs';
import { PROFILE_TABS } from '../tabs';

export const COMPANY = '0001000001';
const OWNER = ['Home Page', 'Catalogue', 'My Orders', 'My Profile', 'Access Management'];

/** An owner of Birreria Centrale with three ship-tos: Centro (the default), Stazione (suspended), Lago. */
export function owner(overrides: Partial<UserInfo> = {}): UserInfo {
  const entry = (id: string, name: string, status = 'ACTIVE') => ({
    ...shipToEntry(id, OWNER, { name, status, companyId: COMPANY, roleName: 'On Premise Owner' }),
    companyName: 'Birreria Centrale S.r.l.',
  });
  return testUser({
    firstName: 'Marco',
    lastName: 'Bellini',
    email: 'marco@example.com',
    phone: '3471234501',
    country: 'ITA',
    locale: 'it',
    companyId: COMPANY,
    defaultShipToId: '0000200001',
    permissionSchema: [
      entry('0000200001', 'Centrale – Centro'),
      entry('0000200002', 'Centrale – Stazione', 'SUSPENDED'),
      entry('0000200003', 'Centrale – Lago'),
    ],
    ...overrides,
  });
}

/** The company of owner() as GET soldtos/{id} answers it. */
export function soldTo(overrides: Partial<SoldTo> = {}): SoldTo {
  const shipTo = (sapId: string, name: string, status = 'ACTIVE') => ({
    sapId,
    name,
    address: 'Via Roma 1, 40121 Bologna (BO)',
    customerType: 'On Premise',
    status,
    role: 'On Premise Owner',
  });
  return {
    sapId: COMPANY,
    name: 'Birreria Centrale S.r.l.',
    vatNumber: '01234567890',
    taxNumber: '01234567890',
    address: 'Via Indipendenza 8, 40121 Bologna (BO)',
    country: 'ITA',
    isKeyAccount: false,
    salesRepresentative: { name: 'Laura Ferraris', email: 'laura.ferraris@spina-bevande.example' },
    keyAccountManager: null,
    shipTos: [
      shipTo('0000200001', 'Centrale – Centro'),
      shipTo('0000200002', 'Centrale – Stazione', 'SUSPENDED'),
      shipTo('0000200003', 'Centrale – Lago'),
    ],
    ...overrides,
  };
}

/** The Italian market's customer service, as portalExtLinks answers it. */
export const CUSTOMER_SERVICE: PortalLink[] = [
  { name: 'email', label: 'servizio.clienti@spina.example', url: 'mailto:servizio.clienti@spina.example' },
  { name: 'phone', label: '800 123 456', url: 'tel:+39800123456' },
  { name: 'hours', label: 'Monday to Friday, 8:00–17:00', url: '' },
].map((link, order) => ({ ...link, type: 'customer service', group: null, order }));

/** Answers a REST call of My Profile: a body, a Response, or undefined for a 404. */
export type ProfileHandler = (url: URL, init: RequestInit | undefined) => unknown;

/**
 * Renders My Profile at `path` for `user` in a live session store, with the shell's content answered (every
 * section enabled, Access Management too) and the profile's REST calls by `rest` (by path).
 */
export async function renderProfile(
  options: {
    path?: string;
    user?: UserInfo;
    rest?: Record<string, ProfileHandler>;
    links?: PortalLink[];
    tabs?: readonly ProfileTab[];
    language?: UiLanguage;
    /** Shown above the page, as the portal's bars are. */
    toolbar?: ReactNode;
  } = {},
) {
  const user = options.user ?? owner();
  const rest: Record<string, ProfileHandler> = {
    [`/api/general/v1/soldtos/${COMPANY}`]: () => soldTo(),
    ...options.rest,
  };
  const server = fakeServer(
    {
      sections: [...ALL_SECTIONS_ENABLED, { label: 'Access Management', value: '1' }],
      links: options.links ?? CUSTOMER_SERVICE,
    },
    async (url, init) => {
      const parsed = new URL(url, 'http://localhost');
      const handler = rest[parsed.pathname];
      if (!handler) return undefined;
      const body = await handler(parsed, init);
      return body instanceof Response ? body : json(body);
    },
  );
  const store = createSessionStore({ status: 'authenticated', user, accessToken: 'token' });
  const view = await renderWithApp(
    <>
      {options.toolbar}
      <Routes>
        <Route path="/my-profile/:tab" element={<MyProfileView tabs={options.tabs ?? PROFILE_TABS} />} />
      </Routes>
      <LocationProbe />
    </>,
    {
      sessionStore: store,
      path: options.path ?? '/my-profile/details',
      namespaces: ['profile', 'auth'],
      language: options.language ?? 'en',
    },
  );
  /** The requests sent to a path, with their method and body. */
  const calls = (path: string) =>
    server.requests
      .filter((request) => new URL(request.url, 'http://localhost').pathname === path)
      .map((request) => ({
        url: new URL(request.url, 'http://localhost'),
        method: request.init?.method ?? 'GET',
        body: request.init?.body ? JSON.parse(String(request.init.body)) : undefined,
      }));
  return { ...view, store, calls };
}
