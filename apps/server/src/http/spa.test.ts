import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { openTestDatabase } from '../test/template';

let app: FastifyInstance;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'spina-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Spina</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets/index-abc123.js'), 'console.log("spina")');
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
