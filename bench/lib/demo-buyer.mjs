// The demo buyer the browser benches sign in as, with a cart of a few lines, the same on every run.
import { body, buyerHeaders, graphql } from './graphql.mjs';

export const BUYER = 'onpremise@example.com';
export const DEMO_PASSWORD = 'Spina-Demo-2026!';
const CART_LINES = 3;

/** The ship-tos of the buyer that may order (Catalogue, not suspended), first the one the portal picks. */
async function catalogueShipTo(url, token) {
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub;
  const response = await fetch(`${url}/api/identity/v1/users/GetUserInfoById/${userId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`user info: HTTP ${response.status}`);
  const info = await response.json();
  const grant = info.permissionSchema.find(
    (entry) =>
      entry.shipToStatus !== 'SUSPENDED' &&
      entry.rpDetails.some((role) => role.permission.split(',').includes('Catalogue')),
  );
  if (!grant) throw new Error(`${BUYER} has no ship-to with the catalogue`);
  return grant.shipToId;
}

/**
 * A product to open, and the buyer's cart holding a few lines, so the cart page is measured with content, the
 * same on every run.
 */
export async function prepareBuyer(url) {
  const probe = await buyerHeaders(url, BUYER, '');
  const shipToId = await catalogueShipTo(url, probe.authorization.replace('Bearer ', ''));
  const headers = { ...probe, outletid: shipToId };
  const { products } = await graphql(
    url,
    headers,
    body('{ products(currentPage: 1, pageSize: 12) { items { sku number_of_products_on_layer } } }'),
  );
  const orderable = products.items.filter((item) => item.number_of_products_on_layer > 0);
  if (orderable.length < CART_LINES) throw new Error('too few orderable products in the demo catalogue');
  const { customerCart } = await graphql(url, headers, body('{ customerCart { id } }'));
  await graphql(
    url,
    headers,
    body('mutation ($id: String!) { removeAllCartItems(cart_id: $id) { user_errors { code } } }', {
      id: customerCart.id,
    }),
  );
  const added = await graphql(
    url,
    headers,
    body(
      'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } } }',
      {
        id: customerCart.id,
        items: orderable.slice(0, CART_LINES).map((item) => ({ sku: item.sku, number_of_layer: 1 })),
      },
    ),
  );
  if (added.addProductsToCart.user_errors.length > 0)
    throw new Error(`cart refused: ${JSON.stringify(added.addProductsToCart.user_errors)}`);
  return { shipToId, sku: orderable[0].sku };
}

/**
 * Signs the buyer in inside `page`, as the sign-in form would: the refresh cookie lands in the browser profile, and
 * the portal's browser keys say a session is open on the ship-to. Whatever else the page's origin kept is forgotten
 * first (a previous run's content caches would make the next visit a returning one).
 */
export async function signInInPage(page, url, shipToId) {
  await page.goto(`${url}/healthz`);
  const signedIn = await page.evaluate(
    async ({ email, password, shipTo }) => {
      localStorage.clear();
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
          variables: { email, password },
        }),
      });
      const answer = await response.json();
      localStorage.setItem('signedIn', '1');
      localStorage.setItem('shipToId', shipTo);
      return Boolean(answer.data?.generateCustomerToken?.token);
    },
    { email: BUYER, password: process.env.BENCH_PASSWORD ?? DEMO_PASSWORD, shipTo: shipToId },
  );
  if (!signedIn) throw new Error(`sign-in of ${BUYER} failed in the browser`);
}
