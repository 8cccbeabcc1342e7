import type { TestApp } from './harness';
import { createShipTo, createUser, DEMO_PASSWORD, OWNER_PERMISSIONS } from './identity-fixtures';

const SIGN_IN = `mutation SignIn($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token }
}`;

/** The raw answer of a sign-in through GraphQL, with its cookies and headers. */
export async function signInRequest(
  t: TestApp,
  email: string,
  password = DEMO_PASSWORD,
  headers: Record<string, string> = {},
) {
  return t.request({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...headers },
    payload: { query: SIGN_IN, variables: { email, password } },
  });
}

/** Signs in (demo password by default) and returns the access token; throws when sign-in fails. */
export async function accessToken(t: TestApp, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await signInRequest(t, email, password);
  const token = response.json()?.data?.generateCustomerToken?.token;
  if (typeof token !== 'string') throw new Error(`sign-in of ${email} failed: ${response.body}`);
  return token;
}

/** Signs in and returns the headers of an authenticated call (`authorization: Bearer ...`). */
export async function signIn(
  t: TestApp,
  email: string,
  password = DEMO_PASSWORD,
): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await accessToken(t, email, password)}` };
}

/** Signs in and returns the headers of a call scoped to one ship-to (the `outletid` header, spec 1 §7). */
export async function headersFor(
  t: TestApp,
  email: string,
  shipToId: string,
  password = DEMO_PASSWORD,
): Promise<{ authorization: string; outletid: string }> {
  return { ...(await signIn(t, email, password)), outletid: shipToId };
}

/** Signs in the catalogue fixture's three callers: the buyer on ship-tos A and A2, the stranger on B. */
export async function fixtureCallers(
  t: TestApp,
  fixture: { buyerEmail: string; strangerEmail: string; shipToA: string; shipToA2: string; shipToB: string },
) {
  const onA = await headersFor(t, fixture.buyerEmail, fixture.shipToA);
  const onA2 = await headersFor(t, fixture.buyerEmail, fixture.shipToA2);
  const stranger = await headersFor(t, fixture.strangerEmail, fixture.shipToB);
  return { onA, onA2, stranger };
}

/** The refresh cookie set by a response, as `name=value` for a Cookie header, or null. */
export function refreshCookieOf(response: {
  cookies: Array<{ name: string; value: string }>;
}): string | null {
  const cookie = response.cookies.find((candidate) => candidate.name === 'spina_refresh');
  return cookie && cookie.value !== '' ? `spina_refresh=${cookie.value}` : null;
}

/**
 * An Owner and a Catalogue-only user of one ship-to of `companyId`, signed in: the content reads' pair of a reader
 * holding every section and one holding none of the content sections.
 */
export async function ownerAndCatalogueOnly(t: TestApp, companyId: string, prefix: string) {
  const shipToId = await createShipTo(t.db, companyId);
  await createUser(t.db, {
    email: `${prefix}.owner@example.com`,
    companyId,
    grants: [{ shipToId, roleName: 'On Premise Owner', permissions: OWNER_PERMISSIONS }],
  });
  await createUser(t.db, {
    email: `${prefix}.catalogue@example.com`,
    companyId,
    grants: [{ shipToId, roleName: 'On Premise Catalogue', permissions: ['Home Page', 'Catalogue'] }],
  });
  return {
    owner: await signIn(t, `${prefix}.owner@example.com`),
    catalogueOnly: await signIn(t, `${prefix}.catalogue@example.com`),
  };
}
