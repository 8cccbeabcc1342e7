import {
  GraphQLError,
  Kind,
  getNullableType,
  isListType,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
} from 'graphql';
import { getComplexity, simpleEstimator, type ComplexityEstimator } from 'graphql-query-complexity';

/** Highest cost a single operation may have; a products page with filters costs about 2,000. */
export const MAX_QUERY_COST = 5000;

// Lists multiply the cost of what they contain by the page they ask for; unbounded lists count as 10. A list
// whose size the data bounds (a category's children, a product's gallery, the one wishlist of a ship-to whose
// page arguments page its items) declares it with `@listSize(assumedSize: n)`, which wins over arguments.
const UNBOUNDED_LIST_SIZE = 10;
const PAGE_ARGUMENTS = ['pageSize', 'limit', 'first'] as const;

const declaredListSize = (field: GraphQLField<unknown, unknown>): number | undefined => {
  const directive = field.astNode?.directives?.find((candidate) => candidate.name.value === 'listSize');
  const value = directive?.arguments?.find((argument) => argument.name.value === 'assumedSize')?.value;
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
};

const listEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!isListType(getNullableType(field.type))) return undefined;
  const requested = PAGE_ARGUMENTS.map((name) => args[name]).find((value) => typeof value === 'number');
  const size =
    declaredListSize(field) ?? (typeof requested === 'number' ? Math.max(1, requested) : UNBOUNDED_LIST_SIZE);
  return 1 + size * Math.max(childComplexity, 1);
};

/** The cost of one operation with its variables. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
) {
  return getComplexity({
    schema,
    query: document,
    variables: variables ?? {},
    ...(operationName ? { operationName } : {}),
    estimators: [listEstimator, simpleEstimator({ defaultComplexity: 1 })],
  });
}

/** Refuses an operation that costs more than MAX_QUERY_COST, with a message that says what to do. */
export function assertQueryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
) {
  const cost = queryCost(schema, document, variables, operationName);
  if (cost > MAX_QUERY_COST) {
    throw new GraphQLError(
      `The query is too expensive (cost ${cost}, at most ${MAX_QUERY_COST}). Ask for fewer fields or a smaller page.`,
      { extensions: { code: 'QUERY_TOO_COMPLEX' } },
    );
  }
}
