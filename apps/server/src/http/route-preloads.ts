import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, STAFF_ROUTES } from '@spina/domain';

/** Written by the web build (apps/web/build/route-preloads.ts): route name → files of its first visit. */
const PRELOADS_FILE = 'route-preloads.json';

type Pattern = { name: string; expression: RegExp; rank: number };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A route path of the table (`/catalog/:id`, `/sustainability/:path?`) as a pattern, ranked as the router ranks it. */
function compile(name: string, path: string): Pattern {
  let rank = 0;
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(':')) {
        rank += 10;
        return `/${escape(segment)}`;
      }
      if (segment.endsWith('?')) return '(?:/[^/]+)?';
      rank += 3;
      return '/[^/]+';
    });
  return { name, expression: new RegExp(`^${segments.join('')}/?$`), rank };
}

const PATTERNS = Object.entries({ ...ROUTES, ...STAFF_ROUTES })
  .map(([name, rule]) => compile(name, rule.path))
  .sort((a, b) => b.rank - a.rank);

/** The name of the route the client router shows at `pathname` (the route table of spec 1 §2.2), else Error404. */
export function routeNameOf(pathname: string): string {
  return PATTERNS.find((pattern) => pattern.expression.test(pathname))?.name ?? 'Error404';
}

/** The hints naming a route's files: scripts to fetch and compile, stylesheets to fetch. */
function hints(files: readonly string[]): string {
  return files
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}

/**
 * The page answered for each address: index.html naming, in its head, the files of the route's first visit
 * beyond the entry (its page's code and stylesheets, its texts). Without them the browser learns of those
 * files only once the entry has been downloaded and run, a round trip later on a slow connection. Null when
 * the build has no preload list (an older build): index.html is then sent as it is.
 */
export function routePages(distDir: string): ((pathname: string) => string) | null {
  const listFile = join(distDir, PRELOADS_FILE);
  if (!existsSync(listFile)) return null;
  const preloads = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string[]>;
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  if (!index.includes('</head>')) return null;
  const pages = new Map(
    Object.entries(preloads).map(([name, files]) => [
      name,
      index.replace('</head>', () => `${hints(files)}</head>`),
    ]),
  );
  return (pathname) => pages.get(routeNameOf(pathname)) ?? index;
}
