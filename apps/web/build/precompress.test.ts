import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressFolder } from './precompress';

// Issue 8 finding 11: the framework script and the stylesheet were sent uncompressed.
describe('compressing the build once, at build time', () => {
  const dist = mkdtempSync(join(tmpdir(), 'spina-precompress-'));
  mkdirSync(join(dist, 'assets'));
  const script = `export const texts = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `riga ${i}`))};`;
  writeFileSync(join(dist, 'assets/framework-abc.js'), script);
  writeFileSync(join(dist, 'assets/index-abc.css'), `.card{color:red}\n`.repeat(200));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Spina</title>');
  writeFileSync(join(dist, 'assets/logo.png'), Buffer.alloc(4 * MIN_BYTES, 7));
  const written = precompressFolder(dist);

  it('writes brotli and gzip copies of scripts and stylesheets that decompress to the original', () => {
    for (const file of ['assets/framework-abc.js', 'assets/index-abc.css']) {
      const original = readFileSync(join(dist, file));
      const brotli = readFileSync(join(dist, `${file}.br`));
      const gzip = readFileSync(join(dist, `${file}.gz`));
      expect(brotliDecompressSync(brotli).equals(original)).toBe(true);
      expect(gunzipSync(gzip).equals(original)).toBe(true);
      expect(brotli.length).toBeLessThan(original.length / 3);
    }
  });

  it('leaves small files and pictures alone', () => {
    expect(existsSync(join(dist, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets/logo.png.br'))).toBe(false);
    expect(written).toHaveLength(4);
  });
});
