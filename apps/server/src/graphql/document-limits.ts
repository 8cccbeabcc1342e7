import { BREAK, Kind, Location, visit, type DocumentNode, type SelectionSetNode } from 'graphql';
import { HttpError, badRequest } from '../http/errors';
import { NUL_CHARACTER_MESSAGE } from '../http/input-text';

/**
 * Bounds on a GraphQL document, checked before the costly steps: the size before parsing, the tokens while
 * parsing (the parser stops at the limit), and aliases, fields and repeated fields before validation, whose
 * field-merging check compares every pair of fields answering under one name (160 repeats of `b(x: 1)` took
 * 20 ms). The web's largest document is about 1,700 characters, 120 tokens and 75 fields, with no alias.
 */
export const DOCUMENT_LIMITS = {
  /** Characters of the query text. */
  characters: 10_000,
  /** Lexical tokens of the query text. */
  tokens: 1_000,
  /** Fields given another response name. */
  aliases: 30,
  /** Field selections, fragments counted where they are written. */
  fields: 500,
  /** Times one response name may be selected in one selection set, inline fragments included. */
  repeats: 5,
  /** Validation errors after which validation stops (450 unknown fields took 30 ms, most of it suggestions). */
  validationErrors: 10,
} as const;

/** Bytes of a GraphQL request body: the document, its variables and some room. */
export const GRAPHQL_BODY_LIMIT = 256 * 1024;

const tooLarge = (what: string, limit: number) =>
  new HttpError(
    400,
    'DOCUMENT_TOO_LARGE',
    `The GraphQL document is too large (more than ${limit.toLocaleString('en')} ${what}).`,
  );

/** Refuses query text longer than the limit, before it is parsed (the parse cache is keyed by the exact text). */
export function assertDocumentLength(source: string): void {
  if (source.length > DOCUMENT_LIMITS.characters) throw tooLarge('characters', DOCUMENT_LIMITS.characters);
}

type Counts = { aliases: number; fields: number; mostRepeated: number };

/** Counts a selection set; `names` gathers its response names across the inline fragments written in it. */
function countSelections(selectionSet: SelectionSetNode, counts: Counts, names = new Map<string, number>()) {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      counts.fields += 1;
      if (selection.alias) counts.aliases += 1;
      const name = (selection.alias ?? selection.name).value;
      const times = (names.get(name) ?? 0) + 1;
      names.set(name, times);
      counts.mostRepeated = Math.max(counts.mostRepeated, times);
      if (selection.selectionSet) countSelections(selection.selectionSet, counts);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      countSelections(selection.selectionSet, counts, names);
    }
  }
}

/**
 * Refuses what is not a parsed GraphQL document (mercurius would otherwise take JSON text for a syntax tree)
 * and documents with too many aliases or fields, before validation.
 */
export function assertDocumentShape(document: unknown): void {
  const parsed = document as Partial<DocumentNode> | null;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    parsed.kind !== Kind.DOCUMENT ||
    !(parsed.loc instanceof Location) ||
    !Array.isArray(parsed.definitions)
  ) {
    throw new HttpError(400, 'GRAPHQL_PARSE_FAILED', 'The query must be a GraphQL document.');
  }
  const counts: Counts = { aliases: 0, fields: 0, mostRepeated: 0 };
  for (const definition of parsed.definitions) {
    if ('selectionSet' in definition && definition.selectionSet) {
      countSelections(definition.selectionSet, counts);
    }
  }
  if (counts.aliases > DOCUMENT_LIMITS.aliases) throw tooLarge('aliases', DOCUMENT_LIMITS.aliases);
  if (counts.fields > DOCUMENT_LIMITS.fields) throw tooLarge('fields', DOCUMENT_LIMITS.fields);
  if (counts.mostRepeated > DOCUMENT_LIMITS.repeats) {
    throw new HttpError(
      400,
      'DOCUMENT_TOO_LARGE',
      `A field is selected more than ${DOCUMENT_LIMITS.repeats} times under one name; select it once.`,
    );
  }
}

/** Refuses string literals of the document that hold a NUL character, as variables are refused (input-text). */
export function assertNoNulCharacter(document: DocumentNode): void {
  let found = false;
  visit(document, {
    StringValue(node) {
      if (!node.value.includes('\u0000')) return undefined;
      found = true;
      return BREAK;
    },
  });
  if (found) throw badRequest(NUL_CHARACTER_MESSAGE, 'INVALID_CHARACTER');
}
