import {
  FLAG_OPTION_LABEL,
  PACKAGING_LABELS,
  PACKAGING_TYPES,
  PRODUCT_FACETS,
  volumeLabel,
  type PackagingType,
  type ProductFacet,
} from '@spina/domain';
import type { Aggregation } from '../../graphql/resolvers.generated';
import { FACETS } from './catalogue.filters';
import type { FacetCountRow } from './catalogue.listing';

type Option = { label: string; value: string; count: number; rank: number | string };

function optionOf(row: FacetCountRow, lang: string): Option {
  const base = { value: row.value, count: row.count };
  switch (row.code) {
    case 'brand':
    case 'category_id':
      return { ...base, label: row.label ?? row.value, rank: row.position ?? 0 };
    case 'filter_packaging':
      return {
        ...base,
        label: PACKAGING_LABELS[row.value as PackagingType] ?? row.value,
        rank: PACKAGING_TYPES.indexOf(row.value as PackagingType),
      };
    case 'volume':
      return { ...base, label: volumeLabel(Number(row.value), lang), rank: Number(row.value) };
    case 'product_new':
    case 'product_last':
    case 'product_sale':
    case 'product_seasonal':
    case 'product_recommended':
      return { ...base, label: FLAG_OPTION_LABEL, rank: 0 };
    default:
      return { ...base, label: row.value, rank: row.value.toLowerCase() };
  }
}

const byRank = (a: Option, b: Option) =>
  typeof a.rank === 'number' && typeof b.rank === 'number'
    ? a.rank - b.rank || a.label.localeCompare(b.label)
    : String(a.rank).localeCompare(String(b.rank));

/**
 * The aggregations of a products page (spec 2 §3): one per facet that has options, in the filter panel's
 * order, options labelled (English message ids for fixed values) and sorted for display.
 */
export function toAggregations(rows: readonly FacetCountRow[], lang: string): Aggregation[] {
  const byFacet = new Map<ProductFacet, Option[]>();
  for (const row of rows) {
    const options = byFacet.get(row.code) ?? [];
    options.push(optionOf(row, lang));
    byFacet.set(row.code, options);
  }
  return FACETS.flatMap((facet) => {
    const options = byFacet.get(facet);
    if (!options || options.length === 0) return [];
    return [
      {
        attribute_code: facet,
        label: PRODUCT_FACETS[facet],
        count: options.length,
        options: options.sort(byRank).map(({ label, value, count }) => ({ label, value, count })),
      },
    ];
  });
}
