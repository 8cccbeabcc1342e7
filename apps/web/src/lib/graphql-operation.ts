// An operation definition starts the document or follows the closing brace of the definition before it.
const WRITE_DEFINITION = /(?:^|\})\s*(?:mutation|subscription)\b/;

/**
 * Whether a GraphQL document defines a mutation (or a subscription): anything but a plain read. The app's
 * documents are generated text (src/gql) without comments, so the first word of each definition tells.
 */
export function isGraphqlWrite(document: string): boolean {
  return WRITE_DEFINITION.test(document);
}
