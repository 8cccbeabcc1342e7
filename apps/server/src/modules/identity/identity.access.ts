import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { enforceAccess, type Access, type Principal } from '../../http/access';
import { unauthorized } from '../../http/errors';
import { readRequestScope } from '../../http/request-scope';

/**
 * The access check of an /auth route: the same rule the /api routes get from the REST layer, for the
 * routes outside /api.
 */
export function requireAccess(deps: AppDeps, access: Access) {
  return async (request: FastifyRequest) => {
    await enforceAccess(access, request, readRequestScope(request), deps.sections);
  };
}

/** The signed-in user of a request whose route declared a signed-in access. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
}

/** Copies an HttpError's headers (Retry-After) onto a reply that mercurius will send. */
export function applyErrorHeaders(reply: FastifyReply, error: unknown): void {
  const headers = (error as { headers?: Record<string, string> }).headers;
  if (headers && typeof headers === 'object') reply.headers(headers);
}
