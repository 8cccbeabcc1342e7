import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/** A route of the table as the source declares it: its name, its page's module and its texts. */
export type DeclaredRoute = { name: string; page: string; namespaces: string[] };

/** The file the server reads beside index.html: for each route name, the files its first visit needs. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** The languages whose texts a first visit loads: the default interface language and the English fallback. */
const PRELOAD_LANGUAGES = ['it', 'en'];

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The module of `() => import('./x')`, resolved from `file`, or null for anything else. */
function lazyImportOf(node: ts.Node, file: string): string | null {
  if (!ts.isArrowFunction(node) || !ts.isCallExpression(node.body)) return null;
  const call = node.body;
  const [specifier] = call.arguments;
  if (call.expression.kind !== ts.SyntaxKind.ImportKeyword || !specifier || !ts.isStringLiteral(specifier))
    return null;
  return resolve(dirname(file), specifier.text);
}

/** The `export const xPages = { key: () => import(...) }` objects of a feature's index, by name then key. */
function pageObjects(file: string): Map<string, Map<string, string>> {
  const objects = new Map<string, Map<string, string>>();
  parse(file).forEachChild(function visit(node) {
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    ) {
      const pages = new Map<string, string>();
      for (const property of node.initializer.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) continue;
        const page = lazyImportOf(property.initializer, file);
        if (page) pages.set(property.name.text, page);
      }
      if (pages.size > 0) objects.set(node.name.text, pages);
    }
    node.forEachChild(visit);
  });
  return objects;
}

/**
 * Reads the route table (app/router.tsx) without running it: every `route(...)`/`staffRoute(...)` call, and the
 * 404 route, with the module its page imports and the namespaces it loads. Pages are `() => import(...)` or a
 * feature's `xPages.key`; namespaces are string lists, possibly spreading module-level constants.
 */
export function declaredRoutes(routerFile: string): DeclaredRoute[] {
  const source = parse(routerFile);
  const featureOf = new Map<string, string>();
  const constants = new Map<string, ts.Expression>();
  source.forEachChild((node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          featureOf.set(element.name.text, resolve(dirname(routerFile), node.moduleSpecifier.text));
    }
    if (ts.isVariableStatement(node))
      for (const declaration of node.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.initializer)
          constants.set(declaration.name.text, declaration.initializer);
  });

  const featurePages = new Map<string, Map<string, Map<string, string>>>();
  const pageOf = (expression: ts.Expression): string | null => {
    const direct = lazyImportOf(expression, routerFile);
    if (direct) return direct;
    if (ts.isIdentifier(expression) && constants.has(expression.text))
      return pageOf(constants.get(expression.text)!);
    if (!ts.isPropertyAccessExpression(expression) || !ts.isIdentifier(expression.expression)) return null;
    const objectName = expression.expression.text;
    const feature = featureOf.get(objectName);
    if (!feature) return null;
    if (!featurePages.has(feature)) featurePages.set(feature, pageObjects(`${feature}/index.ts`));
    return featurePages.get(feature)!.get(objectName)?.get(expression.name.text) ?? null;
  };
  const stringsOf = (expression: ts.Expression | undefined): string[] => {
    if (!expression) return [];
    if (ts.isIdentifier(expression)) return stringsOf(constants.get(expression.text));
    if (!ts.isArrayLiteralExpression(expression)) return [];
    return expression.elements.flatMap((element) => {
      if (ts.isStringLiteral(element)) return [element.text];
      if (ts.isSpreadElement(element)) return stringsOf(element.expression);
      return [];
    });
  };
  const property = (object: ts.ObjectLiteralExpression, name: string) =>
    object.properties.find(
      (entry): entry is ts.PropertyAssignment =>
        ts.isPropertyAssignment(entry) && ts.isIdentifier(entry.name) && entry.name.text === name,
    )?.initializer;

  const routes: DeclaredRoute[] = [];
  const add = (name: string, object: ts.ObjectLiteralExpression) => {
    const pageExpression = property(object, 'page');
    const page = pageExpression ? pageOf(pageExpression) : null;
    if (!page) throw new Error(`route ${name}: its page is not a lazy import the build can follow`);
    routes.push({ name, page, namespaces: stringsOf(property(object, 'namespaces')) });
  };
  source.forEachChild(function visit(node) {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ['route', 'staffRoute'].includes(node.expression.text)
    ) {
      const [name, options] = node.arguments;
      if (name && ts.isStringLiteral(name) && options && ts.isObjectLiteralExpression(options))
        add(name.text, options);
    }
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.name.text === 'NOT_FOUND_ROUTE' &&
      node.initializer &&
      ts.isObjectLiteralExpression(node.initializer)
    )
      add('Error404', node.initializer);
    node.forEachChild(visit);
  });
  return routes;
}

type BundleChunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  isEntry: boolean;
  viteMetadata?: { importedCss: Set<string> };
};
type Bundle = Record<string, BundleChunk | { type: 'asset' }>;

/**
 * The files of each route's first visit that index.html does not already name: the page's chunk, the chunks
 * it imports statically, their stylesheets, and the chunks of its texts (and the shell's) in both languages.
 */
export function routePreloads(
  routes: DeclaredRoute[],
  bundle: Bundle,
  textModule: (namespace: string, language: string) => string,
): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((output): output is BundleChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const byModule = new Map(
    chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId!, chunk]),
  );
  const closure = (chunk: BundleChunk, into: Set<string>) => {
    if (into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) closure(imported, into);
    }
    for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  };
  const initial = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closure(entry, initial);

  const withoutExtension = (path: string) => path.replace(/\.[cm]?[jt]sx?$/, '');
  const moduleChunk = (path: string) =>
    byModule.get(path) ??
    chunks.find((chunk) => chunk.facadeModuleId && withoutExtension(chunk.facadeModuleId) === path);

  const result: Record<string, string[]> = {};
  for (const route of routes) {
    const files = new Set<string>();
    const page = moduleChunk(route.page);
    if (page) closure(page, files);
    for (const namespace of ['shell', ...route.namespaces])
      for (const language of PRELOAD_LANGUAGES) {
        const texts = moduleChunk(textModule(namespace, language));
        if (texts) closure(texts, files);
      }
    result[route.name] = [...files].filter((file) => !initial.has(file)).sort();
  }
  return result;
}

/**
 * Writes route-preloads.json at build: for each route of the table, the scripts and stylesheets its first
 * visit loads after the entry. The server names them in the page it answers for that route, so the browser
 * fetches them together with the entry instead of one round trip after it has run (issue 16).
 */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  return {
    name: 'spina-route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const routes = declaredRoutes(resolve(root, 'src/app/router.tsx'));
      const textModule = (namespace: string, language: string) =>
        namespace === 'messages'
          ? resolve(root, `src/lib/i18n/messages.${language}`)
          : resolve(root, `src/features/${namespace}/i18n/${language}`);
      const preloads = routePreloads(routes, bundle as unknown as Bundle, textModule);
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: JSON.stringify(preloads, null, 1),
      });
    },
  };
}
