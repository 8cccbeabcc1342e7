import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

const SIGN_IN =
  'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }';

/** What the app finds in the browser at its first load: the ship-to and the language (spec 2 §3 browser keys). */
export type QuickStart = { shipToId?: string; lang?: 'it' | 'en' };

/**
 * Signs `email` in through the sign-in call made on the page's own cookie jar, so the refresh cookie lands in
 * the browser and the journey's first page opens signed in: no login page to load and scan with axe, no home
 * page on the way. For journeys that are not about signing in (sign-in.spec.ts drives the form). A fresh
 * session per journey, not a shared storage state: refresh tokens rotate, and two journeys refreshing one
 * token would be a replay that revokes the session. `start` presets the browser keys once, before the first
 * page reads them. Answers the access token, for the journey's own API calls.
 */
export async function signInQuickly(page: Page, email: string, start: QuickStart = {}): Promise<string> {
  const response = await page.request.post('/graphql', {
    data: { query: SIGN_IN, variables: { email, password: DEMO_PASSWORD } },
  });
  const body = (await response.json()) as { data?: { generateCustomerToken?: { token: string } } };
  const token = body.data?.generateCustomerToken?.token;
  if (!token) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(body)}`);
  // The app renews a session from the refresh cookie at its first load when the browser says one is open.
  await presetBrowser(page, { ...start, signedIn: true });
  return token;
}

/**
 * Sets the browser keys of `start` before the app's first load in this tab (each call once: later loads keep
 * what the journey chose since).
 */
export async function presetBrowser(page: Page, start: QuickStart & { signedIn?: boolean }): Promise<void> {
  await page.addInitScript(
    ({ preset, once }) => {
      if (sessionStorage.getItem(once)) return;
      sessionStorage.setItem(once, '1');
      if (preset.signedIn) localStorage.setItem('signedIn', '1');
      if (preset.shipToId) localStorage.setItem('shipToId', preset.shipToId);
      if (preset.lang) localStorage.setItem('lang', preset.lang);
    },
    { preset: start, once: `e2e-preset-${Math.random()}` },
  );
}

type Grant = { shipToId: string; shipToStatus: string; rpDetails: Array<{ permission: string }> };

/**
 * The user's open ship-tos with the Catalogue permission, in the order of the permission schema (spec 1 §4.4
 * picks the first), each with whether it has Empties Management.
 */
export async function catalogueShipTos(
  page: Page,
  token: string,
): Promise<Array<{ id: string; emptiesManagement: boolean }>> {
  const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
  const userId = (JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as { sub: string }).sub;
  const response = await page.request.get(`/api/identity/v1/users/GetUserInfoById/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const info = (await response.json()) as { permissionSchema: Grant[] };
  return info.permissionSchema
    .filter(
      (grant) =>
        grant.shipToStatus !== 'SUSPENDED' &&
        grant.rpDetails.some((role) => role.permission.split(',').includes('Catalogue')),
    )
    .map((grant) => ({
      id: grant.shipToId,
      emptiesManagement: grant.rpDetails.some((role) =>
        role.permission.split(',').includes('Empties Management'),
      ),
    }));
}

/** A GraphQL call as the signed-in buyer on a ship-to (the `outletid` header), answering its data. */
export function callAs(page: Page, token: string, shipToId: string) {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const response = await page.request.post('/graphql', {
      headers: { authorization: `Bearer ${token}`, outletid: shipToId },
      data: { query, variables },
    });
    return ((await response.json()) as { data: T }).data;
  };
}

/** Empties the buyer's open cart on the ship-to, so a journey starts from a known cart whatever ran before. */
export async function resetCart(page: Page, token: string, shipToId: string): Promise<void> {
  const call = callAs(page, token, shipToId);
  const { customerCart } = await call<{ customerCart: { id: string } }>('{ customerCart { id } }');
  await call('mutation ($cartId: String!) { removeAllCartItems(cart_id: $cartId) { __typename } }', {
    cartId: customerCart.id,
  });
}
