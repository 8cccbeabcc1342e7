// GraphQL calls shared by the benchmarks that sign in a bench buyer.

const DEMO_PASSWORD = 'Spina-Demo-2026!';

/** A GraphQL request body. */
export const body = (query, variables) => JSON.stringify({ query, variables });

/** Posts a GraphQL body and returns its data; throws unless the answer is 200 without errors. */
export async function graphql(url, headers, payload) {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers, body: payload });
  const json = await response.json();
  if (response.status !== 200 || json.errors) {
    throw new Error(
      `request failed (${response.status}): ${JSON.stringify(json.errors ?? json).slice(0, 400)}`,
    );
  }
  return json.data;
}

/** Signs in with the demo password (BENCH_PASSWORD to change it) and returns the headers of calls on a ship-to. */
export async function buyerHeaders(url, email, shipToId) {
  const signIn = await graphql(
    url,
    { 'content-type': 'application/json' },
    body(
      'mutation SignIn($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
      { email, password: process.env.BENCH_PASSWORD ?? DEMO_PASSWORD },
    ),
  );
  return {
    'content-type': 'application/json',
    authorization: `Bearer ${signIn.generateCustomerToken.token}`,
    outletid: shipToId,
    lang: 'it',
  };
}
