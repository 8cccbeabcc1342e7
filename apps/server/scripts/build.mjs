// Bundles the server into dist/main.js. Workspace packages (@spina/*) are TypeScript sources and are bundled;
// every other dependency stays in node_modules.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const externalDependencies = {
  name: 'external-dependencies',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@spina/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = performance.now();
await build({
  absWorkingDir: root,
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [externalDependencies],
  logLevel: 'warning',
});
console.log(`server built in ${Math.round(performance.now() - started)} ms`);
