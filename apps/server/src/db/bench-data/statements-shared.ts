import type { FastifyInstance } from 'fastify';

/**
 * Signs a bench owner in on the app the script counts statements in, and answers the headers of their calls: the
 * sign-in goes through the app, as the benchmarked requests do, so its caches are the ones those calls warm.
 */
export async function benchSignIn(app: FastifyInstance, email: string): Promise<{ authorization: string }> {
  const signIn = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: {
      query:
        'mutation S($e: String!, $p: String!) { generateCustomerToken(email: $e, password: $p) { token } }',
      variables: { e: email, p: process.env.BENCH_PASSWORD ?? 'Spina-Demo-2026!' },
    },
  });
  return { authorization: `Bearer ${signIn.json().data.generateCustomerToken.token}` };
}

/** Runs a script's main; a failure ends the process, so the bench that spawned it reads its status and stderr. */
export function runScript(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
