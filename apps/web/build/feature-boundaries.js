// ESLint rules for the web app's feature boundaries (DESIGN §3, README "How features import each other"):
// a feature is imported by others only through its index.ts, lib/ and components/ui/ import no feature,
// only main.tsx (and the test harness) import app/, and no two features import each other, even through
// a third. Relative imports only: the web app has no path aliases.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;
const IMPORT_SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*)['"]/g;

/**
 * The part of the app a path belongs to: { feature: name } inside src/features/<name>/, else 'app', 'test',
 * 'main' or 'shared' (lib, components/ui, gql); null outside src.
 */
export function areaOf(root, file) {
  const parts = relative(root, file).split(sep);
  if (parts[0] === '..' || parts[0] === '') return null;
  if (parts[0] === 'features' && parts.length > 1) return { feature: parts[1] };
  if (parts[0] === 'app' || parts[0] === 'test') return parts[0];
  if (parts.length === 1 && /^main\.tsx?$/.test(parts[0])) return 'main';
  return 'shared';
}

const isTestFile = (root, file) => TEST_FILE.test(file) || relative(root, file).split(sep).includes('test');

/** Whether a resolved import target is a feature's index (the folder itself or its index file). */
function isFeatureIndex(root, target) {
  const parts = relative(root, target).split(sep);
  return parts.length === 2 || (parts.length === 3 && /^index(\.tsx?)?$/.test(parts[2]));
}

function sourceFiles(folder) {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

// One scan per lint run: the graph of which feature imports which, from the shipped (non-test) files.
const graphs = new Map();

function featureGraph(root) {
  const cached = graphs.get(root);
  if (cached) return cached;
  const graph = new Map();
  for (const file of sourceFiles(join(root, 'features'))) {
    if (isTestFile(root, file)) continue;
    const from = areaOf(root, file).feature;
    const edges = graph.get(from) ?? new Map();
    graph.set(from, edges);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const to = areaOf(root, resolve(dirname(file), specifier));
      if (to?.feature && to.feature !== from && !edges.has(to.feature)) {
        edges.set(to.feature, relative(root, file));
      }
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** A path of features from `start` to `goal` in the graph, as [feature, file that imports the next], or null. */
function pathBetween(graph, start, goal) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === goal) {
      const steps = [];
      for (let at = goal; previous.get(at) !== null; at = previous.get(at)) steps.unshift(at);
      return [start, ...steps];
    }
    for (const next of graph.get(current)?.keys() ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Calls check(node, target) for every relative import, re-export and dynamic import of the file. */
function onRelativeImports(context, check) {
  const visit = (node) => {
    const specifier = node.source?.value;
    if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
    check(node, resolve(dirname(context.filename), specifier));
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Features import each other only through their index; lib and ui import no feature',
    },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deepImport:
        "Import the {{feature}} feature through its index ('features/{{feature}}'), not '{{path}}': a feature's files are its own.",
      sharedImportsFeature:
        '{{from}} serves every feature and may not import features/{{feature}}; move what both need into lib or components/ui.',
      reachesIntoApp:
        'Only main.tsx and the test harness import app/: app/ composes the features, not the reverse.',
    },
  },
  create(context) {
    const root = resolve(context.options[0]?.root ?? 'apps/web/src');
    const from = areaOf(root, context.filename);
    if (from === null) return {};
    return onRelativeImports(context, (node, target) => {
      const to = areaOf(root, target);
      if (to === 'app' && from !== 'app' && from !== 'main' && from !== 'test') {
        context.report({ node: node.source, messageId: 'reachesIntoApp' });
      } else if (to?.feature && from === 'shared') {
        const where = relative(root, context.filename).split(sep).slice(0, 2).join('/');
        context.report({
          node: node.source,
          messageId: 'sharedImportsFeature',
          data: { from: where, feature: to.feature },
        });
      } else if (to?.feature && to.feature !== from?.feature && !isFeatureIndex(root, target)) {
        const path = relative(root, target).split(sep).join('/');
        context.report({ node: node.source, messageId: 'deepImport', data: { feature: to.feature, path } });
      }
    });
  },
};

const noFeatureCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No two features depend on each other, directly or through others' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'features/{{from}} imports features/{{to}}, which already depends on features/{{from}} ({{path}}): move what both need into lib or components/ui, or pass it in from app/.',
    },
  },
  create(context) {
    const root = resolve(context.options[0]?.root ?? 'apps/web/src');
    const from = areaOf(root, context.filename);
    // Tests may render several features together; they are not part of the shipped graph.
    if (!from?.feature || isTestFile(root, context.filename)) return {};
    return onRelativeImports(context, (node, target) => {
      const to = areaOf(root, target);
      if (!to?.feature || to.feature === from.feature) return;
      const back = pathBetween(featureGraph(root), to.feature, from.feature);
      if (back) {
        context.report({
          node: node.source,
          messageId: 'cycle',
          data: { from: from.feature, to: to.feature, path: back.join(' → ') },
        });
      }
    });
  },
};

/** The plugin, registered as `features` in eslint.config.js. */
export default { rules: { boundaries, 'no-cycle': noFeatureCycle } };
