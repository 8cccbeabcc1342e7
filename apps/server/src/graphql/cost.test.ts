import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createQueryCostCache } from './cost-cache';
import { listSizeGaps, queryCost } from './cost';

const schema = buildSchema(`
  directive @listSize(
    assumedSize: Int
    slicingArguments: [String!]
    sizedFields: [String!]
    pageArgument: String
  ) on FIELD_DEFINITION
  directive @cost(weight: Int!) on FIELD_DEFINITION
  type Node { name: String children: [Node!]! @listSize(assumedSize: 3) tags: [String!]! }
  type Page { total: Int! items: [Node!]! facets: [Node!]! @listSize(assumedSize: 2) }
  type Holder {
    pages(pageSize: Int): Page! @listSize(slicingArguments: ["pageSize"], sizedFields: ["items"])
  }
  input Item { sku: String! quantity: Int! }
  type Query {
    nodes(pageSize: Int): [Node!]! @listSize(slicingArguments: ["pageSize"])
    tree: [Node!]!
    search(pageSize: Int = 25, currentPage: Int = 1): Page!
      @listSize(slicingArguments: ["pageSize"], sizedFields: ["items"], pageArgument: "currentPage")
      @cost(weight: 100)
    holders(pageSize: Int = 10): [Holder!]! @listSize(assumedSize: 1, slicingArguments: ["pageSize"])
    undeclared(pageSize: Int): [Node!]!
    byWord(pageSize: String): [Node!]! @listSize(slicingArguments: ["pageSize"])
  }
`);

const cost = (query: string, variables?: Record<string, unknown>) =>
  queryCost(schema, parse(query), variables);

describe('query cost', () => {
  it('multiplies a list by the page asked for', () => {
    expect(cost('{ nodes(pageSize: 5) { name } }')).toBe(1 + 5 * 1);
  });

  it('counts an unbounded list as 10 and a list with assumedSize as that size', () => {
    expect(cost('{ tree { name } }')).toBe(1 + 10 * 1);
    expect(cost('{ tree { children { name } } }')).toBe(1 + 10 * (1 + 3 * 1));
  });

  // Issue 8, finding 2: 410 aliases of products(pageSize: 100) asking for the total only cost 2 each.
  it('charges a paged field for the page it reads and its weight, whatever is selected', () => {
    expect(cost('{ search(pageSize: 100) { total } }')).toBe(1 + 100 + 100 + 1);
    expect(cost('{ search { total } }')).toBe(1 + 100 + 25 + 1);
  });

  it('sizes the paged child lists by the page, from a literal, a variable or the default', () => {
    const items = (page: number) => 1 + page * 1;
    expect(cost('{ search(pageSize: 100) { items { name } } }')).toBe(1 + 100 + 100 + items(100));
    expect(cost('query ($n: Int) { search(pageSize: $n) { items { name } } }', { n: 40 })).toBe(
      1 + 100 + 40 + items(40),
    );
    expect(cost('{ search { items { name } facets { name } } }')).toBe(
      1 + 100 + 25 + items(25) + (1 + 2 * 1),
    );
  });

  it('charges the rows a later page skips, a hundred to one', () => {
    expect(cost('{ search(pageSize: 100, currentPage: 31) { total } }')).toBe(1 + 100 + 100 + 30 + 1);
    expect(cost('{ search(pageSize: 100, currentPage: 1000000) { total } }')).toBeGreaterThan(1_000_000);
  });

  it('never makes a negative or zero page cheaper than a page of one', () => {
    expect(cost('{ search(pageSize: -100) { items { name } } }')).toBe(1 + 100 + 1 + 2);
    expect(cost('{ nodes(pageSize: 0) { name } }')).toBe(1 + 1);
  });

  it('lets a child inherit the page of its parent when it names none', () => {
    expect(cost('{ holders(pageSize: 50) { pages { items { name } } } }')).toBe(1 + 1 * (1 + 50 + (1 + 50)));
    expect(cost('{ holders(pageSize: 50) { pages(pageSize: 5) { items { name } } } }')).toBe(
      1 + 1 * (1 + 5 + (1 + 5)),
    );
  });

  it('counts every alias, fragment spread and inline fragment, and skips what @skip leaves out', () => {
    const one = 1 + 100 + 100 + 1;
    expect(cost('{ a: search(pageSize: 100) { total } b: search(pageSize: 100) { total } }')).toBe(2 * one);
    expect(
      cost('{ ...F ... on Query { search(pageSize: 100) { total } } } fragment F on Query { tree { name } }'),
    ).toBe(one + 11);
    expect(cost('{ search(pageSize: 100) @skip(if: true) { total } tree { name } }')).toBe(11);
  });

  it('costs the dearest operation when the document holds several', () => {
    expect(cost('query Cheap { tree { name } } query Dear { search(pageSize: 100) { total } }')).toBe(
      1 + 100 + 100 + 1,
    );
  });

  it('names the fields that take a page argument without declaring how they page, or page by a non-number', () => {
    expect(listSizeGaps(schema)).toEqual(['Query.undeclared', 'Query.byWord']);
  });
});

describe('query cost cache', () => {
  const counted = () => {
    let walks = 0;
    const costOf = createQueryCostCache((document, variables) => {
      walks += 1;
      return queryCost(schema, document, variables);
    });
    return { costOf, walks: () => walks };
  };

  it('walks a document once whatever its other variables carry', () => {
    const { costOf, walks } = counted();
    const document = parse('query Q($items: [Item!]!, $note: String) { tree { name } }');
    const costs = [1, 2, 3].map((quantity) =>
      costOf(document, { items: [{ sku: `sku-${quantity}`, quantity }], note: 'x'.repeat(quantity) }),
    );
    expect(costs).toEqual([11, 11, 11]);
    expect(walks()).toBe(1);
  });

  it('walks again for every page size, @skip flag, and for a variable sent as null rather than left out', () => {
    const { costOf, walks } = counted();
    const document = parse(
      'query Q($size: Int = 50, $bare: Boolean!) { search(pageSize: $size) { total } ' +
        'tree @skip(if: $bare) { name } }',
    );
    const asked = [
      { size: 10, bare: true },
      { size: 100, bare: true },
      { size: 100, bare: false },
      { bare: true },
      { size: null, bare: true },
      { size: 10, bare: true },
    ];
    const costs = asked.map((variables) => costOf(document, variables));
    expect(costs).toEqual(asked.map((variables) => queryCost(schema, document, variables)));
    expect(new Set(costs.slice(0, 5)).size).toBe(5);
    expect(walks()).toBe(5);
  });

  it('costs the same whether the variables it ignores are valid or not', () => {
    const document = parse(
      'query Q($size: Int = 50, $items: [Item!]!) { search(pageSize: $size) { total } }',
    );
    expect(queryCost(schema, document, { items: 'not a list' })).toBe(
      queryCost(schema, document, { items: [] }),
    );
  });
});
