import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../../db/schema';
import { signIn } from '../../../test/auth';
import { createTestApp, type TestApp } from '../../../test/harness';
import { createCompany, createShipTo, createUser, OWNER_PERMISSIONS } from '../../../test/identity-fixtures';

const SSO_SECRET = 'sso-test-secret-sso-test-secret-000001';
let t: TestApp;
let learnerId: string;
const LEARNER = 'sso.learner@example.com';
const NO_ACADEMY = 'sso.no-academy@example.com';
const SLOVAK = 'sso.slovak@example.com';

beforeAll(async () => {
  t = await createTestApp({
    PUBLIC_URL: 'https://portal.example.com',
    SSO_SECRET,
    SSO_ELEARNING_URL: 'https://learn.example.com/sso?site=it',
    SSO_ELEARNING_SK_URL: 'https://learn.example.sk/sso',
    SSO_PUBMENU_URL: 'https://pubmenu.example.com/login',
  });
  const companyId = await createCompany(t.db);
  const shipToId = await createShipTo(t.db, companyId);
  const owner = { shipToId, roleName: 'On Premise Owner', permissions: [...OWNER_PERMISSIONS, 'Academy'] };
  learnerId = await createUser(t.db, { email: LEARNER, companyId, grants: [owner] });
  await createUser(t.db, { email: SLOVAK, companyId, country: 'SVK', grants: [owner] });
  await createUser(t.db, {
    email: NO_ACADEMY,
    companyId,
    grants: [{ shipToId, roleName: 'On Premise Basic', permissions: ['Catalogue'] }],
  });
});
afterAll(async () => t.close());

const handoff = async (provider: string, headers: Record<string, string>) =>
  t.request({ method: 'POST', url: `/auth/sso/${provider}`, headers });
const navigate = (url: string, headers: Record<string, string> = {}) => t.request({ url, headers });

async function tokenAt(location: string, audience: string) {
  const token = new URL(location).searchParams.get('token')!;
  const { payload } = await jwtVerify(token, new TextEncoder().encode(SSO_SECRET), {
    audience,
    issuer: 'https://portal.example.com',
  });
  return payload;
}

describe('single sign-on hand-offs (spec 1 §6, spec 3 §6)', () => {
  it('hands an Academy user to e-learning with a signed 60-second token for that audience', async () => {
    const headers = await signIn(t, LEARNER);
    const step1 = await handoff('eLearning', headers);
    expect(step1.statusCode).toBe(200);
    const { url } = step1.json();
    expect(url).toMatch(/^\/auth\/sso\/elearning\?ticket=[\w-]+$/);

    const step2 = await navigate(url);
    expect(step2.statusCode).toBe(302);
    const location = step2.headers.location as string;
    expect(location).toMatch(/^https:\/\/learn\.example\.com\/sso\?site=it&token=/);
    const claims = await tokenAt(location, 'elearning');
    expect(claims).toMatchObject({ sub: learnerId, email: LEARNER, country: 'ITA', locale: 'it' });
    expect(claims.exp! - claims.iat!).toBe(60);
  });

  it('uses a ticket once: a second navigation ends on /saml-error', async () => {
    const { url } = (await handoff('pubMenu', await signIn(t, LEARNER))).json();
    expect((await navigate(url)).headers.location).toMatch(/^https:\/\/pubmenu\.example\.com\/login\?token=/);
    expect((await navigate(url)).headers.location).toBe('/saml-error?provider=pubmenu&reason=expired');
  });

  it('refuses a stale ticket and a navigation without ticket or session', async () => {
    const { url } = (await handoff('elearning', await signIn(t, LEARNER))).json();
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1) });
    expect((await navigate(url)).headers.location).toBe('/saml-error?provider=elearning&reason=expired');
    expect((await navigate('/auth/sso/elearning')).headers.location).toBe(
      '/saml-error?provider=elearning&reason=expired',
    );
  });

  it('accepts the Bearer header on the navigation itself (API clients)', async () => {
    const response = await navigate('/auth/sso/elearning', await signIn(t, LEARNER));
    expect(response.headers.location).toMatch(/^https:\/\/learn\.example\.com\//);
  });

  it('sends a Slovak user to the Slovak e-learning site', async () => {
    const { url } = (await handoff('elearning', await signIn(t, SLOVAK))).json();
    expect((await navigate(url)).headers.location).toMatch(/^https:\/\/learn\.example\.sk\/sso\?token=/);
  });

  it('redirects an unconfigured provider to /saml-error?provider=<p>&reason=unconfigured', async () => {
    for (const provider of ['academy', 'formazione']) {
      const { url } = (await handoff(provider, await signIn(t, LEARNER))).json();
      const response = await navigate(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/saml-error?provider=${provider}&reason=unconfigured`);
    }
  });

  it('requires the Academy permission for e-learning (403, or reason=forbidden on navigation)', async () => {
    const headers = await signIn(t, NO_ACADEMY);
    expect((await handoff('elearning', headers)).statusCode).toBe(403);
    expect((await navigate('/auth/sso/elearning', headers)).headers.location).toBe(
      '/saml-error?provider=elearning&reason=forbidden',
    );
    expect((await handoff('pubmenu', headers)).statusCode).toBe(200);
  });

  it('needs a session to start, and names an unknown provider', async () => {
    expect((await handoff('elearning', {})).statusCode).toBe(401);
    const unknown = await handoff('facebook', await signIn(t, LEARNER));
    expect(unknown.json()).toEqual({ url: '/saml-error?provider=facebook&reason=unknown' });
    expect((await navigate('/auth/sso/facebook')).headers.location).toBe(
      '/saml-error?provider=facebook&reason=unknown',
    );
  });
});
