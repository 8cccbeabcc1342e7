import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import type { Principal } from '../http/access';
import type { RequestScope } from '../http/request-scope';

/** What every resolver receives as its third argument. */
export type GraphQLContext = {
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
  principal: Principal | null;
  scope: RequestScope;
};
