import Fastify, { type FastifyInstance, type FastifySchema } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { AppDeps } from './deps';
import type { Access } from './http/access';
import type { JobQueue } from './jobs/queue';
import { registerGraphQL } from './graphql/plugin';
import { registerCompression } from './http/compression';
import { registerErrorHandler } from './http/errors';
import { registerInputTextCheck } from './http/input-text';
import { requestId } from './http/request-id';
import { OneLinePerRequest } from './http/request-log';
import { registerRestAccess } from './http/rest';
import { registerSecurityHeaders } from './http/security';
import { registerMedia, registerSpa } from './http/static';
import { createJobQueue } from './jobs/queue';
import { webDistDir } from './lib/paths';
import { healthRoutes } from './modules/health/health.routes';
import { registerIdentityGraphQLHooks } from './modules/identity/identity.graphql-hooks';
import { registerIdentity } from './modules/identity/identity.plugin';
import { modules } from './modules';
import { createPortalService } from './modules/portal/portal.service';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Folder of the built SPA; defaults to apps/web/dist. */
  webDist?: string;
  /** pino options or false to silence logs (tests). */
  logger?: boolean | object;
  /** Close the database when the app closes, after every other close hook (background work included). */
  closeDatabase?: boolean;
  /** The clock of jobs and deliveries (default: the system clock); tests step one of their own. */
  now?: () => Date;
  /**
   * Whether the job queue polls on its own once the app is ready (default: yes, except with NODE_ENV=test,
   * where tests run `app.jobs.tick()` themselves).
   */
  startJobs?: boolean;
};

function loggerOptions(config: AppConfig) {
  const pretty = !config.isProduction && config.NODE_ENV !== 'test' && process.stdout.isTTY;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The access every route declared, by `METHOD url`, for the access-enforcement tests. */
    routeAccess: Map<string, Access>;
    /** The input schemas (body, querystring, params) of those routes, by `METHOD url`, for the fuzz suite. */
    routeSchemas: Map<string, FastifySchema>;
    /** The application's job queue (decision 0017). */
    jobs: JobQueue;
  }
}

/** Records the access declaration and input schemas of every route (REST under /api and the /auth routes). */
function registerRouteAccessList(app: FastifyInstance): void {
  app.decorate('routeAccess', new Map<string, Access>());
  app.decorate('routeSchemas', new Map<string, FastifySchema>());
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    for (const method of [route.method].flat()) {
      app.routeAccess.set(`${method} ${route.url}`, access);
      app.routeSchemas.set(`${method} ${route.url}`, route.schema ?? {});
    }
  });
}

/** Assembles the HTTP application: security, REST, GraphQL, media and the SPA, over an open database. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    logController: new OneLinePerRequest(),
    genReqId: requestId,
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
  });

  // Fastify runs close hooks last-registered first: registered now, the database closes after everything else.
  if (options.closeDatabase) app.addHook('onClose', () => database.close());

  const portal = createPortalService(database.db);
  const now = options.now ?? (() => new Date());
  const jobs = createJobQueue({ db: database.db, log: app.log, now });
  // Registered after the database's close hook, so it runs before it: running jobs finish first.
  app.addHook('onClose', async () => jobs.stop());
  app.decorate('jobs', jobs);
  if (options.startJobs ?? config.NODE_ENV !== 'test') app.addHook('onReady', async () => jobs.start());
  const deps: AppDeps = {
    config,
    db: database.db,
    database,
    log: app.log,
    portal,
    sections: portal.sections,
    jobs,
    now,
  };

  app.decorateRequest('principal', null);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerErrorHandler(app);
  registerInputTextCheck(app);
  await registerSecurityHeaders(app, { production: config.isProduction });
  await registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Spina API',
        description: 'REST services of the Spina ordering portal',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The producer's ERP on /api/integration/v1 (decision 0017).
          integrationKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    // Only the REST services are documented; GraphQL describes itself.
    transform: (input) =>
      input.url.startsWith('/api/') ? jsonSchemaTransform(input) : { schema: { hide: true }, url: input.url },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerRestAccess(app, deps);
  registerRouteAccessList(app);
  registerIdentity(app, deps);

  healthRoutes(app, deps);
  registerMedia(app, deps);
  // zod validates and serialises REST bodies only; mercurius brings its own JSON schemas.
  await app.register(async (rest) => {
    rest.setValidatorCompiler(validatorCompiler);
    rest.setSerializerCompiler(serializerCompiler);
    for (const module of modules) await module.routes?.(rest, deps);
  });
  await registerGraphQL(app, modules, deps);
  registerIdentityGraphQLHooks(app);
  await registerSpa(app, options.webDist ?? webDistDir, deps.portal);
  return app;
}
