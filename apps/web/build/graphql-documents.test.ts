import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDocuments, inlineDocuments } from './graphql-documents.ts';

const generated = [
  'export const CardFieldsFragmentDoc = new TypedDocumentString(`',
  '    fragment CardFields on Product {\n  sku\n}\n    `, {"fragmentName":"CardFields"}) as unknown as X;',
  'export const ListDocument = new TypedDocumentString(`',
  '    query List($pageSize: Int!) {\n  products(pageSize: $pageSize) {\n    items {\n      ...CardFields\n    }\n  }\n}',
  '    fragment CardFields on Product {\n  sku\n}`) as unknown as Y;',
].join('\n');

const source = [
  "import { graphql } from '../../../gql';",
  'export const ListDocument = graphql(`',
  '  query List($pageSize: Int!) { products(pageSize: $pageSize) { items { ...CardFields } } }',
  '`);',
].join('\n');

describe('inlining GraphQL documents into route chunks', () => {
  const documents = generatedDocuments(generated);

  it('reads every generated document by the name of its first definition', () => {
    expect([...documents.keys()]).toEqual(['CardFields', 'List']);
  });

  it('inlines the generated text, fragments included, and drops the lookup import', () => {
    const inlined = inlineDocuments(source, documents) ?? '';
    expect(inlined).not.toContain("from '../../../gql'");
    const text = JSON.parse(/export const ListDocument = (".*");/.exec(inlined)?.[1] ?? '""') as string;
    expect(text).toContain('query List($pageSize: Int!)');
    expect(text).toContain('fragment CardFields on Product');
  });

  it('leaves code without documents alone', () => {
    expect(inlineDocuments('export const a = 1;', documents)).toBeNull();
  });

  it('stops the build when a document was not generated', () => {
    expect(() => inlineDocuments('graphql(`query Missing { a }`)', documents)).toThrow(/Missing.*codegen/);
  });

  it('finds every document of the app in the generated code', () => {
    const app = generatedDocuments(readFileSync(join(import.meta.dirname, '../src/gql/graphql.ts'), 'utf8'));
    expect(app.get('CatalogueProducts')).toContain('fragment ProductCardFields on Product');
  });
});
