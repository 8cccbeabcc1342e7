import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files worth compressing: text the browser downloads (images other than SVG are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/** Below this size the compression headers and work cost more than they save. */
export const MIN_BYTES = 1024;

/** The encodings written beside each file, by the extension the static server looks for. */
export const ENCODINGS = {
  br: (content: Buffer) =>
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  gz: (content: Buffer) => gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
} as const;

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `folder` that compression makes smaller,
 * so that the server sends them as they are instead of compressing on each request. Returns the files written.
 */
export function precompressFolder(folder: string): string[] {
  const written: string[] = [];
  for (const file of filesUnder(folder)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    for (const [extension, compress] of Object.entries(ENCODINGS)) {
      const compressed = compress(content);
      if (compressed.length >= content.length) continue;
      writeFileSync(`${file}.${extension}`, compressed);
      written.push(`${file}.${extension}`);
    }
  }
  return written;
}

/** Compresses the build output once, at `vite build`, at the highest levels (too slow to do per request). */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'spina-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFolder(outDir);
    },
  };
}
