import type { Plugin } from 'vite';

// A document is a template literal without interpolation: '$' may start a variable ($sku), never '${'.
const GRAPHQL_CALL = /\bgraphql\((`(?:[^`$]|\$(?!\{))*`)\)/g;
const GQL_IMPORT =
  /import\s*\{\s*graphql\s*\}\s*from\s*['"](?:\.{1,2}\/)+(?:[\w-]+\/)*gql(?:\/index)?['"];?/g;

/**
 * Replaces each `graphql(`...`)` call with its document text. The generated `graphql()` looks documents up in
 * one map of every operation of the app, which would put all of them in whichever chunk calls it; with the
 * text inlined each route chunk carries only its own operations. Types still come from the generated code.
 */
export function graphqlDocuments(): Plugin {
  return {
    name: 'spina-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('/node_modules/') || id.includes('/src/gql/') || !code.includes('graphql(`'))
        return null;
      const inlined = code.replace(GRAPHQL_CALL, '$1');
      if (inlined === code) return null;
      // A call left (a document with interpolation) still needs the generated lookup, so keeps the import.
      const callsLeft = /\bgraphql\(`/.test(inlined);
      return { code: callsLeft ? inlined : inlined.replace(GQL_IMPORT, ''), map: null };
    },
  };
}
