import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseFingerprint } from './test/db-fingerprint';
import { demoBuyerHeaders } from './test/demo-scope';
import {
  deepSelection,
  graphqlValue,
  hostileScopeHeaders,
  hostileText,
  jsonSchemaOf,
  jsonValue,
  wrongType,
} from './test/fuzz-inputs';
import { createTestApp, type TestApp } from './test/harness';
import {
  graphqlOperations,
  restOperations,
  type GraphQLOperation,
  type RestOperation,
} from './test/operations';

/**
 * Issue 8, "Done when": a generated fuzz suite over every GraphQL operation and REST route, read from the live
 * schema and route table so that operations added later are covered. Each input is sent as a signed-in buyer on a
 * valid ship-to (so that it reaches the resolvers, with hostile scope headers now and then) and anonymously. No
 * answer may be a 5xx or carry the INTERNAL code, and a write must change nothing. The generated values are
 * hostile: NUL characters, huge, unicode and control text, negative, huge and fractional numbers, NaN spelt out,
 * wrong types, unknown enum values and malformed bodies. None is a real sku, id, token or e-mail of the demo data,
 * so no write can legitimately succeed (see LEGITIMATE_CHANGES for what bad input may still touch).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_801);
// Fuzz calls come from an address of their own, so that the sign-in throttle they trip never blocks the buyer's.
const FUZZ_ADDRESS = { 'x-forwarded-for': '203.0.113.7' };

/**
 * Tables an operation may change whatever its input, by design. A refused sign-in is counted by the throttle
 * (login_failures), which is the throttle's purpose, and so is a reset request. Sign-out ignores its body: the buyer's call really signs the
 * buyer out (its refresh tokens are revoked and the sign-out audited), a legitimate success.
 */
const LEGITIMATE_CHANGES: Record<string, string[]> = {
  'Mutation.generateCustomerToken': ['login_failures'],
  // Reset requests are counted per address whatever the e-mail (decision 11), so that one address cannot flood.
  'POST /auth/forgot-password': ['login_failures'],
  'POST /auth/logout': ['refresh_tokens', 'audit_log'],
  // A configuration is four answers from fixed lists, which the generator can pick right: storing it is the
  // configurator's purpose. The same holds, less likely, for a set of survey answers.
  'POST /api/content/v1/foodpairing/configurator': ['food_pairings'],
  'PUT /api/content/v1/sustainabilitysurvey': ['sustainability_survey_responses'],
};

/**
 * Findings the suite makes inside modules owned elsewhere, to be fixed there; each is excused only where it
 * occurs, so the suite stays green and a new failure anywhere else still fails it.
 */
const KNOWN_FINDINGS: Record<string, string> = {};

// The ERP's key (decision 0017): the buyer's REST calls carry it, so that the integration routes' handlers are
// fuzzed too, not only their key check.
const INTEGRATION_KEY = 'fuzz-integration-key-fuzz-integration-key';

// Created while the file is collected, so that one test per live operation can be declared.
const t: TestApp = await createTestApp({ INTEGRATION_API_KEY: INTEGRATION_KEY });
afterAll(async () => t.close());

type Answer = { status: number; codes: unknown[]; body: string };

function answerOf(response: LightMyRequestResponse): Answer {
  let parsed: { code?: unknown; errors?: Array<{ extensions?: { code?: unknown } }> } = {};
  try {
    parsed = response.json();
  } catch {
    // not JSON (a redirect, an empty answer)
  }
  const codes = [
    parsed?.code,
    ...(Array.isArray(parsed?.errors) ? parsed.errors : []).map((e) => e?.extensions?.code),
  ];
  return { status: response.statusCode, codes, body: response.body.slice(0, 300) };
}

function assertSound(name: string, caller: string, answer: Answer): void {
  if (answer.status < 500 && !answer.codes.includes('INTERNAL')) return;
  if (KNOWN_FINDINGS[name]) return;
  throw new Error(`${name} as ${caller}: ${answer.status} ${answer.body}`);
}

async function assertUnchanged(name: string, run: () => Promise<void>, isWrite: boolean): Promise<void> {
  const skip = LEGITIMATE_CHANGES[name] ?? [];
  const before = isWrite ? await databaseFingerprint(t.db, skip) : null;
  await run();
  if (before) expect(await databaseFingerprint(t.db, skip), `${name} changed the database`).toEqual(before);
}

function fuzzDocument(operation: GraphQLOperation): string {
  const { field, kind } = operation;
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  return `${kind} Fuzz${variables ? `(${variables})` : ''} { ${field.name}${args ? `(${args})` : ''}${deepSelection(field.type)} }`;
}

