import { CUSTOMER_TYPES, SECTIONS, type CustomerType } from '@spina/domain';
import { slugify } from '../codes';

/** The role types of spec 3 §6; Owner is the key user. */
export const ROLE_TYPES = [
  'Owner',
  'Delegated Owner',
  'Associate',
  'Basic',
  'Shift leader',
  'Accountant',
  'Common user',
  'Warehouse manager',
  'Catalogue',
  'Reporting',
  'Academy',
  'Product Recommendation',
  'Empties Management',
] as const;
export type RoleType = (typeof ROLE_TYPES)[number];

const S = SECTIONS;

/** Everything a key user may open (Empties Management is a separate permission, spec 3 §6). */
const OWNER = [
  S.homePage,
  S.catalogue,
  S.myOrders,
  S.myProfile,
  S.contracts,
  S.reporting,
  S.myDocuments,
  S.marketingMaterials,
  S.newsAndArticles,
  S.support,
  S.academy,
  S.accessManagement,
  S.productRecommendation,
];

/** The sections each role type grants. Basic lacks Contracts, Reporting and Marketing Materials. */
export const ROLE_PERMISSIONS: Record<RoleType, string[]> = {
  Owner: OWNER,
  // "All privileges; may change permissions of regular users" (spec 3 §6).
  'Delegated Owner': OWNER,
  Associate: [
    S.homePage,
    S.catalogue,
    S.myOrders,
    S.myProfile,
    S.reporting,
    S.myDocuments,
    S.marketingMaterials,
    S.newsAndArticles,
    S.support,
    S.productRecommendation,
  ],
  Basic: [
    S.homePage,
    S.catalogue,
    S.myOrders,
    S.myProfile,
    S.myDocuments,
    S.newsAndArticles,
    S.support,
    S.productRecommendation,
  ],
  'Shift leader': [S.homePage, S.catalogue, S.myOrders, S.myProfile, S.newsAndArticles, S.support],
  Accountant: [S.homePage, S.myOrders, S.myProfile, S.contracts, S.reporting, S.myDocuments, S.support],
  'Common user': [S.homePage, S.myProfile, S.newsAndArticles, S.support],
  'Warehouse manager': [
    S.homePage,
    S.catalogue,
    S.myOrders,
    S.myProfile,
    S.myDocuments,
    S.support,
    S.emptiesManagement,
  ],
  Catalogue: [S.homePage, S.catalogue, S.myProfile, S.productRecommendation],
  Reporting: [S.homePage, S.myProfile, S.reporting],
  Academy: [S.academy],
  'Product Recommendation': [S.homePage, S.catalogue, S.myProfile, S.productRecommendation],
  'Empties Management': [
    S.homePage,
    S.catalogue,
    S.myOrders,
    S.myProfile,
    S.myDocuments,
    S.emptiesManagement,
  ],
};

/** Role types that bring the Pub Menu hand-off to bars and pubs. */
const PUB_MENU_ROLES: RoleType[] = ['Owner', 'Delegated Owner', 'Shift leader'];
const PUB_CUSTOMERS: CustomerType[] = ['On Premise', 'On Premise Franchisee'];
/** Empties Management exists for customers that return empties themselves. */
const EMPTIES_CUSTOMERS: CustomerType[] = ['On Premise', 'On Premise Franchisee', 'WHSL'];

/** One role row: a role type in a customer-type variant, e.g. 'On Premise Owner', 'POS Academy'. */
export type RoleSeed = {
  id: string;
  name: string;
  roleType: RoleType;
  customerType: CustomerType;
  permissions: string[];
};

export function roleId(customerType: CustomerType, roleType: RoleType): string {
  return slugify(`${customerType} ${roleType}`);
}

/** Every role in its customer-type variants (spec 3 §6: on-premise, franchisee, outlet, warehouse, POS). */
export const ROLES: RoleSeed[] = CUSTOMER_TYPES.flatMap((customerType) =>
  ROLE_TYPES.filter(
    (roleType) => roleType !== 'Empties Management' || EMPTIES_CUSTOMERS.includes(customerType),
  ).map((roleType) => ({
    id: roleId(customerType, roleType),
    name: `${customerType} ${roleType}`,
    roleType,
    customerType,
    permissions:
      PUB_MENU_ROLES.includes(roleType) && PUB_CUSTOMERS.includes(customerType)
        ? [...ROLE_PERMISSIONS[roleType], S.pubMenu]
        : ROLE_PERMISSIONS[roleType],
  })),
);
