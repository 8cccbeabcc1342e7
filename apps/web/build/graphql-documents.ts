import { readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import type { Plugin } from 'vite';

// A document is a template literal without interpolation: '$' may start a variable ($sku), never '${'.
const GRAPHQL_CALL = /\bgraphql\(`((?:[^`$]|\$(?!\{))*)`\)/g;
const GQL_IMPORT =
  /import\s*\{\s*graphql\s*\}\s*from\s*['"](?:\.{1,2}\/)+(?:[\w-]+\/)*gql(?:\/index)?['"];?/g;
const GENERATED_DOCUMENT = /new TypedDocumentString\(`((?:[^`$]|\$(?!\{))*)`/g;
const DEFINITION_NAME = /^\s*(?:query|mutation|subscription|fragment)\s+(\w+)/;

/** The generated text of every document, by the name of its first definition: with the fragments it spreads. */
export function generatedDocuments(generatedSource: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [, text = ''] of generatedSource.matchAll(GENERATED_DOCUMENT)) {
    const name = DEFINITION_NAME.exec(text)?.[1];
    if (name) byName.set(name, text);
  }
  return byName;
}

/** The code with each `graphql(`...`)` call replaced by its generated text; null when nothing changed. */
export function inlineDocuments(code: string, documents: Map<string, string>): string | null {
  const inlined = code.replace(GRAPHQL_CALL, (_call, source: string) => {
    const name = DEFINITION_NAME.exec(source)?.[1];
    const text = name === undefined ? undefined : documents.get(name);
    if (text === undefined) {
      throw new Error(`GraphQL document ${name ?? '(unnamed)'} is not generated: run npm run codegen`);
    }
    return JSON.stringify(text);
  });
  if (inlined === code) return null;
  // A call left (a document with interpolation) still needs the generated lookup, so keeps the import.
  return /\bgraphql\(`/.test(inlined) ? inlined : inlined.replace(GQL_IMPORT, '');
}

/**
 * Replaces each `graphql(`...`)` call with its generated document text. The generated `graphql()` looks
 * documents up in one map of every operation of the app, which would put all of them in whichever chunk calls
 * it; with the text inlined each route chunk carries only its own operations. The generated text, not the
 * call's own, is inlined because it carries the fragments the operation spreads. Types still come from the
 * generated code.
 */
export function graphqlDocuments(): Plugin {
  let sourceDir = '';
  let generatedDir = '';
  let generatedFile = '';
  let documents: Map<string, string> | undefined;
  return {
    name: 'spina-graphql-documents',
    enforce: 'pre',
    configResolved(config) {
      sourceDir = join(config.root, 'src') + sep;
      generatedDir = join(sourceDir, 'gql') + sep;
      generatedFile = join(generatedDir, 'graphql.ts');
    },
    transform(code, id) {
      if (!id.startsWith(sourceDir) || id.startsWith(generatedDir) || !code.includes('graphql(`'))
        return null;
      documents ??= generatedDocuments(readFileSync(generatedFile, 'utf8'));
      const inlined = inlineDocuments(code, documents);
      return inlined === null ? null : { code: inlined, map: null };
    },
    watchChange(id) {
      if (id === generatedFile) documents = undefined;
    },
  };
}
