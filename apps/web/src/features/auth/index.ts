// The auth feature's public face: other features, app/ and tests import it from here only (DESIGN §3).
export {
  anonymousSession,
  SessionProvider,
  useSession,
  useSessionStore,
  type Session,
  type SessionStatus,
  type SessionUser,
} from './session';
export { createSessionStore, hasStoredSession, type SessionStore } from './session-store';
export { useAccess, type Access } from './use-access';
export { useMarket } from './use-market';
export { useErrorText } from './use-error-text';
export { loginPathFor } from './redirect';
export { RouteGuard } from './RouteGuard';

// What only screens shown after sign-in need is exported as a loader, so that the first route, which
// imports this file, does not carry it.

/** The flows of a signed-in session (sign-in, refresh, switching identity). */
export const loadSessionFlows = () => import('./session-runtime');

/** The identity service's calls (user info, sign-in, sign-out). */
export const loadIdentityApi = () => import('./api/identity');

/** The bar that lists what is missing from the user's profile. */
export const loadProfileErrorsBar = () =>
  import('./components/ProfileErrorsBar').then(({ ProfileErrorsBar }) => ({ default: ProfileErrorsBar }));

/** The signed-in user's change-password form (spec 3 §5), shown on My Profile. */
export const loadChangePasswordForm = () =>
  import('./components/ChangePasswordForm').then(({ ChangePasswordForm }) => ({
    default: ChangePasswordForm,
  }));

/** The auth screens, each loaded with its route. */
export const authPages = {
  login: () => import('./pages/LoginPage'),
  forgotPassword: () => import('./pages/ForgotPasswordPage'),
  resetPassword: () => import('./pages/ResetPasswordPage'),
  verification: () => import('./pages/VerificationPage'),
  samlError: () => import('./pages/SamlErrorPage'),
};