function graphqlInput(operation: GraphQLOperation) {
  const args = operation.field.args;
  const required = args.filter((arg) => String(arg.type).endsWith('!')).map((arg) => arg.name);
  const variables = fc.record(Object.fromEntries(args.map((arg) => [arg.name, graphqlValue(arg.type)])), {
    requiredKeys: required,
  });
  return fc.record({ variables, headers: fc.option(hostileScopeHeaders, { nil: undefined }) });
}

describe('fuzz: every GraphQL operation', () => {
  for (const operation of graphqlOperations(t.app.graphql.schema)) {
    it(operation.name, async () => {
      const buyer = await demoBuyerHeaders(t);
      const query = fuzzDocument(operation);
      const call = async (variables: unknown, headers: Record<string, string>) =>
        answerOf(
          await t.request({
            method: 'POST',
            url: '/graphql',
            headers: { 'content-type': 'application/json', ...FUZZ_ADDRESS, ...headers },
            payload: JSON.stringify({ query, variables }),
          }),
        );
      await assertUnchanged(
        operation.name,
        () =>
          fc.assert(
            fc.asyncProperty(graphqlInput(operation), async ({ variables, headers }) => {
              assertSound(operation.name, 'buyer', await call(variables, { ...headers, ...buyer }));
              assertSound(operation.name, 'visitor', await call(variables, headers ?? {}));
            }),
            { numRuns: RUNS, seed: SEED },
          ),
        operation.kind === 'mutation',
      );
    });
  }
});

describe('fuzz: the /graphql request itself', () => {
  // {"query":123} came back as 200 INTERNAL (issue 8, finding 5).
  it('POST /graphql with a hostile query, variables and operation name', async () => {
    const envelope = fc.record(
      {
        query: fc.oneof(hostileText, wrongType, fc.constantFrom('{ __typename }', 'query Q { __typename }')),
        variables: wrongType,
        operationName: fc.oneof(hostileText, wrongType),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(envelope, async (body) => {
        const response = await t.request({
          method: 'POST',
          url: '/graphql',
          headers: { 'content-type': 'application/json', ...FUZZ_ADDRESS },
          payload: JSON.stringify(body),
        });
        assertSound('POST /graphql', 'visitor', answerOf(response));
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });
});

const RAW_BODIES = ['{', 'null', '[]', '"text"', '1', `{"a":"${'x'.repeat(10_000)}`];

const asQueryValue = (value: unknown): string | string[] =>
  Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')))
    : typeof value === 'string'
      ? value
      : (JSON.stringify(value) ?? '');

/** A path segment; a lone surrogate cannot be percent-encoded, so it goes as the invalid UTF-8 bytes it would be. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

function restInput(operation: RestOperation) {
  const schema = operation.schema as { body?: unknown; querystring?: unknown; params?: unknown };
  const record = (input: unknown) =>
    jsonValue(jsonSchemaOf(input) ?? { type: 'object' }).map((value) =>
      value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
    );
  return fc.record({
    params: record(schema.params),
    query: record(schema.querystring),
    body: jsonValue(jsonSchemaOf(schema.body) ?? { type: 'object' }),
    raw: fc.option(fc.constantFrom(...RAW_BODIES), { nil: undefined, freq: 5 }),
    headers: fc.option(hostileScopeHeaders, { nil: undefined }),
  });
}

describe('fuzz: every REST and /auth route', () => {
  for (const operation of restOperations(t.app)) {
    const name = `${operation.method} ${operation.path}`;
    it(name, async () => {
      const buyer = { ...(await demoBuyerHeaders(t)), 'x-api-key': INTEGRATION_KEY };
      const hasBody = !['GET', 'DELETE'].includes(operation.method);
      const call = async (input: unknown, headers: Record<string, string>) => {
        const { params, query, body, raw } = input as {
          params: Record<string, unknown>;
          query: Record<string, unknown>;
          body: unknown;
          raw: string | undefined;
        };
        const url = operation.path.replace(/:(\w+)/g, (_match, param: string) =>
          pathSegment(String(asQueryValue(params[param] ?? 'x'))),
        );
        return answerOf(
          await t.request({
            method: operation.method as 'GET',
            url,
            query: Object.fromEntries(
              Object.entries(query).map(([key, value]) => [key, asQueryValue(value)]),
            ),
            headers: {
              ...FUZZ_ADDRESS,
              ...headers,
              ...(hasBody ? { 'content-type': 'application/json' } : {}),
            },
            ...(hasBody ? { payload: raw ?? JSON.stringify(body ?? null) } : {}),
          }),
        );
      };
      await assertUnchanged(
        name,
        () =>
          fc.assert(
            fc.asyncProperty(restInput(operation), async (input) => {
              const headers = input.headers ?? {};
              assertSound(name, 'buyer', await call(input, { ...headers, ...buyer }));
              assertSound(name, 'visitor', await call(input, headers));
            }),
            { numRuns: RUNS, seed: SEED },
          ),
        hasBody,
      );
    });
  }
});
