import { ALWAYS_ALLOWED_SECTIONS, SECTIONS } from '@spina/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from './http/access';
import { signIn } from './test/auth';
import { createTestApp, type TestApp } from './test/harness';
import { createCompany, createShipTo, createUser } from './test/identity-fixtures';
import { graphqlOperations, restOperations, type RestOperation } from './test/operations';

/**
 * The enforcement walk (DESIGN §1.2 "The server decides", §8 Security): every GraphQL operation and
 * every route, read from the live application so that operations added later are covered, is called as a
 * visitor, as a signed-in user of another company naming a ship-to that is not theirs, and on a SUSPENDED
 * ship-to.
 */
let t: TestApp;
let ownShipTo: string;
let suspendedShipTo: string;
let foreignShipTo: string;
let customer: Record<string, string>;
let withoutSections: Record<string, string>;

const ALL_SECTIONS = Object.values(SECTIONS);

beforeAll(async () => {
  t = await createTestApp();
  const ours = await createCompany(t.db, 'Birreria Nostra srl');
  ownShipTo = await createShipTo(t.db, ours);
  suspendedShipTo = await createShipTo(t.db, ours, { status: 'SUSPENDED' });
  const theirs = await createCompany(t.db, 'Birreria Altrui srl');
  foreignShipTo = await createShipTo(t.db, theirs);
  const everything = (shipToId: string) => ({
    shipToId,
    roleName: 'On Premise Owner',
    permissions: ALL_SECTIONS,
  });
  await createUser(t.db, {
    email: 'walk.ours@example.com',
    companyId: ours,
    grants: [everything(ownShipTo), everything(suspendedShipTo)],
  });
  await createUser(t.db, {
    email: 'walk.theirs@example.com',
    companyId: theirs,
    grants: [everything(foreignShipTo)],
  });
  await createUser(t.db, {
    email: 'walk.bare@example.com',
    companyId: ours,
    grants: [{ shipToId: ownShipTo, roleName: 'On Premise Common user', permissions: [SECTIONS.homePage] }],
  });
  customer = await signIn(t, 'walk.ours@example.com');
  withoutSections = { ...(await signIn(t, 'walk.bare@example.com')), outletid: ownShipTo };
});
afterAll(async () => t.close());

const isPublic = (access: Access) => 'public' in access;
const shipToScope = (access: Access) => ('shipTo' in access ? access.shipTo : undefined);

/** The error code a GraphQL answer carries for the walked field, if any. */
async function graphqlCode(query: string, headers: Record<string, string>) {
  const result = await t.graphql(query, { headers });
  return { status: result.status, code: result.errors?.[0]?.extensions?.code as string | undefined };
}

async function restCall(operation: RestOperation, headers: Record<string, string>) {
  const hasBody = !['GET', 'DELETE'].includes(operation.method);
  const response: LightMyRequestResponse = await t.request({
    method: operation.method as 'GET',
    url: operation.url,
    headers: hasBody ? { ...headers, 'content-type': 'application/json' } : headers,
    ...(hasBody ? { payload: '{}' } : {}),
  });
  let code: string | undefined;
  try {
    code = response.json().code;
  } catch {
    code = undefined;
  }
  return { status: response.statusCode, code };
}

