import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';

/**
 * Liveness and readiness probes for load balancers and orchestrators. They are public, so they say whether the
 * server is up and nothing about how it is built (the database engine is logged, not answered).
 */
export function healthRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error, engine: deps.database.engine }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
