import type {
  ManagedShipTo,
  PermissionMark,
  RoleCatalogueResponse,
  UserAdminRecord,
  UserShipToRole,
} from '@spina/domain';
import type { Session } from '../../auth';
import type { UiLanguage } from '../../../lib/i18n/language';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp } from '../../../test/render';
import { shipToEntry, testUser } from '../../../test/users';
import { UserManagement } from '../index';

export const CENTRO = '0000100001';
export const LUNGOMARE = '0000100003';
const USERS = '/api/identity/v1/users';

const SECTIONS = [
  'Home Page',
  'Catalogue',
  'Reporting',
  'Contracts',
  'Empties Management',
  'Access Management',
];
const marks = (contains: string[], optional: string[]): Record<string, PermissionMark> =>
  Object.fromEntries(
    SECTIONS.map((section) => [
      section,
      contains.includes(section) ? 'contains' : optional.includes(section) ? 'optional' : 'does-not-contain',
    ]),
  );

const BASIC = {
  id: 'on-premise-basic',
  name: 'On Premise Basic',
  roleType: 'Basic',
  permissions: ['Home Page', 'Catalogue'],
  grantableExtensions: ['Reporting', 'Contracts'],
  marks: marks(['Home Page', 'Catalogue'], ['Reporting', 'Contracts', 'Empties Management']),
};
const REPORTING = {
  id: 'on-premise-reporting',
  name: 'On Premise Reporting',
  roleType: 'Reporting',
  permissions: ['Home Page', 'Reporting'],
  grantableExtensions: ['Catalogue', 'Contracts'],
  marks: marks(['Home Page', 'Reporting'], ['Catalogue', 'Contracts', 'Empties Management']),
};

/** The two ship-tos the owner manages, each offering Basic and Reporting. */
export const MANAGED_SHIP_TOS: ManagedShipTo[] = [
  { shipToId: CENTRO, shipToName: 'Bar Centrale', shipToStatus: 'ACTIVE' },
  { shipToId: LUNGOMARE, shipToName: 'Bar Lungomare', shipToStatus: 'SUSPENDED' },
].map((shipTo) => ({
  ...shipTo,
  shipToAddress: 'Via Roma 1, 20121 Milano (MI)',
  customerType: 'On Premise',
  sections: SECTIONS,
  roles: [BASIC, REPORTING],
}));

export const ROLE_CATALOGUE: RoleCatalogueResponse = {
  customerTypes: [
    {
      customerType: 'On Premise',
      sections: SECTIONS,
      roles: [BASIC, REPORTING].map(({ id, name, roleType, marks: roleMarks }) => ({
        id,
        name,
        roleType,
        marks: roleMarks,
      })),
    },
  ],
};

const link = (shipToId: string, role: typeof BASIC, extended: string[] = []): UserShipToRole => ({
  shipToId,
  shipToName: shipToId === CENTRO ? 'Bar Centrale' : 'Bar Lungomare',
  shipToAddress: 'Via Roma 1, 20121 Milano (MI)',
  shipToStatus: 'ACTIVE',
  customerType: 'On Premise',
  roleId: role.id,
  rolename: role.name,
  roleType: role.roleType,
  extendedPermissions: extended,
  permissions: [...role.permissions, ...extended],
  active: true,
});

/** A user of the company as the list answers them. */
export function userRecord(overrides: Partial<UserAdminRecord> = {}): UserAdminRecord {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    firstName: 'Sara',
    lastName: 'Colombo',
    email: 'sara@example.com',
    phone: null,
    country: 'ITA',
    status: 'Active',
    isActive: true,
    languages: ['it'],
    locale: 'it-IT',
    termsAgreed: true,
    userValidation: true,
    createdAt: '2026-01-10T09:00:00.000Z',
    isSelf: false,
    permissionSchema: [link(CENTRO, BASIC), link(LUNGOMARE, REPORTING, ['Contracts'])],
    actions: {
      editRoles: true,
      statuses: ['Inactive', 'Suspended', 'Exited', 'Move Out'],
      resendInvitation: false,
    },
    ...overrides,
  };
}

/** The owner signed in, with Access Management (or without it, for the refusal). */
function ownerSession(manager: boolean): Session {
  const sections = manager ? ['Home Page', 'My Profile', 'Access Management'] : ['Home Page', 'My Profile'];
  const user = testUser({ permissionSchema: [shipToEntry(CENTRO, sections, { name: 'Bar Centrale' })] });
  return { status: 'authenticated', user, accessToken: 'token', signOut: async () => undefined };
}

type Handler = (url: URL, init: RequestInit | undefined) => unknown;

/** Renders the management tab for the owner with the identity service answered by `rest` (by path after /users/). */
export async function renderUserManagement(
  options: {
    rest?: Record<string, Handler>;
    language?: UiLanguage;
    manager?: boolean;
    users?: UserAdminRecord[];
  } = {},
) {
  const users = options.users ?? [
    userRecord(),
    userRecord({
      id: '33333333-3333-4333-8333-333333333333',
      firstName: 'Marco',
      lastName: 'Bellini',
      email: 'owner@example.com',
      isSelf: true,
      actions: { editRoles: false, statuses: [], resendInvitation: false },
    }),
  ];
  const rest: Record<string, Handler> = {
    GetAllUsersInfo: () => ({ results: users, total: users.length, page: 1, pageSize: 10 }),
    GetManagedShipTos: () => ({ shipTos: MANAGED_SHIP_TOS }),
    GetRoles: () => ROLE_CATALOGUE,
    ...options.rest,
  };
  const server = fakeServer({ sections: ALL_SECTIONS_ENABLED }, async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    if (!parsed.pathname.startsWith(`${USERS}/`)) return undefined;
    const name = parsed.pathname.slice(USERS.length + 1).split('/')[0]!;
    const handler = rest[name];
    if (!handler) return undefined;
    const body = await handler(parsed, init);
    return body instanceof Response ? body : json(body);
  });
  const view = await renderWithApp(<UserManagement />, {
    session: ownerSession(options.manager ?? true),
    path: '/my-profile/management',
    namespaces: ['users', 'auth'],
    language: options.language ?? 'en',
  });
  /** The requests sent to one identity call, with their parsed JSON bodies. */
  const sent = (name: string) =>
    server.requests
      .filter((request) => new URL(request.url, 'http://localhost').pathname.startsWith(`${USERS}/${name}`))
      .map((request) => ({
        url: new URL(request.url, 'http://localhost'),
        method: request.init?.method ?? 'GET',
        body: typeof request.init?.body === 'string' ? (JSON.parse(request.init.body) as unknown) : undefined,
      }));
  return { ...view, sent };
}
