import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../deps';
import { enforceAccess } from './access';
import { checkIntegrationKey } from './integration-key';
import { readRequestScope } from './request-scope';

/** A REST route as registered, for the access-declaration test. */
export type RegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api, in registration order. */
    restRoutes: RegisteredRoute[];
  }
}

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Makes access declarations mandatory for REST: a route under /api without `config.access` fails at
 * registration, and every declared route is checked before its input is validated (so a visitor gets 401, not 400).
 */
export function registerRestAccess(app: FastifyInstance, deps: AppDeps): void {
  app.decorate('restRoutes', [] as RegisteredRoute[]);
  const keySource = { db: deps.db, configuredKey: deps.config.INTEGRATION_API_KEY, now: deps.now };
  app.addHook('onRoute', (route) => {
    if (!isApiRoute(route.url)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`REST route ${String(route.method)} ${route.url} has no access declaration`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.restRoutes.push({ method, url: route.url });
    }
    const checkAccess = async (request: FastifyRequest) => {
      if ('integration' in access) return checkIntegrationKey(request, keySource, access.integration);
      await enforceAccess(access, request, readRequestScope(request), deps.sections);
    };
    route.preValidation = [checkAccess, ...[route.preValidation ?? []].flat()];
  });
}
