import type { UserInfo } from '@spina/domain';

type ShipToEntry = UserInfo['permissionSchema'][number];

/** A ship-to of a test user's permission schema: one role of the customer type with these permissions. */
export function shipToEntry(
  shipToId: string,
  permissions: string[],
  options: {
    name?: string;
    status?: string;
    customerType?: string;
    roleName?: string;
    companyId?: string;
  } = {},
): ShipToEntry {
  const customerType = options.customerType ?? 'On Premise';
  return {
    shipToId,
    shipToName: options.name ?? `Bar ${shipToId.slice(-3)}`,
    companyName: 'Centrale S.r.l.',
    companyId: options.companyId ?? 'C1',
    shipToAddress: 'Via Roma 1, 20121 Milano (MI)',
    shipToStatus: options.status ?? 'ACTIVE',
    rpDetails: [
      {
        rolename: options.roleName ?? `${customerType} Owner`,
        roleid: 'role-1',
        roleType: 'Owner',
        customerType,
        permission: permissions.join(','),
      },
    ],
  };
}

/** The user info of a test user (spec 3 §3 "Auth user"), as GetUserInfoById answers it. */
export function testUser(overrides: Partial<UserInfo> = {}): UserInfo {
  const permissionSchema = overrides.permissionSchema ?? [shipToEntry('0000100001', ['Catalogue'])];
  const sections = permissionSchema.flatMap((entry) =>
    entry.rpDetails.flatMap((role) => role.permission.split(',').filter(Boolean)),
  );
  return {
    UID: '11111111-1111-4111-8111-111111111111',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    email: 'owner@example.com',
    username: 'owner@example.com',
    phone: null,
    country: 'ITA',
    locale: 'it',
    status: 'Active',
    isLoggedIn: true,
    firstLogin: false,
    showTutorial: 0,
    userValidation: true,
    isKeyAccount: false,
    isStaff: false,
    companyId: 'C1',
    defaultShipToId: null,
    providers: ['spina'],
    allAvailablePermission: [...new Set(sections)],
    landing: 'portal',
    actingStaff: null,
    ...overrides,
    permissionSchema,
  };
}
