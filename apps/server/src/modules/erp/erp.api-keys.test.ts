import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema';
import { INTEGRATION_KEY_MESSAGES } from '../../http/integration-key';
import { signIn } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { ApiKeyUsageError, runApiKeyCommand } from './erp.api-key-command';
import { createApiKey, hashApiKey, revokeApiKey } from './erp.api-keys';

/**
 * Issue 12 item 6: the integration API is "protected by API keys with scopes (not a user session; keys stored
 * hashed, created with an npm script)". Decision 0023: orders:read for the pull calls, orders:status for the
 * status push; INTEGRATION_API_KEY still holds every scope.
 */
const ENV_KEY = 'env-integration-key-env-integration-key-0123';
let time = new Date('2026-11-24T08:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ INTEGRATION_API_KEY: ENV_KEY }, { now: () => time });
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(apiKeys);
});

const readOrders = (headers: Record<string, string>) =>
  t.request({ method: 'GET', url: '/api/integration/v1/orders/undelivered', headers });
/** A status push that names no order: a key that may push reaches the row checks (422), others are refused. */
const pushStatuses = (headers: Record<string, string>) =>
  t.request({
    method: 'POST',
    url: '/api/integration/v1/orders/status-updates',
    headers: { ...headers, 'content-type': 'application/json' },
    payload: { batch_id: 'keys-check', updates: [{ order_number: 'NO-SUCH-ORDER', status: 'DELIVERED' }] },
  });

describe('keys with scopes (issue 12 item 6, decision 0023)', () => {
  it('lets a key through for the scopes it holds and refuses the others with 403 naming the scope', async () => {
    const reader = await createApiKey(t.db, { name: 'erp-reader', scopes: ['orders:read'] });
    const pusher = await createApiKey(t.db, { name: 'erp-pusher', scopes: ['orders:status'] });

    expect((await readOrders({ 'x-api-key': reader.key })).statusCode).toBe(200);
    const readerPushes = await pushStatuses({ 'x-api-key': reader.key });
    expect(readerPushes.statusCode).toBe(403);
    expect(readerPushes.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This integration API key does not have the scope orders:status',
    });

    expect((await pushStatuses({ 'x-api-key': pusher.key })).statusCode).toBe(422);
    const pusherReads = await readOrders({ 'x-api-key': pusher.key });
    expect(pusherReads.statusCode).toBe(403);
    expect(pusherReads.json().message).toBe(INTEGRATION_KEY_MESSAGES.scope('orders:read'));
  });

  it('refuses with 401 no key, a wrong key, a near miss, an empty key and a user session', async () => {
    const real = await createApiKey(t.db, { name: 'erp', scopes: ['orders:read', 'orders:status'] });
    const staff = await signIn(t, 'staff@example.com');
    const callers: Record<string, string>[] = [
      {},
      { 'x-api-key': 'spina_wrong' },
      { 'x-api-key': `${real.key}x` },
      { 'x-api-key': real.key.slice(0, -1) },
      { 'x-api-key': '' },
      staff,
    ];
    for (const headers of callers) {
      for (const call of [readOrders, pushStatuses]) {
        const answer = await call(headers);
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({
          code: 'UNAUTHENTICATED',
          message: 'A valid integration API key is required in X-Api-Key',
        });
      }
    }
  });

  it('refuses a revoked key with 401 saying so, while a new key of the same name works', async () => {
    const old = await createApiKey(t.db, { name: 'erp', scopes: ['orders:read'] });
    expect((await readOrders({ 'x-api-key': old.key })).statusCode).toBe(200);
    await revokeApiKey(t.db, 'erp', time);
    const refused = await readOrders({ 'x-api-key': old.key });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('This integration API key has been revoked');
    const renewed = await createApiKey(t.db, { name: 'erp', scopes: ['orders:read'] });
    expect((await readOrders({ 'x-api-key': renewed.key })).statusCode).toBe(200);
    expect((await readOrders({ 'x-api-key': old.key })).statusCode).toBe(401);
  });

  it('keeps INTEGRATION_API_KEY working with every scope, for deployments that set it', async () => {
    expect((await readOrders({ 'x-api-key': ENV_KEY })).statusCode).toBe(200);
    expect((await pushStatuses({ 'x-api-key': ENV_KEY })).statusCode).toBe(422);
  });

  it('notes when a key was last used, at most once a minute', async () => {
    const { key } = await createApiKey(t.db, { name: 'erp', scopes: ['orders:read'] });
    const lastUsed = async () => (await t.db.select().from(apiKeys))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await readOrders({ 'x-api-key': key });
    const first = time;
    expect(await lastUsed()).toEqual(first);
    time = new Date(time.getTime() + 30_000);
    await readOrders({ 'x-api-key': key });
    expect(await lastUsed()).toEqual(first);
    time = new Date(time.getTime() + 60_000);
    await readOrders({ 'x-api-key': key });
    expect(await lastUsed()).toEqual(time);
  });
});

describe('npm run api-key (issue 12 item 6: keys created with an npm script, stored hashed)', () => {
  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const key = await runApiKeyCommand(
      t.db,
      args,
      (line) => lines.push(line),
      () => time,
    );
    return { key, output: lines.join('\n') };
  };

  it('creates a key that works, prints it once, and stores only its SHA-256', async () => {
    const { key, output } = await run('create', '--name', 'erp', '--scopes', 'orders:read,orders:status');
    expect(key).toMatch(/^spina_[\w-]{43}$/);
    expect(output).toContain(key);
    expect((await pushStatuses({ 'x-api-key': key! })).statusCode).toBe(422);
    expect((await readOrders({ 'x-api-key': key! })).statusCode).toBe(200);

    const stored = await t.db.select().from(apiKeys);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: 'erp',
      keyHash: hashApiKey(key!),
      scopes: ['orders:read', 'orders:status'],
      revokedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(key!);
    expect(JSON.stringify(stored)).not.toContain(key!.slice(6, 30));

    const listed = await run('list');
    expect(listed.output).toMatch(/^erp {2}scopes orders:read,orders:status {2}created /);
    expect(listed.output).not.toContain(key!);
  });

  it('revokes a key by name, after which it is refused', async () => {
    const { key } = await run('create', '--name', 'erp', '--scopes', 'orders:read');
    expect((await run('revoke', '--name', 'erp')).output).toBe('Revoked the key erp.');
    expect((await readOrders({ 'x-api-key': key! })).statusCode).toBe(401);
    expect((await run('list')).output).toContain('REVOKED');
  });

  it('refuses unknown scopes, a name taken by a live key, a missing name and unknown commands', async () => {
    await run('create', '--name', 'erp', '--scopes', 'orders:read');
    const attempts: string[][] = [
      ['create', '--name', 'other', '--scopes', 'orders:write'],
      ['create', '--name', 'other', '--scopes', ''],
      ['create', '--name', 'erp', '--scopes', 'orders:status'],
      ['create', '--name', 'bad name!', '--scopes', 'orders:read'],
      ['create', '--scopes', 'orders:read'],
      ['revoke', '--name', 'nobody'],
      ['rotate'],
      ['create', '--name', 'x', '--scopes', 'orders:read', '--admin'],
    ];
    for (const args of attempts) {
      await expect(run(...args), args.join(' ')).rejects.toThrow(ApiKeyUsageError);
    }
    expect(await t.db.select().from(apiKeys)).toHaveLength(1);
  });
});
