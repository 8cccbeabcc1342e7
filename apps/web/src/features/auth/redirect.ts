import { ROUTES } from '@spina/domain';

/** The query parameter of /login that remembers the page the user wanted (spec 1 §4.3). */
export const REDIRECT_PARAM = 'redirect';

// Pages that make no sense to come back to once signed in.
const SIGN_IN_PAGES: readonly string[] = [
  ROUTES.login.path,
  ROUTES.forgotPassword.path,
  ROUTES.resetPassword.path,
  ROUTES.userVerification.path,
  ROUTES['saml-error'].path,
];

/**
 * The page to return to after sign-in, if `target` is one: a path of this portal (never another site, nor
 * a sign-in page). Anything else answers null.
 */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(target, 'https://portal.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://portal.invalid' || SIGN_IN_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The /login address that brings the user back to `wanted` after sign-in. */
export function loginPathFor(wanted: string): string {
  const target = safeRedirect(wanted);
  return target && target !== '/'
    ? `${ROUTES.login.path}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`
    : ROUTES.login.path;
}
