// Budget (platform issue, DESIGN §8): the first route's JavaScript is at most 180 KB gzip.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const description =
  "first route's JavaScript (entry, its static imports, home page and its texts), gzip";

export async function run({ repoRoot }) {
  const report = JSON.parse(
    execFileSync(process.execPath, [join(repoRoot, 'apps/web/scripts/bundle-size.mjs'), '--json'], {
      encoding: 'utf8',
    }),
  );
  const kib = (bytes) => Math.round(bytes / 102.4) / 10;
  return {
    files: report.files.length,
    minifiedKiB: kib(report.totalBytes),
    gzipBytes: report.totalGzip,
    gzipKiB: kib(report.totalGzip),
    // Held to the stricter reading of "180 KB": 180,000 bytes.
    budgetBytes: 180_000,
  };
}
