import { randomUUID } from 'node:crypto';
import {
  availablePermissions,
  canUseSingleSignOn,
  elearningSiteFor,
  IDENTITY_MESSAGES,
  parseSsoProvider,
  type SsoErrorReason,
  type SsoProvider,
} from '@spina/domain';
import { SignJWT } from 'jose';
import type { AppConfig } from '../../../config/env';
import type { Principal } from '../../../http/access';
import { forbidden } from '../../../http/errors';
import { isActiveAccount, loadIdentity } from '../users/account.queries';
import type { IdentityRuntime } from '../identity.runtime';

/** Lifetime of the token handed to the external service. */
export const SSO_TOKEN_TTL_SECONDS = 60;

/** The configured address of a provider for a user's country, or undefined when it is not configured. */
export function providerUrl(
  config: Pick<
    AppConfig,
    | 'SSO_PUBMENU_URL'
    | 'SSO_ELEARNING_URL'
    | 'SSO_ELEARNING_SK_URL'
    | 'SSO_ACADEMY_URL'
    | 'SSO_FORMAZIONE_URL'
  >,
  provider: SsoProvider,
  country: string | null,
): string | undefined {
  switch (provider) {
    case 'pubmenu':
      return config.SSO_PUBMENU_URL;
    case 'elearning':
      // Slovak users go to the Slovak site when one is configured (spec 3 §6).
      return elearningSiteFor(country) === 'slovak'
        ? (config.SSO_ELEARNING_SK_URL ?? config.SSO_ELEARNING_URL)
        : config.SSO_ELEARNING_URL;
    case 'academy':
      return config.SSO_ACADEMY_URL;
    case 'formazione':
      return config.SSO_FORMAZIONE_URL;
  }
}

/** The SPA page that explains a failed hand-off (spec 1 §2.2 saml-error). */
export function ssoErrorLocation(provider: string, reason: SsoErrorReason): string {
  return `/saml-error?${new URLSearchParams({ provider, reason }).toString()}`;
}

/**
 * Step 1 of a hand-off, called by the SPA with its bearer token: a one-time address on /auth/sso valid for a
 * minute, which the browser then navigates to. Access tokens never travel in a URL. Not available while
 * acting as a customer user, so that no third party is reached under a customer's name by staff.
 */
export async function createHandoff(
  runtime: IdentityRuntime,
  principal: Principal,
  providerName: string,
): Promise<string> {
  const provider = parseSsoProvider(providerName);
  if (!provider) return ssoErrorLocation(providerName, 'unknown');
  if (principal.actingStaffId) throw forbidden(IDENTITY_MESSAGES.notWhileActingAs);
  const sections = await runtime.deps.sections();
  const context = { availablePermissions: principal.allAvailablePermission, portalSections: sections };
  if (!canUseSingleSignOn(provider, context)) throw forbidden();
  const ticket = await runtime.links.issue(principal.userId, 'sso');
  return `/auth/sso/${provider}?ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Step 2, the browser's navigation: checks the ticket (or a bearer token), the user's access to the
 * provider and its configuration, then answers the address to redirect to: the provider with a signed
 * 60-second token (audience = provider), or /saml-error with the reason.
 */
export async function handoffLocation(
  runtime: IdentityRuntime,
  providerName: string,
  credentials: { ticket: string | undefined; principal: Principal | null },
): Promise<string> {
  const provider = parseSsoProvider(providerName);
  if (!provider) return ssoErrorLocation(providerName, 'unknown');
  const { db, config } = runtime.deps;
  const userId = credentials.ticket
    ? await runtime.links.consume(credentials.ticket, 'sso')
    : (credentials.principal?.userId ?? null);
  if (!userId) return ssoErrorLocation(provider, 'expired');
  const record = await loadIdentity(db, userId, null);
  if (!record || !isActiveAccount(record.user)) return ssoErrorLocation(provider, 'expired');
  const context = {
    availablePermissions: availablePermissions(record.permissionSchema),
    portalSections: await runtime.deps.sections(),
  };
  if (!canUseSingleSignOn(provider, context)) return ssoErrorLocation(provider, 'forbidden');
  const target = providerUrl(config, provider, record.user.country);
  if (!target) return ssoErrorLocation(provider, 'unconfigured');

  const token = await new SignJWT({
    email: record.user.email,
    given_name: record.user.firstName,
    family_name: record.user.lastName,
    country: record.user.country,
    locale: record.user.language,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(record.user.id)
    .setIssuer(config.PUBLIC_URL)
    .setAudience(provider)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SSO_TOKEN_TTL_SECONDS}s`)
    .sign(new TextEncoder().encode(config.SSO_SECRET));
  const url = new URL(target);
  url.searchParams.set('token', token);
  return url.toString();
}
