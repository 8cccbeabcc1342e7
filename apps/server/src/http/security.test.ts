import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerSecurityHeaders } from './security';

async function serverBehindProxy(production: boolean) {
  const app = Fastify({ trustProxy: true });
  await registerSecurityHeaders(app, { production });
  app.get('/', async () => 'ok');
  await app.ready();
  return app;
}

const policyOf = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

// Issue 8 finding 10: a page opened at http://<machine address>:3000 stayed white because the policy told the
// browser to fetch its scripts and stylesheets over https.
describe('content security policy over http and https', () => {
  it('does not upgrade requests of a page served over plain http, in production too', async () => {
    const app = await serverBehindProxy(true);
    const response = await app.inject({ url: '/', headers: { host: '192.168.1.20:3000' } });
    expect(policyOf(response.headers)).toContain("script-src 'self'");
    expect(policyOf(response.headers)).not.toContain('upgrade-insecure-requests');
    await app.close();
  });

  it('upgrades requests of a page served over https (here through a trusted proxy)', async () => {
    const app = await serverBehindProxy(true);
    const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(policyOf(response.headers)).toContain('upgrade-insecure-requests');
    expect(policyOf(response.headers)).toContain("frame-ancestors 'none'");
    await app.close();
  });

  it('ignores a forwarded protocol from a client that is not a trusted proxy', async () => {
    const app = Fastify({ trustProxy: false });
    await registerSecurityHeaders(app, { production: true });
    app.get('/', async () => 'ok');
    const response = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(policyOf(response.headers)).not.toContain('upgrade-insecure-requests');
    await app.close();
  });

  it('keeps the other security headers', async () => {
    const app = await serverBehindProxy(false);
    const response = await app.inject({ url: '/' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(policyOf(response.headers)).not.toContain('upgrade-insecure-requests');
    await app.close();
  });
});
