import type { DocumentNode } from 'graphql';
import { costVariableNames } from './cost';

// Enough for the page sizes a screen asks for; a client cycling through more only loses the cache.
const MAX_KEYS_PER_DOCUMENT = 64;

type DocumentCosts = { names: string[]; costs: Map<string, number> };

/** The values of the named variables as one key; a variable left out differs from one sent as null. */
const keyOf = (names: string[], variables: Record<string, unknown> | undefined) =>
  JSON.stringify(names.map((name) => (variables && Object.hasOwn(variables, name) ? [variables[name]] : [])));

/**
 * A document's cost (`queryCost`) remembered per parsed document (the GraphQL layer hands the same document object to every request
 * of the same text) and per value of the only variables the cost depends on. A cart change sends new items
 * every time but costs the same; walking it again was a sixteenth of the request's work.
 */
export function createQueryCostCache(
  computeCost: (document: DocumentNode, variables?: Record<string, unknown>) => number,
) {
  const byDocument = new WeakMap<DocumentNode, DocumentCosts>();
  return function cachedQueryCost(document: DocumentNode, variables?: Record<string, unknown>): number {
    let entry = byDocument.get(document);
    if (!entry) {
      entry = { names: costVariableNames(document), costs: new Map() };
      byDocument.set(document, entry);
    }
    const key = keyOf(entry.names, variables);
    const known = entry.costs.get(key);
    if (known !== undefined) return known;
    const cost = computeCost(document, variables);
    if (entry.costs.size >= MAX_KEYS_PER_DOCUMENT) entry.costs.clear();
    entry.costs.set(key, cost);
    return cost;
  };
}
