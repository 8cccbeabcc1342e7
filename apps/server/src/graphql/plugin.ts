import type { FastifyInstance } from 'fastify';
import { NoSchemaIntrospectionCustomRule, isObjectType, type GraphQLSchema } from 'graphql';
import mercurius from 'mercurius';
import type { AppDeps } from '../deps';
import { jsonBytes } from '../http/json-bytes';
import { readRequestScope } from '../http/request-scope';
import type { ServerModule } from '../modules/module';
import type { GraphQLContext } from './context';
import { assertQueryCost, queryCost } from './cost';
import { createQueryCostCache } from './cost-cache';
import {
  DOCUMENT_LIMITS,
  GRAPHQL_BODY_LIMIT,
  assertDocumentLength,
  assertDocumentShape,
  assertNoNulCharacter,
} from './document-limits';
import { formatErrors } from './format-errors';
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

export async function registerGraphQL(
  app: FastifyInstance,
  modules: ServerModule[],
  deps: AppDeps,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url !== '/graphql') return;
    // A document far beyond the limits is refused while its body is read, before any JSON or GraphQL parsing.
    route.bodyLimit = GRAPHQL_BODY_LIMIT;
    // fastify sends a serializer's Buffer as it is; its types only name strings.
    route.serializerCompiler = () => jsonBytes as unknown as (data: unknown) => string;
  });
  await app.register(mercurius, {
    schema: typeDefs,
    resolvers: mergeResolvers(modules, deps) as never,
    path: '/graphql',
    graphiql: !deps.config.isProduction,
    jit: 1,
    queryDepth: MAX_QUERY_DEPTH,
    allowBatchedQueries: false,
    graphql: {
      parseOptions: { maxTokens: DOCUMENT_LIMITS.tokens },
      // Each unknown field costs a suggestion search over its type's fields: stop after a few.
      validateOptions: { maxErrors: DOCUMENT_LIMITS.validationErrors },
    },
    validationRules: deps.config.isProduction ? [NoSchemaIntrospectionCustomRule] : [],
    context: (request, reply): GraphQLContext => ({
      deps,
      request,
      reply,
      principal: request.principal,
      scope: readRequestScope(request),
    }),
    errorFormatter: (execution, context) =>
      formatErrors(execution, context as unknown as GraphQLContext, {
        suggestions: !deps.config.isProduction,
      }),
  });
  app.graphql.addHook('preParsing', async (_schema, source) => assertDocumentLength(source));
  // Runs on a parse-cache miss only, before validation.
  app.graphql.addHook('preValidation', async (_schema, document) => {
    assertDocumentShape(document);
    assertNoNulCharacter(document);
  });
  // The cost depends on the variables (page sizes), so it is checked after the cached parse and validation.
  const schema = app.graphql.schema;
  const costOf = createQueryCostCache((document, variables) => queryCost(schema, document, variables));
  app.graphql.addHook('preExecution', async (_schema, document, _context, variables) => {
    assertQueryCost(costOf(document, variables as Record<string, unknown> | undefined));
  });
  const missing = undeclaredOperations(app.graphql.schema);
  if (missing.length > 0) {
    throw new Error(`GraphQL operations without an access declaration: ${missing.join(', ')}`);
  }
}
