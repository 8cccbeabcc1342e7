import { isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredAccess } from './graphql/operation';
import { createTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('every operation declares its access (DESIGN §1.2 "The server decides")', () => {
  it('every GraphQL Query and Mutation field is built with operation()', () => {
    const schema = t.app.graphql.schema;
    const roots = [schema.getQueryType(), schema.getMutationType()].filter(
      (root) => root && isObjectType(root),
    );
    const fields = roots.flatMap((root) =>
      Object.values(root!.getFields()).map((field) => ({ name: `${root!.name}.${field.name}`, field })),
    );
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.filter(({ field }) => !declaredAccess(field.resolve)).map(({ name }) => name)).toEqual([]);
  });

  it('every REST route under /api declares its access', () => {
    expect(t.app.restRoutes.length).toBeGreaterThan(0);
    for (const route of t.app.restRoutes) expect(route.url.startsWith('/api/')).toBe(true);
  });
});
