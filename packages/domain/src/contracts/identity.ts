import * as z from 'zod/mini';

/**
 * REST contracts of sign-in, session and the identity service (spec 3 §7 "Identity service"): the server
 * registers these schemas on its routes and the web app validates with them (DESIGN §1.4). They use zod's
 * 'mini' flavour: the web app reads the user info at session start, on its first page.
 */

/** Messages of sign-in and the e-mailed links, in English; also their i18n keys. */
export const IDENTITY_MESSAGES = {
  invalidCredentials: 'The e-mail or password is not correct',
  tooManyAttempts: 'Too many sign-in attempts. Try again in a few minutes.',
  accountNotActive: 'This account is not active. Contact customer service.',
  signInOncePerRequest: 'Sign in once per request',
  linkExpired: 'The link has expired (request a new one from support)',
  resetLinkSent: 'If the address belongs to an account, we have sent it a link to choose a new password.',
  signedOut: 'You have been signed out',
  sessionExpired: 'Your session has expired. Sign in again.',
  notWhileActingAs: 'This is not possible while acting as a customer user',
  notACustomerUser: 'Only an active customer user can be acted as',
  notActingAs: 'You are not acting as a customer user',
} as const;

const languageSchema = z.enum(['it', 'en']);

/** The answer of POST /auth/refresh, /auth/act-as and /auth/act-as/stop: a new access token. */
export const accessTokenResponseSchema = z.object({
  token: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.int(),
});
export type AccessTokenResponse = z.infer<typeof accessTokenResponseSchema>;

/** A plain confirmation or failure text (the message is also the i18n key). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /auth/forgot-password: the answer is the same whether or not the address has an account. */
export const forgotPasswordBodySchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(320)),
  /** Language of the e-mail when the account has none; the account's own language wins. */
  lang: z.optional(languageSchema),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

const password = z.string().check(z.maxLength(256));

/**
 * A new password set from an e-mailed link (reset or invitation). The policy (spec 3 §5) is checked by
 * the server, which answers its message; the web checks the same rule with `setPasswordSchema`.
 */
export const linkPasswordBodySchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(200)),
  newPassword: password,
  retypePassword: password,
});
export type LinkPasswordBody = z.infer<typeof linkPasswordBodySchema>;

/** PUT users/ChangePassword/{UID} (spec 3 §5, §7). */
export const changePasswordBodySchema = z.object({
  oldPassword: password,
  newPassword: password,
  retypePassword: password,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** PUT users/SetFirstLoginFlag/{UID}: the body is a bare boolean (spec 3 §7); the answer echoes it. */
export const firstLoginFlagBodySchema = z.boolean();
export const firstLoginFlagResponseSchema = z.object({ firstLogin: z.boolean() });

/** PUT users/SetUserTutorialCounter/{UID}: sets the counter, or adds one when no value is sent. */
export const tutorialCounterBodySchema = z.nullish(
  z.object({ showTutorial: z.optional(z.int().check(z.gte(0), z.lte(1000))) }),
);
export type TutorialCounterBody = z.infer<typeof tutorialCounterBodySchema>;
export const tutorialCounterResponseSchema = z.object({ showTutorial: z.int() });

/** POST users/setdefaultshipto?shiptoId (spec 3 §7). */
export const defaultShipToQuerySchema = z.object({
  shiptoId: z.string().check(z.trim(), z.regex(/^\d{1,10}$/, 'A ship-to id is up to 10 digits')),
});
export const defaultShipToResponseSchema = z.object({ defaultShipToId: z.string() });

/** The `{UID}` or `{id}` path parameter of the identity calls. */
export const userIdParamsSchema = z.object({ id: z.uuid() });
export const uidParamsSchema = z.object({ UID: z.uuid() });

/** One role a user holds on a ship-to (spec 3 §3 rpDetails); `permission` is a comma-separated list. */
export const roleDetailsResponseSchema = z.object({
  rolename: z.string(),
  roleid: z.string(),
  roleType: z.string(),
  customerType: z.string(),
  permission: z.string(),
});

/** One ship-to of the user's permission schema (spec 1 §3, spec 3 §3). */
export const permissionSchemaEntryResponseSchema = z.object({
  shipToId: z.string(),
  shipToName: z.string(),
  companyName: z.string(),
  companyId: z.string(),
  shipToAddress: z.string(),
  shipToStatus: z.string(),
  rpDetails: z.array(roleDetailsResponseSchema),
});

/** Where the web sends the user after sign-in: e-learning for POS Academy-only users (spec 3 §4). */
export const signInLandingSchema = z.enum(['portal', 'elearning']);

/** The staff member acting as the user (DESIGN §6), shown by the web as a banner. */
export const actingStaffSchema = z.object({ UID: z.string(), firstName: z.string(), lastName: z.string() });

/** GET users/GetUserInfoById/{id}: the auth user of spec 3 §3. */
export const userInfoSchema = z.object({
  UID: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  phone: z.nullable(z.string()),
  /** ITA, CZE, SVK, POL; null is flagged by the web ('Country is not fill'). */
  country: z.nullable(z.string()),
  locale: z.string(),
  status: z.string(),
  isLoggedIn: z.boolean(),
  firstLogin: z.boolean(),
  showTutorial: z.int(),
  userValidation: z.boolean(),
  isKeyAccount: z.boolean(),
  isStaff: z.boolean(),
  companyId: z.nullable(z.string()),
  defaultShipToId: z.nullable(z.string()),
  providers: z.array(z.string()),
  permissionSchema: z.array(permissionSchemaEntryResponseSchema),
  /** Deduplicated section names over every ship-to (spec 1 §3). */
  allAvailablePermission: z.array(z.string()),
  landing: signInLandingSchema,
  actingStaff: z.nullable(actingStaffSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * POST /auth/refresh: the new access token with its user's info, so that a page opened with a kept session
 * waits for one call before it knows who is signed in, not two (spec 1 §4.1 steps 1-2).
 */
export const sessionRenewalSchema = z.extend(accessTokenResponseSchema, { user: userInfoSchema });
export type SessionRenewal = z.infer<typeof sessionRenewalSchema>;

/** POST /auth/act-as: the customer user a staff member acts as (DESIGN §6). */
export const actAsBodySchema = z.object({ userId: z.uuid() });

/** Why a hand-off ended on /saml-error (`?provider=&reason=`). */
export const SSO_ERROR_REASONS = ['unconfigured', 'expired', 'forbidden', 'unknown'] as const;
export type SsoErrorReason = (typeof SSO_ERROR_REASONS)[number];
export const ssoErrorQuerySchema = z.object({
  provider: z.optional(z.string()),
  reason: z.enum(SSO_ERROR_REASONS),
});
