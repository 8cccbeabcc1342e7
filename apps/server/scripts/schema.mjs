// The GraphQL schema of the server is the concatenation of src/graphql/base.graphql and every module's
// .graphql file; codegen writes it into src/graphql/typeDefs.generated.ts.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const src = fileURLToPath(new URL('../src', import.meta.url));

function graphqlFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return graphqlFiles(path);
      return name.endsWith('.graphql') ? [path] : [];
    });
}

/** The merged SDL, in a stable order: base first, then modules by path. */
export function assembleSchema() {
  const files = [join(src, 'graphql/base.graphql'), ...graphqlFiles(join(src, 'modules'))];
  const parts = files.map((file) => `# ${relative(src, file)}\n${readFileSync(file, 'utf8').trim()}\n`);
  // The Mutation root exists only once an area extends it: GraphQL refuses a type without fields.
  if (parts.some((part) => part.includes('extend type Mutation'))) {
    parts.splice(
      1,
      0,
      '"The root of every write. Each area adds its fields with `extend type Mutation`."\ntype Mutation\n',
    );
  }
  return parts.join('\n');
}
