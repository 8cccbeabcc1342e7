import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../http/access';

/**
 * Who asks, as the identity services see it: the client's address (throttling), the request id (audit) and the
 * signed-in user. Plain data, so that work after the answer never holds on to the request.
 */
export type Caller = { ip: string; requestId: string; principal: Principal | null };

/** The caller of a request. */
export const callerOf = (request: FastifyRequest): Caller => ({
  ip: request.ip,
  requestId: String(request.id),
  principal: request.principal,
});
