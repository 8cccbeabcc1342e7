import type { GraphQLResolveInfo } from 'graphql';
import { enforceAccess, type Access } from '../http/access';
import type { GraphQLContext } from './context';

const ACCESS = Symbol('access');

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the generated resolver types fix parent and args
type ResolverFn = (parent: any, args: any, context: GraphQLContext, info: GraphQLResolveInfo) => unknown;

/** A root-field resolver that has declared its access. */
export type Operation<F> = F & { [ACCESS]: Access };

/**
 * Declares the access a GraphQL root field needs and enforces it before the resolver runs. Every Query and
 * Mutation field must be built with this; the schema assembly refuses undeclared ones.
 */
export function operation<F extends ResolverFn>(access: Access, resolve: F): Operation<F> {
  const guarded = (async (
    parent: unknown,
    args: unknown,
    context: GraphQLContext,
    info: GraphQLResolveInfo,
  ) => {
    await enforceAccess(access, context.request, context.scope, context.deps.sections);
    return resolve(parent, args, context, info);
  }) as unknown as Operation<F>;
  guarded[ACCESS] = access;
  return guarded;
}

/** The access a resolver declared, or undefined when it was not built with operation(). */
export function declaredAccess(resolver: unknown): Access | undefined {
  return typeof resolver === 'function' ? (resolver as Partial<Operation<ResolverFn>>)[ACCESS] : undefined;
}
