import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';

/**
 * One area of the server (a domain noun): its GraphQL resolvers and REST routes. Type definitions live in the
 * module's `<area>.graphql` file and are assembled by `npm run codegen`.
 */
export type ServerModule = {
  name: string;
  /** Resolvers keyed by GraphQL type; every Query and Mutation field must be built with operation(). */
  resolvers?: (deps: AppDeps) => object;
  /**
   * REST routes under /api/<service>/v1, declared on `app.withTypeProvider<ZodTypeProvider>()`; every route
   * declares `config.access`.
   */
  routes?: (app: FastifyInstance, deps: AppDeps) => void | Promise<void>;
};
