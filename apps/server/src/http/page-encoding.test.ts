import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pageCompressor, pageEncodingFor } from './page-encoding';

describe('the encoding of a page', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['identity', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('for Accept-Encoding %j is %s', (header, encoding) => {
    expect(pageEncodingFor(header)).toBe(encoding);
  });
});

describe('the compressed pages', () => {
  const page = `<html><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head></html>`;

  it('hold the page in each encoding, made once', () => {
    const compress = pageCompressor();
    const brotli = compress(page, 'br');
    expect(brotliDecompressSync(brotli).toString()).toBe(page);
    expect(gunzipSync(compress(page, 'gzip')).toString()).toBe(page);
    expect(compress(page, 'br')).toBe(brotli);
    expect(brotli.length).toBeLessThan(page.length / 10);
  });
});
