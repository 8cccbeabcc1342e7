import { IDENTITY_MESSAGES } from '@spina/domain';
import type { FastifyInstance } from 'fastify';
import { Kind, type DocumentNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import type { GraphQLContext } from '../../graphql/context';
import { HttpError } from '../../http/errors';

/** The sign-in field, which an operation may contain once (aliases would multiply attempts). */
export const SIGN_IN_FIELD = 'generateCustomerToken';

/**
 * How many times `fieldName` would run in the document: every operation, with fragment spreads expanded
 * each time they are spread and inline fragments included.
 */
export function countFieldRuns(document: DocumentNode, fieldName: string): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const count = (selectionSet: SelectionSetNode, seen: readonly string[]): number => {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === fieldName) total += 1;
        if (selection.selectionSet) total += count(selection.selectionSet, seen);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += count(selection.selectionSet, seen);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (fragment && !seen.includes(name)) total += count(fragment.selectionSet, [...seen, name]);
      }
    }
    return total;
  };
  return document.definitions.reduce(
    (total, definition) =>
      definition.kind === Kind.OPERATION_DEFINITION ? total + count(definition.selectionSet, []) : total,
    0,
  );
}

/** The root fields of the mutations in a document, for the audit of acting staff. */
function mutationFields(document: DocumentNode): string[] {
  return document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.operation === 'mutation'
      ? definition.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? [selection.name.value] : ['…'],
        )
      : [],
  );
}

/** Sign-in runs per parsed document: a document comes from the parse cache, walked once, not on every request. */
const signInRuns = new WeakMap<DocumentNode, number>();

function signInRunsOf(document: DocumentNode): number {
  let runs = signInRuns.get(document);
  if (runs === undefined) {
    runs = countFieldRuns(document, SIGN_IN_FIELD);
    signInRuns.set(document, runs);
  }
  return runs;
}

/**
 * GraphQL hooks of identity: an operation containing the sign-in more than once is refused before anything
 * runs (each attempt is also counted by the throttle), and mutations are noted for the acting-staff audit.
 */
export function registerIdentityGraphQLHooks(app: FastifyInstance): void {
  app.graphql.addHook('preExecution', async (_schema, document, context) => {
    if (signInRunsOf(document) > 1) {
      throw new HttpError(400, 'SIGN_IN_ONCE_PER_REQUEST', IDENTITY_MESSAGES.signInOncePerRequest);
    }
    const request = (context as unknown as GraphQLContext).request;
    const mutations = mutationFields(document);
    if (mutations.length > 0) request.graphqlMutations = mutations;
  });
}
