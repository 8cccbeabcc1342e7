import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { mailboxRoutes } from '../../mail/mailbox.routes';
import { mailDir } from '../../mail/mailer';
import { audit } from './identity.audit';
import { callerOf } from './identity.caller';
import { identityOf } from './identity.runtime';
import { bearerToken, NO_STORE } from './sessions/session.tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** GraphQL mutations run by this request, noted for the audit of acting staff. */
    graphqlMutations: string[] | null;
  }
  interface FastifyInstance {
    /** Identity's work after the answer (reset e-mails): tests await `idle()` instead of waiting a while. */
    identityWork: { idle(): Promise<void> };
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** True for the routes whose answers carry tokens (/auth) or identity data (the identity service). */
function carriesIdentity(request: FastifyRequest): boolean {
  const path = request.routeOptions.url ?? '';
  return path.startsWith('/auth/') || path.startsWith('/api/identity/');
}

/** True for a request that changes something: a REST write, or a GraphQL operation with mutations. */
function isWrite(request: FastifyRequest): boolean {
  if (request.graphqlMutations) return true;
  const path = request.routeOptions.url ?? request.url;
  if (path === '/graphql' || path.startsWith('/auth/')) return false;
  return !READ_METHODS.has(request.method);
}

/**
 * Installs identity on the whole application: the principal of every request from its Bearer token, no-store
 * on answers carrying tokens or identity data, the audit of every write made by staff acting as a customer
 * user, and the development mailbox when mail is kept locally.
 */
export function registerIdentity(app: FastifyInstance, deps: AppDeps): void {
  const runtime = identityOf(deps);
  app.decorateRequest('graphqlMutations', null);
  app.decorate('identityWork', { idle: () => runtime.background.idle() });

  app.addHook('onSend', async (request, reply, payload) => {
    if (carriesIdentity(request)) reply.header('cache-control', NO_STORE);
    return payload;
  });
  // Queued e-mails finish before the database closes (its close hook was registered first, so runs last).
  app.addHook('onClose', () => runtime.background.idle());

  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) return;
    const claims = await runtime.tokens.verify(token);
    if (claims) request.principal = await runtime.principals.resolve(claims);
  });

  // DESIGN §6: every write made while acting as a customer user is written with both ids, before the
  // answer leaves, so that the row exists once the caller sees the result.
  app.addHook('onSend', async (request, reply, payload) => {
    const principal = request.principal;
    if (!principal?.actingStaffId || !isWrite(request)) return payload;
    await audit(
      deps.db,
      {
        action: 'acting.write',
        target: `${request.method} ${request.routeOptions.url ?? request.url}`,
        details: {
          url: request.url,
          statusCode: reply.statusCode,
          ...(request.graphqlMutations ? { mutations: request.graphqlMutations } : {}),
        },
      },
      callerOf(request),
    ).catch((error: unknown) => request.log.error({ err: error }, 'audit of an acting write failed'));
    return payload;
  });

  if (runtime.mailer.local) {
    mailboxRoutes(app, runtime.mailer);
    app.addHook('onReady', async () => {
      app.log.warn(
        `SMTP_URL is not set: e-mails are kept in ${mailDir(deps.config)}, readable only on this machine at http://localhost:${deps.config.PORT}/dev/mailbox. Set SMTP_URL before real use.`,
      );
    });
  }
}
