import type { FastifyInstance } from 'fastify';
import {
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  isObjectType,
  type ExecutionResult,
  type GraphQLSchema,
} from 'graphql';
import mercurius from 'mercurius';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { readRequestScope } from '../http/request-scope';
import type { ServerModule } from '../modules/module';
import type { GraphQLContext } from './context';
import { assertQueryCost } from './cost';
import { declaredAccess } from './operation';
import { typeDefs } from './typeDefs.generated';

/** Maximum nesting of a GraphQL operation (issue: depth limit 10). */
export const MAX_QUERY_DEPTH = 10;

/** Root fields (Query.x, Mutation.y) that have no resolver built with operation(). */
export function undeclaredOperations(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const root of [schema.getQueryType(), schema.getMutationType()]) {
    if (!root || !isObjectType(root)) continue;
    for (const field of Object.values(root.getFields())) {
      if (!declaredAccess(field.resolve)) missing.push(`${root.name}.${field.name}`);
    }
  }
  return missing;
}

type ResolverMap = Record<string, Record<string, unknown>>;

/** Merges the resolvers of every module type by type; two modules resolving one field is a mistake. */
export function mergeResolvers(modules: ServerModule[], deps: AppDeps): ResolverMap {
  const merged: ResolverMap = {};
  for (const module of modules) {
    const resolvers = (module.resolvers?.(deps) ?? {}) as ResolverMap;
    for (const [typeName, fields] of Object.entries(resolvers)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (field in target) throw new Error(`${typeName}.${field} is resolved by two modules`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

type ClientError = Error & { statusCode?: number; code?: string; errors?: unknown[] };

const isClientError = (error: unknown): error is ClientError =>
  error instanceof Error &&
  typeof (error as ClientError).statusCode === 'number' &&
  (error as ClientError).statusCode! < 500;

/**
 * Keeps expected errors (access, validation, limits) with their message and HTTP status, and hides the rest
 * behind the request id, which is logged with the cause.
 */
function formatErrors(execution: ExecutionResult, context: GraphQLContext) {
  const requestId = String(context.reply.request.id);
  let statusCode = 200;
  const errors = (execution.errors ?? []).flatMap((error): GraphQLError[] => {
    const original = error.originalError;
    const where = error.path ? { path: error.path } : {};
    if (original instanceof HttpError) {
      if (statusCode === 200) statusCode = original.statusCode;
      return [
        new GraphQLError(original.message, {
          ...where,
          extensions: { code: original.code, statusCode: original.statusCode, requestId },
        }),
      ];
    }
    if (isClientError(original)) {
      // mercurius reports parse, validation, depth and batching problems as one error holding the list.
      if (statusCode === 200) statusCode = original.statusCode ?? 400;
      const causes =
        Array.isArray(original.errors) && original.errors.length > 0 ? original.errors : [original];
      return causes.map(
        (cause) =>
          new GraphQLError((cause as Error).message, {
            extensions: { code: (cause as ClientError).code ?? original.code ?? 'BAD_REQUEST', requestId },
          }),
      );
    }
    if (!original || original instanceof GraphQLError) return [error];
    context.reply.request.log.error({ err: original, path: error.path }, 'graphql resolver failed');
    return [
      new GraphQLError(`Something went wrong. Quote request id ${requestId} to support.`, {
        ...where,
        extensions: { code: 'INTERNAL', requestId },
      }),
    ];
  });
  return { statusCode, response: { data: execution.data ?? null, errors } };
}

export async function registerGraphQL(
  app: FastifyInstance,
  modules: ServerModule[],
  deps: AppDeps,
): Promise<void> {
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: mergeResolvers(modules, deps) as never,
    path: '/graphql',
    graphiql: !deps.config.isProduction,
    jit: 1,
    queryDepth: MAX_QUERY_DEPTH,
    allowBatchedQueries: false,
    validationRules: deps.config.isProduction ? [NoSchemaIntrospectionCustomRule] : [],
    context: (request, reply): GraphQLContext => ({
      deps,
      request,
      reply,
      principal: request.principal,
      scope: readRequestScope(request),
    }),
    errorFormatter: (execution, context) => formatErrors(execution, context as unknown as GraphQLContext),
  });
  // The cost depends on the variables (page sizes), so it is checked after the cached parse and validation.
  app.graphql.addHook('preExecution', async (schema, document, _context, variables) => {
    assertQueryCost(schema, document, variables as Record<string, unknown> | undefined);
  });
  const missing = undeclaredOperations(app.graphql.schema);
  if (missing.length > 0) {
    throw new Error(`GraphQL operations without an access declaration: ${missing.join(', ')}`);
  }
}
