import { isPosAcademyUser, type PermissionSchemaEntry } from './permission-schema';
import { canOpenSection, SECTIONS, type AccessContext, type Section } from './sections';

/**
 * The external services reached by a single sign-on hand-off (spec 1 §6, spec 3 §6): the pub menu
 * configurator, the e-learning site, the Academy and the training site (Formazione).
 */
export const SSO_PROVIDERS = ['pubmenu', 'elearning', 'academy', 'formazione'] as const;
export type SsoProvider = (typeof SSO_PROVIDERS)[number];

/** True when a text names one of the hand-off providers, compared without case ('eLearning', 'pubMenu'). */
export function parseSsoProvider(name: string | null | undefined): SsoProvider | null {
  const wanted = (name ?? '').trim().toLowerCase();
  return SSO_PROVIDERS.find((provider) => provider === wanted) ?? null;
}

/**
 * The section a hand-off needs, or null when any signed-in user may go. Rulings: e-learning needs
 * Academy (spec 3 §6: "The e-learning menu entry is removed without the Academy permission"), and so
 * does the Academy itself; the pub menu follows its always-allowed section; Formazione has no section.
 */
export const SSO_REQUIRED_SECTION: Readonly<Record<SsoProvider, Section | null>> = {
  pubmenu: SECTIONS.pubMenu,
  elearning: SECTIONS.academy,
  academy: SECTIONS.academy,
  formazione: null,
};

/** True when the user's two access layers let them start the hand-off to `provider`. */
export function canUseSingleSignOn(provider: SsoProvider, context: AccessContext): boolean {
  const section = SSO_REQUIRED_SECTION[provider];
  return section === null || canOpenSection(section, context);
}

/** Which e-learning site a user is sent to: the Slovak variant for country SVK (spec 3 §6). */
export function elearningSiteFor(country: string | null | undefined): 'default' | 'slovak' {
  return (country ?? '').trim().toUpperCase() === 'SVK' ? 'slovak' : 'default';
}

/** Where a user goes once signed in: the portal, or the e-learning hand-off. */
export type SignInLanding = 'portal' | 'elearning';

/**
 * A user whose every role is POS Academy is the e-learning-only user and is handed to e-learning on
 * sign-in (spec 3 §4, §6); everyone else lands in the portal.
 */
export function signInLanding(
  schema: readonly PermissionSchemaEntry[],
  academyRoleIds: readonly string[] = [],
): SignInLanding {
  return isPosAcademyUser(schema, academyRoleIds) ? 'elearning' : 'portal';
}
