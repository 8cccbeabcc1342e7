import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config/env';
import { createTestApp, type TestApp } from './test/harness';
import { openTestDatabase } from './test/template';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('HTTP foundation', () => {
  // Issue 8, finding 9: the probes tell anyone whether the server is up, never which database it runs on.
  it('answers liveness and readiness without naming the database engine', async () => {
    expect((await t.request({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.request({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('tags every response with a request id and keeps a safe incoming one', async () => {
    const fresh = await t.request({ url: '/healthz' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request({ url: '/healthz', headers: { 'x-request-id': 'trace-12345678' } });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await t.request({
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    });
    // A fresh id of its own: 'not containing "bad"' also failed now and then, as a hex id may spell it.
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(replaced.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
  });

  it('sends security headers with a content security policy', async () => {
    const response = await t.request({ url: '/healthz' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an unknown API path with a JSON 404 naming the request id', async () => {
    const response = await t.request({ url: '/api/general/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    const body = response.json();
    expect(body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    expect(body.requestId).toBe(response.headers['x-request-id']);
  });

  it('rejects bad REST input with 400 and the failing field', async () => {
    const response = await t.request({ url: '/api/content/v1/publicpagemenu?lang=klingon' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: '/lang' }] });
  });

  it('serves the OpenAPI description of the REST services at /api/docs', async () => {
    const response = await t.request({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toContain('/api/content/v1/publicpagemenu');
    expect(Object.keys(spec.paths)).not.toContain('/graphql');
  });
});

describe('GraphQL limits', () => {
  it('refuses an operation nested deeper than 10 levels', async () => {
    const deep = `{ ${'__schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }'} }`;
    const result = await t.graphql(deep);
    expect(result.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses an operation whose cost is above the limit', async () => {
    // 1 + 8 × (1 + 5 × (1 + 5 × (1 + 5 × (1 + 5)))) = 6,249: the tree's declared sizes multiply.
    const result = await t.graphql(
      '{ categoryList { children { children { children { children { name } } } } } }',
    );
    expect(result.errors?.[0]?.message).toMatch(/too expensive/);
    expect(result.data).toBeNull();
  });

  it('does not accept batched operations', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/graphql',
      payload: [
        { query: '{ getPortalConfig { maintenance } }' },
        { query: '{ getPortalConfig { maintenance } }' },
      ],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('graceful shutdown', () => {
  it('closes the database after every other close hook, so background work can finish its queries', async () => {
    const { database, drop } = await openTestDatabase(inject('testDatabase'));
    const order: string[] = [];
    const recorded = {
      ...database,
      close: async () => {
        order.push('database');
        await database.close();
      },
    };
    const config = loadConfig({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), SSO_SECRET: 'y'.repeat(32) });
    const app = await buildApp({
      config,
      database: recorded,
      logger: false,
      webDist: '/nonexistent',
      closeDatabase: true,
    });
    app.addHook('onClose', async () => {
      await database.ping();
      order.push('background work');
    });
    await app.ready();
    await app.close();
    await drop();
    expect(order).toEqual(['background work', 'database']);
  });
});