describe('GraphQL: every Query and Mutation field', () => {
  it('lists the live operations, each with a declared access', () => {
    const operations = graphqlOperations(t.app.graphql.schema);
    expect(operations.length).toBeGreaterThan(0);
    expect(operations.filter((operation) => !operation.access).map((operation) => operation.name)).toEqual(
      [],
    );
  });

  it('answers a visitor 401 UNAUTHENTICATED unless the operation is public', async () => {
    for (const operation of graphqlOperations(t.app.graphql.schema)) {
      const { status, code } = await graphqlCode(operation.query, {});
      if (isPublic(operation.access)) {
        expect(code, operation.name).not.toBe('UNAUTHENTICATED');
      } else {
        expect({ name: operation.name, status, code }).toEqual({
          name: operation.name,
          status: 401,
          code: 'UNAUTHENTICATED',
        });
      }
    }
  });

  it("answers 403 to a signed-in user naming another company's ship-to on every ship-to operation", async () => {
    for (const operation of graphqlOperations(t.app.graphql.schema).filter((op) => shipToScope(op.access))) {
      const { status, code } = await graphqlCode(operation.query, { ...customer, outletid: foreignShipTo });
      expect({ name: operation.name, status, code }).toEqual({
        name: operation.name,
        status: 403,
        code: 'FORBIDDEN',
      });
    }
  });

  it('blocks writes on a SUSPENDED ship-to and lets reads through', async () => {
    for (const operation of graphqlOperations(t.app.graphql.schema).filter((op) => shipToScope(op.access))) {
      const { status, code } = await graphqlCode(operation.query, { ...customer, outletid: suspendedShipTo });
      if (shipToScope(operation.access) === 'write') {
        expect({ name: operation.name, status, code }).toEqual({
          name: operation.name,
          status: 403,
          code: 'SHIP_TO_SUSPENDED',
        });
      } else {
        // Reads stay open on a suspended ship-to (the resolver may still refuse the dummy arguments).
        expect(code, operation.name).not.toBe('SHIP_TO_SUSPENDED');
        expect(code, operation.name).not.toBe('UNAUTHENTICATED');
      }
    }
  });
});

describe('REST and /auth: every route that declares its access', () => {
  it('covers every REST route under /api', () => {
    const declared = new Set(
      restOperations(t.app).map((operation) => `${operation.method} ${operation.path}`),
    );
    expect(t.app.restRoutes.length).toBeGreaterThan(0);
    for (const route of t.app.restRoutes)
      expect(declared.has(`${route.method} ${route.url}`), route.url).toBe(true);
  });

  it('answers a visitor 401 unless the route is public', async () => {
    for (const operation of restOperations(t.app)) {
      const { status, code } = await restCall(operation, {});
      const name = `${operation.method} ${operation.path}`;
      if (isPublic(operation.access)) expect(code, name).not.toBe('UNAUTHENTICATED');
      else expect({ name, status, code }).toEqual({ name, status: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('answers 403 to a customer on staff routes', async () => {
    for (const operation of restOperations(t.app).filter((op) => 'staff' in op.access)) {
      const { status } = await restCall(operation, customer);
      expect(status, `${operation.method} ${operation.path}`).toBe(403);
    }
  });

  it('answers 403 to a signed-in user without the section on every section route', async () => {
    const checked: string[] = [];
    for (const operation of restOperations(t.app)) {
      const access = operation.access;
      if (!('permission' in access) || access.permission === SECTIONS.homePage) continue;
      // Always-allowed sections open for everyone, unless the route needs them on the ship-to.
      if (!access.shipTo && ALWAYS_ALLOWED_SECTIONS.includes(access.permission)) continue;
      const { status } = await restCall(operation, withoutSections);
      expect(status, `${operation.method} ${operation.path}`).toBe(403);
      checked.push(operation.path);
    }
    expect(checked).toContain('/api/identity/v1/users/GetAllUsersInfo');
  });

  it("answers 403 to a signed-in user naming another company's ship-to on every ship-to route", async () => {
    for (const operation of restOperations(t.app).filter((op) => shipToScope(op.access))) {
      const { status, code } = await restCall(operation, { ...customer, outletid: foreignShipTo });
      const name = `${operation.method} ${operation.path}`;
      expect({ name, status, code }).toEqual({ name, status: 403, code: 'FORBIDDEN' });
    }
  });

  it('blocks writes on a SUSPENDED ship-to', async () => {
    for (const operation of restOperations(t.app).filter((op) => shipToScope(op.access) === 'write')) {
      const { status, code } = await restCall(operation, { ...customer, outletid: suspendedShipTo });
      const name = `${operation.method} ${operation.path}`;
      expect({ name, status, code }).toEqual({ name, status: 403, code: 'SHIP_TO_SUSPENDED' });
    }
  });
});
