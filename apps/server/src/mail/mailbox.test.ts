import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/paths';
import { createTestApp, type TestApp } from '../test/harness';
import { createUser, privateDataDir } from '../test/identity-fixtures';
import { waitForMail } from '../test/mailbox';

/**
 * DESIGN §6: "Mail: without SMTP_URL mail is kept for a local demo, and no stranger can ever read it." The
 * mailbox holds reset and invitation links, so reading it from elsewhere would take over accounts (staff
 * included): it answers only a person on the machine running the server (decision 10).
 */
const DATA_DIR = privateDataDir('mailbox-access');
const EMAIL = 'mailbox.access@example.com';
let t: TestApp;
let mailId: string;
let link: string;

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR });
  await createUser(t.db, { email: EMAIL, isStaff: true });
  await t.request({ method: 'POST', url: '/auth/forgot-password', payload: { email: EMAIL } });
  const mail = await waitForMail(t, EMAIL);
  mailId = mail.id;
  link = mail.links[0]!;
});
afterAll(async () => {
  await t.close();
  rmSync(join(repoRoot, DATA_DIR), { recursive: true, force: true });
});

const pages = () => ['/dev/mailbox', '/dev/mailbox/messages', `/dev/mailbox/${mailId}`];
const readAll = (options: Partial<InjectOptions>) =>
  Promise.all(pages().map((url) => t.request({ ...options, url } as InjectOptions)));

describe('development mailbox: only the machine running the server reads it', () => {
  it.each([
    ['localhost', { host: 'localhost:3000' }],
    ['127.0.0.1', { host: '127.0.0.1:3000' }],
    ['[::1]', { host: '[::1]:3000' }],
  ])('answers a browser on this machine (%s)', async (_name, headers) => {
    for (const response of await readAll({ headers })) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    }
    const message = await t.request({ url: `/dev/mailbox/${mailId}`, headers });
    expect(message.body).toContain(link);
  });

  it('refuses another machine, even with the host name of this one', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const responses = await readAll({
        method,
        remoteAddress: '203.0.113.9',
        headers: { host: 'localhost' },
      });
      for (const response of responses) {
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain(EMAIL);
        expect(response.body).not.toContain(link);
      }
    }
  });

  it.each([
    ['x-forwarded-for', { 'x-forwarded-for': '203.0.113.9' }],
    ['x-forwarded-for naming this machine', { 'x-forwarded-for': '127.0.0.1' }],
    ['forwarded', { forwarded: 'for=203.0.113.9' }],
    ['x-real-ip', { 'x-real-ip': '203.0.113.9' }],
    ['x-forwarded-host', { 'x-forwarded-host': 'portal.example.com' }],
  ])('refuses a request a proxy on this machine passed on (%s)', async (_name, headers) => {
    for (const response of await readAll({ headers: { host: 'localhost', ...headers } })) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(link);
    }
  });

  it.each(['portal.example.com', 'attacker.example:3000', '10.0.0.5:3000'])(
    'refuses a request naming another host (%s), as a page using DNS rebinding would',
    async (host) => {
      for (const response of await readAll({ headers: { host } })) {
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain(link);
      }
    },
  );

  it('tells a refused reader where the mailbox can be read', async () => {
    const response = await t.request({ url: '/dev/mailbox', remoteAddress: '198.51.100.4' });
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('only on the machine running the server');
  });
});
