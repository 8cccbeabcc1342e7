import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { queryCost } from './cost';

const schema = buildSchema(`
  directive @listSize(assumedSize: Int!) on FIELD_DEFINITION
  type Node { name: String children: [Node!]! @listSize(assumedSize: 3) tags: [String!]! }
  type Query { nodes(pageSize: Int): [Node!]! tree: [Node!]! one(pageSize: Int): [Node!]! @listSize(assumedSize: 1) }
`);

describe('query cost', () => {
  it('multiplies a list by the page asked for', () => {
    expect(queryCost(schema, parse('{ nodes(pageSize: 5) { name } }'))).toBe(1 + 5 * 1);
  });

  it('counts an unbounded list as 10 and a list with @listSize as its assumed size', () => {
    expect(queryCost(schema, parse('{ tree { name } }'))).toBe(1 + 10 * 1);
    expect(queryCost(schema, parse('{ tree { children { name } } }'))).toBe(1 + 10 * (1 + 3 * 1));
  });

  it('lets a declared size win over page arguments that page something inside the list', () => {
    expect(queryCost(schema, parse('{ one(pageSize: 25) { name } }'))).toBe(1 + 1 * 1);
  });
});
