import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Access } from '../http/access';
import { declaredAccess } from '../graphql/operation';

/** One GraphQL root field with the access it declared and a call that reaches it. */
export type GraphQLOperation = {
  name: string;
  access: Access;
  query: string;
  kind: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
};

/** A literal of the right type for a required argument (the access check runs before the resolver). */
function dummyLiteral(type: GraphQLInputType, depth = 0): string {
  if (isNonNullType(type)) return dummyLiteral(type.ofType, depth);
  if (isListType(type)) return `[${dummyLiteral(type.ofType, depth)}]`;
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    if (depth > 5) return '{}';
    const fields = Object.values(type.getFields())
      .filter((field) => isNonNullType(field.type) && field.defaultValue === undefined)
      .map((field) => `${field.name}: ${dummyLiteral(field.type, depth + 1)}`);
    return `{ ${fields.join(', ')} }`;
  }
  switch (type.name) {
    case 'Int':
      return '1';
    case 'Float':
      return '1.5';
    case 'Boolean':
      return 'true';
    default:
      return '"1"';
  }
}

/** `{ __typename }` for composite results; nothing for scalars and enums. */
export function selectionOf(field: GraphQLField<unknown, unknown>): string {
  return isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
}

function callOf(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const args = field.args
    .filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)
    .map((arg) => `${arg.name}: ${dummyLiteral(arg.type)}`);
  const argumentList = args.length > 0 ? `(${args.join(', ')})` : '';
  return `${kind} Walk { ${field.name}${argumentList}${selectionOf(field)} }`;
}

/** Every Query and Mutation field of the live schema, with its declared access and a generic call. */
export function graphqlOperations(schema: GraphQLSchema): GraphQLOperation[] {
  const roots: Array<['query' | 'mutation', GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, root]) =>
    root && isObjectType(root)
      ? Object.values(root.getFields()).map((field) => ({
          name: `${root.name}.${field.name}`,
          access: declaredAccess(field.resolve)!,
          query: callOf(kind, field),
          kind,
          field,
        }))
      : [],
  );
}

/** One REST or /auth route with its declared access and a concrete URL (path parameters filled). */
export type RestOperation = {
  method: string;
  url: string;
  path: string;
  access: Access;
  /** The route's input schemas (zod or JSON schema) for body, querystring and params. */
  schema: FastifySchema;
};

/** Every route that declared its access (REST under /api and /auth), with dummy path parameters. */
export function restOperations(app: FastifyInstance): RestOperation[] {
  return [...app.routeAccess.entries()]
    .filter(([key]) => !key.startsWith('HEAD '))
    .map(([key, access]) => {
      const [method, path] = key.split(' ') as [string, string];
      const url = path.replace(/:(\w+)/g, (_match, name: string) =>
        /id$/i.test(name) ? '00000000-0000-4000-8000-000000000001' : '1',
      );
      return { method, url, path, access, schema: app.routeSchemas.get(key) ?? {} };
    });
}
