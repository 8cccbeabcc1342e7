import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openTestDatabase } from '../test/template';

let app: FastifyInstance;
const FRAMEWORK = `export const words = ${JSON.stringify(Array.from({ length: 500 }, (_, i) => `parola ${i}`))};`;
let cleanup: () => Promise<void>;
const PRODUCTS_PAGE_SCRIPT = `assets/ProductsPage-${'a'.repeat(2000)}.js`;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'spina-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Spina</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ products: [PRODUCTS_PAGE_SCRIPT] }));
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log("spina")');
  writeFileSync(join(dist, 'assets/framework-abc123.js'), FRAMEWORK);
  writeFileSync(join(dist, 'assets/framework-abc123.js.br'), brotliCompressSync(FRAMEWORK));
  writeFileSync(join(dist, 'assets/framework-abc123.js.gz'), gzipSync(FRAMEWORK));
  const { database, drop } = await openTestDatabase(inject('testDatabase'));
  const config = loadConfig({
    NODE_ENV: 'production',
    JWT_SECRET: 'j'.repeat(32),
    SSO_SECRET: 's'.repeat(32),
    DATA_DIR: 'var/test/data',
  });
  app = await buildApp({ config, database, logger: false, webDist: dist });
  await app.ready();
  cleanup = async () => {
    await app.close();
    await database.close();
    await drop();
  };
});
afterAll(async () => cleanup());

describe('the built single-page app (platform issue: history fallback, long-cache hashed assets)', () => {
  it('answers page addresses with index.html, revalidated on every visit', async () => {
    for (const url of ['/', '/catalog/products?brand=x', '/orders/history']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and answers a missing one with 404', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/assets/index-missing.js' })).statusCode).toBe(404);
  });

  it('keeps API addresses out of the fallback', async () => {
    const response = await app.inject({ url: '/api/general/v1/unknown', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

// Issue 8 finding 11: the framework script and the stylesheet came without gzip or brotli even when asked.
describe('compressed answers', () => {
  it('sends the precompressed copy of an asset in the encoding the browser accepts', async () => {
    const brotli = await app.inject({
      url: '/assets/framework-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(FRAMEWORK);
    const gzip = await app.inject({
      url: '/assets/framework-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(FRAMEWORK);
    const plain = await app.inject({
      url: '/assets/framework-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(FRAMEWORK);
  });

  // Issue 16: Lighthouse found the page of a route (index.html naming the route's files) sent uncompressed.
  it("sends a route's page in the encoding the browser accepts, and plain to a caller that accepts none", async () => {
    const url = '/catalog/products';
    const plain = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`href="/${PRODUCTS_PAGE_SCRIPT}"`);
    const brotli = await app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/text\/html/);
    expect(brotli.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzip = await app.inject({
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("holds the portal's configuration as getPortalConfig answers it, for the first render (issue 16)", async () => {
    const page = await app.inject({ url: '/catalog/products', headers: { accept: 'text/html' } });
    const written = /<script id="portal-config" type="application\/json">(.*?)<\/script>/.exec(page.body);
    expect(written).not.toBeNull();
    const answer = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: {
        query: '{ getPortalConfig { maintenance banner_rotation holidays sections { label value } } }',
      },
    });
    expect(JSON.parse(written![1]!)).toEqual(answer.json().data.getPortalConfig);
  });

  it('compresses API answers for callers that accept it, and only for them', async () => {
    const url = '/api/docs/json';
    const plain = await app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const graphql = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'accept-encoding': 'gzip', 'content-type': 'application/json' },
      payload: { query: '{ __typename }' },
    });
    // Under the threshold: a few bytes are not worth compressing.
    expect(graphql.headers['content-encoding']).toBeUndefined();
  });
});

describe('production mode', () => {
  it('refuses GraphQL introspection', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ __schema { queryType { name } } }' },
    });
    expect(response.json().errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('does not serve GraphiQL', async () => {
    expect((await app.inject({ url: '/graphiql', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });
});
