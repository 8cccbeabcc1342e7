import {
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  Kind,
  getArgumentValues,
  getDirectiveValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type TypeNode,
  type VariableDefinitionNode,
} from 'graphql';
import { HttpError } from '../http/errors';

/** Highest cost a single operation may have; a products page of 100 cards with its facets costs 3,150. */
export const MAX_QUERY_COST = 5000;

// Lists multiply the cost of what they contain by their size; a list whose size nothing declares counts as 10.
const UNBOUNDED_LIST_SIZE = 10;
// Skipping rows (an offset) walks them without building them: a hundred skipped rows cost one.
const SKIPPED_ROWS_PER_COST = 100;
// Arguments that would be page sizes or offsets; a field taking one must declare how it pages (listSizeGaps).
const PAGE_ARGUMENTS = ['pageSize', 'limit', 'first', 'currentPage', 'offset'];

/**
 * How a field's size is declared with `@listSize` (after the GraphQL cost directive specification):
 * `assumedSize` is the typical size of a list bounded by its data; `slicingArguments` name the argument that sets
 * the page size for this field and its children (inherited from the parent when absent, as a wishlist's items
 * inherit the wishlists page); `sizedFields` are the child lists of that page size, which the field reads;
 * `pageArgument` names the 1-based page number, whose skipped rows are charged too. `weight` comes from
 * `@cost(weight:)`: the fixed work of the field whatever its page (a search and its facets).
 */
type ListSize = {
  assumedSize?: number;
  slicingArguments: string[];
  sizedFields: string[];
  pageArgument?: string;
  weight: number;
};

const directiveArgument = (field: GraphQLField<unknown, unknown>, directiveName: string, name: string) =>
  field.astNode?.directives
    ?.find((candidate) => candidate.name.value === directiveName)
    ?.arguments?.find((arg) => arg.name.value === name)?.value;

function intArgument(field: GraphQLField<unknown, unknown>, directiveName: string, name: string) {
  const value = directiveArgument(field, directiveName, name);
  return value?.kind === Kind.INT ? Number(value.value) : undefined;
}

function stringsArgument(field: GraphQLField<unknown, unknown>, name: string): string[] {
  const value = directiveArgument(field, 'listSize', name);
  if (value?.kind === Kind.STRING) return [value.value];
  return value?.kind === Kind.LIST
    ? value.values.flatMap((item) => (item.kind === Kind.STRING ? [item.value] : []))
    : [];
}

function listSizeOf(field: GraphQLField<unknown, unknown>): ListSize {
  const assumedSize = intArgument(field, 'listSize', 'assumedSize');
  const [pageArgument] = stringsArgument(field, 'pageArgument');
  return {
    ...(assumedSize !== undefined ? { assumedSize } : {}),
    slicingArguments: stringsArgument(field, 'slicingArguments'),
    sizedFields: stringsArgument(field, 'sizedFields'),
    ...(pageArgument ? { pageArgument } : {}),
    weight: intArgument(field, 'cost', 'weight') ?? 0,
  };
}

/** A page size or page number as counted: whole, at least 1 (a bad value is refused later, but never cheap). */
const countable = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.ceil(value)) : undefined;

/** The page in effect below a field: its size, and the child lists it sizes. */
type Page = { size: number | undefined; sizedFields: readonly string[] };
const NO_PAGE: Page = { size: undefined, sizedFields: [] };

type Walk = {
  schema: GraphQLSchema;
  variables: Record<string, unknown>;
  fragments: Map<string, FragmentDefinitionNode>;
};

function included(walk: Walk, node: FieldNode | SelectionSetNode['selections'][number]): boolean {
  const skip = getDirectiveValues(GraphQLSkipDirective, node, walk.variables);
  const include = getDirectiveValues(GraphQLIncludeDirective, node, walk.variables);
  return skip?.if !== true && include?.if !== false;
}

function fieldCost(walk: Walk, node: FieldNode, parentType: GraphQLNamedType, page: Page): number {
  if (node.name.value.startsWith('__')) return 1;
  if (!isObjectType(parentType) && !isInterfaceType(parentType)) return 1;
  const field = parentType.getFields()[node.name.value];
  if (!field) return 1;
  let args: Record<string, unknown> = {};
  try {
    args = getArgumentValues(field, node, walk.variables);
  } catch {
    // Bad arguments are refused by validation; the cost is not the place to report them.
  }
  const declared = listSizeOf(field);
  const ownSize = declared.slicingArguments.map((name) => countable(args[name])).find(Boolean);
  const pageSize = declared.slicingArguments.length > 0 ? (ownSize ?? page.size) : undefined;
  const below: Page =
    declared.slicingArguments.length > 0 ? { size: pageSize, sizedFields: declared.sizedFields } : NO_PAGE;
  const namedType = getNamedType(field.type);
  const children =
    node.selectionSet && isCompositeType(namedType)
      ? selectionSetCost(walk, node.selectionSet, namedType, below)
      : 0;
  const pageNumber = declared.pageArgument ? (countable(args[declared.pageArgument]) ?? 1) : 1;
  const reads =
    declared.sizedFields.length > 0 && pageSize !== undefined
      ? pageSize + Math.ceil(((pageNumber - 1) * pageSize) / SKIPPED_ROWS_PER_COST)
      : 0;
  const own = 1 + declared.weight + reads;
  if (!isListType(getNullableType(field.type))) return own + children;
  const sizedByParent = page.sizedFields.includes(field.name) ? page.size : undefined;
  const sizedByItself = declared.sizedFields.length === 0 ? ownSize : undefined;
  const size = declared.assumedSize ?? sizedByParent ?? sizedByItself ?? UNBOUNDED_LIST_SIZE;
  return own + size * Math.max(children, 1);
}

