import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/** Liveness and readiness probes for load balancers and orchestrators. */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ready', database: deps.database.engine };
    } catch (error) {
      request.log.warn({ err: error }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable', database: deps.database.engine });
    }
  });
}
