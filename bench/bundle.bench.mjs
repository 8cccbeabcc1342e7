// Budgets (platform issue, DESIGN §8): the first route's JavaScript is at most 180 KB gzip, and the home page
// at most 250 KB transferred. The transfer is measured through the built server, as a browser asking for
// brotli or gzip receives it: the page and every script and stylesheet of the first route.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';

export const description =
  "first route's JavaScript (entry, its static imports, home page and its texts), gzip; the first route's " +
  'page, scripts and stylesheets as the server sends them to a browser accepting br and gzip';

/** The bytes of one answer as they travel (still compressed), with its encoding. */
function fetchRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    const call = request(
      url,
      { headers: { 'accept-encoding': acceptEncoding, accept: '*/*' } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
          else
            resolve({
              bytes: Buffer.concat(chunks).length,
              encoding: response.headers['content-encoding'] ?? null,
            });
        });
      },
    );
    call.on('error', reject);
    call.end();
  });
}

async function transfer(baseUrl, paths, acceptEncoding) {
  const answers = await Promise.all(paths.map((path) => fetchRaw(`${baseUrl}${path}`, acceptEncoding)));
  return {
    bytes: answers.reduce((sum, answer) => sum + answer.bytes, 0),
    uncompressed: answers.filter((answer) => answer.encoding === null).length,
  };
}

export async function run({ repoRoot, startServer }) {
  const report = JSON.parse(
    execFileSync(process.execPath, [join(repoRoot, 'apps/web/scripts/bundle-size.mjs'), '--json'], {
      encoding: 'utf8',
    }),
  );
  const kib = (bytes) => Math.round(bytes / 102.4) / 10;
  const port = Number(process.env.BENCH_BUNDLE_PORT ?? 3211);
  // The database is created and seeded on the first run and reused afterwards.
  const server = await startServer({ port, env: { DATA_DIR: join(repoRoot, 'var/bench-bundle') } });
  try {
    const paths = ['/', ...report.assets.map((file) => `/${file}`)];
    const compressed = await transfer(server.url, paths, 'br, gzip');
    const plain = await transfer(server.url, paths, 'identity');
    return {
      files: report.files.length,
      minifiedKiB: kib(report.totalBytes),
      gzipBytes: report.totalGzip,
      gzipKiB: kib(report.totalGzip),
      // Held to the stricter reading of "180 KB": 180,000 bytes.
      budgetBytes: 180_000,
      firstRouteRequests: paths.length,
      firstRouteTransferBytes: compressed.bytes,
      firstRouteTransferKiB: kib(compressed.bytes),
      firstRouteUncompressedKiB: kib(plain.bytes),
      // Files sent without compression to a browser that accepts it (small ones are not worth it).
      firstRouteUncompressedFiles: compressed.uncompressed,
      transferBudgetBytes: 250_000,
    };
  } finally {
    await server.stop();
  }
}