function selectionSetCost(
  walk: Walk,
  selectionSet: SelectionSetNode,
  parentType: GraphQLNamedType,
  page: Page,
  activeFragments: readonly string[] = [],
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (!included(walk, selection)) continue;
    if (selection.kind === Kind.FIELD) {
      total += fieldCost(walk, selection, parentType, page);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? (walk.schema.getType(selection.typeCondition.name.value) ?? parentType)
        : parentType;
      total += selectionSetCost(walk, selection.selectionSet, type, page, activeFragments);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || activeFragments.includes(name)) continue;
      const type = walk.schema.getType(fragment.typeCondition.name.value) ?? parentType;
      total += selectionSetCost(walk, fragment.selectionSet, type, page, [...activeFragments, name]);
    }
  }
  return total;
}

// A page size or number is a number argument (listSizeGaps enforces it) and @skip / @include take booleans.
const COST_VARIABLE_TYPES = ['Int', 'Float', 'Boolean'];

const namedTypeOf = (type: TypeNode): string | undefined =>
  type.kind === Kind.NON_NULL_TYPE
    ? namedTypeOf(type.type)
    : type.kind === Kind.NAMED_TYPE
      ? type.name.value
      : undefined;

const bearsOnCost = (definition: VariableDefinitionNode) =>
  COST_VARIABLE_TYPES.includes(namedTypeOf(definition.type) ?? '');

/** The variables whose values a document's cost can depend on; the cost ignores every other variable. */
export function costVariableNames(document: DocumentNode): string[] {
  const names = new Set<string>();
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const variable of (definition.variableDefinitions ?? []).filter(bearsOnCost)) {
      names.add(variable.variable.name.value);
    }
  }
  return [...names];
}

function operationCost(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  if (!root) return 0;
  // Coerced as execution will see them, defaults included; bad variables are refused before execution anyway.
  // Only those the cost can depend on, so that the cost is a function of them alone (cost-cache.ts).
  const definitions = (operation.variableDefinitions ?? []).filter(bearsOnCost);
  const coerced = getVariableValues(schema, definitions, variables);
  const walk: Walk = { schema, variables: coerced.coerced ?? variables, fragments };
  return selectionSetCost(walk, operation.selectionSet, root, NO_PAGE);
}

/** The cost of one operation with its variables: the named one, or the dearest of the document. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown>,
  operationName?: string,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      (operationName === undefined || definition.name?.value === operationName),
  );
  return Math.max(
    0,
    ...operations.map((operation) => operationCost(schema, operation, fragments, variables ?? {})),
  );
}

const NUMBER_TYPES = ['Int', 'Float'];

/**
 * Fields that take a page argument without declaring with `@listSize` how they page, or that page by an argument
 * that is not a number (each is a mistake; the cost cache keys on number and boolean variables only).
 */
export function listSizeGaps(schema: GraphQLSchema): string[] {
  const gaps: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      const declared = listSizeOf(field);
      const pages = field.args.some((arg) => PAGE_ARGUMENTS.includes(arg.name));
      const pagingNames = [
        ...declared.slicingArguments,
        ...(declared.pageArgument ? [declared.pageArgument] : []),
      ];
      const byNonNumber = field.args.some(
        (arg) =>
          pagingNames.includes(arg.name) && !NUMBER_TYPES.includes(getNullableType(arg.type).toString()),
      );
      if ((pages && declared.slicingArguments.length === 0) || byNonNumber)
        gaps.push(`${type.name}.${field.name}`);
    }
  }
  return gaps;
}

/** Refuses an operation that costs more than MAX_QUERY_COST, with a message that says what to do. */
export function assertQueryCost(cost: number) {
  if (cost > MAX_QUERY_COST) {
    throw new HttpError(
      400,
      'QUERY_TOO_COMPLEX',
      `The query is too expensive (cost ${cost}, at most ${MAX_QUERY_COST}). Ask for fewer fields or a smaller page.`,
    );
  }
}
