import * as z from 'zod/mini';

/**
 * REST contracts of the single sign-on hand-offs (spec 1 §6; docs/decisions/0005). They live apart from the
 * other identity contracts, in zod's mini flavour, because the web app's header starts hand-offs: the
 * classic schemas next to them would otherwise weigh on every page's first load.
 */

/** The `:provider` path parameter of the single sign-on hand-offs. */
export const ssoProviderParamsSchema = z.object({
  provider: z.string().check(z.minLength(1), z.maxLength(40)),
});

/** POST /auth/sso/:provider: a one-time address the browser navigates to, valid for one minute. */
export const ssoHandoffResponseSchema = z.object({ url: z.string() });
