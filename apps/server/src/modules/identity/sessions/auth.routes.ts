import {
  accessTokenResponseSchema,
  actAsBodySchema,
  forgotPasswordBodySchema,
  IDENTITY_MESSAGES,
  linkPasswordBodySchema,
  messageResponseSchema,
  sessionRenewalSchema,
} from '@spina/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps';
import type { Access } from '../../../http/access';
import { HttpError } from '../../../http/errors';
import { startActingAs, stopActingAs } from '../staff/act-as.service';
import { audit } from '../identity.audit';
import { callerOf } from '../identity.caller';
import { principalOf, requireAccess } from '../identity.access';
import { requestPasswordReset, setPasswordFromLink } from '../passwords/password.service';
import { identityOf } from '../identity.runtime';
import { sessionUserInfo } from '../users/user-info.service';
import type { IssuedSession } from './session.store';
import { ssoRoutes } from '../single-sign-on/sso.routes';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_COOKIE_PATH,
  refreshCookieOptions,
} from './session.tokens';

/**
 * The session routes under /auth (DESIGN §2): refresh, sign-out, password reset, invitation, acting as a
 * customer user and the single sign-on hand-offs. The refresh cookie is scoped to this path.
 */
export function authRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const runtime = identityOf(deps);
  const guarded = (access: Access) => ({ config: { access }, preValidation: requireAccess(deps, access) });

  /** Sets the refresh cookie of a new session and answers its access token. */
  const answerSession = (reply: FastifyReply, session: IssuedSession) => {
    reply.setCookie(
      REFRESH_COOKIE,
      session.refreshToken,
      refreshCookieOptions(deps.config, reply.request.protocol),
    );
    return { token: session.accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  };
  const clearCookie = (reply: FastifyReply) =>
    reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, sameSite: 'strict', httpOnly: true });
  const refreshCookie = (request: FastifyRequest) => request.cookies[REFRESH_COOKIE] ?? null;

  api.post(
    '/auth/refresh',
    { ...guarded({ public: true }), schema: { response: { 200: sessionRenewalSchema } } },
    async (request, reply) => {
      const token = refreshCookie(request);
      const result = token ? await runtime.sessions.rotate(token) : null;
      if (!result?.ok) {
        if (result && !result.ok && result.reason === 'reused') {
          const userId = result.userId ?? null;
          await audit(
            deps.db,
            { action: 'session.reuse-detected', userId, actingStaffId: null },
            callerOf(request),
          );
          if (userId) runtime.principals.forget(userId);
        }
        clearCookie(reply);
        throw new HttpError(401, 'SESSION_EXPIRED', IDENTITY_MESSAGES.sessionExpired);
      }
      const user = await sessionUserInfo(runtime, result.session);
      return { ...answerSession(reply, result.session), user };
    },
  );

  api.post(
    '/auth/logout',
    { ...guarded({ public: true }), schema: { response: { 200: messageResponseSchema } } },
    async (request, reply) => {
      const token = refreshCookie(request);
      const family = token ? await runtime.sessions.familyOf(token) : null;
      if (family) await runtime.sessions.revokeFamily(family.familyId);
      const principal = request.principal;
      if (principal) {
        await runtime.sessions.revokeFamily(principal.sessionId);
        runtime.principals.forget(principal.userId);
      }
      const userId = principal?.userId ?? family?.userId ?? null;
      if (userId) await audit(deps.db, { action: 'sign-out', userId }, callerOf(request));
      clearCookie(reply);
      return { message: IDENTITY_MESSAGES.signedOut };
    },
  );

  api.post(
    '/auth/forgot-password',
    {
      ...guarded({ public: true }),
      schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await requestPasswordReset(runtime, request.body.email, callerOf(request));
      return { message: IDENTITY_MESSAGES.resetLinkSent };
    },
  );

  // A password set from an emailed link: a reset link, or the invitation's verification link.
  const linkRoutes = [
    ['/auth/reset-password', 'reset'],
    ['/auth/verification', 'invitation'],
  ] as const;
  for (const [path, purpose] of linkRoutes) {
    api.post(
      path,
      {
        ...guarded({ public: true }),
        schema: { body: linkPasswordBodySchema, response: { 200: messageResponseSchema } },
      },
      async (request) => ({
        message: await setPasswordFromLink(runtime, purpose, request.body, callerOf(request)),
      }),
    );
  }

  api.post(
    '/auth/act-as',
    {
      ...guarded({ staff: true }),
      schema: { body: actAsBodySchema, response: { 200: accessTokenResponseSchema } },
    },
    async (request, reply) =>
      answerSession(
        reply,
        await startActingAs(runtime, principalOf(request), request.body.userId, callerOf(request)),
      ),
  );

  api.post(
    '/auth/act-as/stop',
    { ...guarded({ signedIn: true }), schema: { response: { 200: accessTokenResponseSchema } } },
    async (request, reply) =>
      answerSession(reply, await stopActingAs(runtime, principalOf(request), callerOf(request))),
  );

  ssoRoutes(app, deps, guarded);
}
