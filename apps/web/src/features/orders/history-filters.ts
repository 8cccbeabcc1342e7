import {
  isDeliveryStatus,
  isIsoDate,
  isProcessingStatus,
  padShipToId,
  type DeliveryStatus,
  type IsoDate,
  type ProcessingStatus,
} from '@spina/domain';

/** The columns the order history may be sorted by (GET /api/general/v1/orders `sort`). */
export const HISTORY_SORTS = ['created_at', 'delivery_date', 'order_number', 'grand_total'] as const;
export type HistorySort = (typeof HISTORY_SORTS)[number];
export type SortDirection = 'asc' | 'desc';
/** Beer orders or empties returns (the `kind` filter). */
export type OrderKind = 'beer' | 'empties';

/** Orders a history page shows (the contract's default; the server allows up to 50). */
export const HISTORY_PAGE_SIZE = 10;

/**
 * What the order history shows: its filters, sort and page. The address holds them under the names the REST
 * call uses, so a filtered list can be bookmarked, shared and reloaded, and Back undoes a filter.
 */
export type HistoryFilters = {
  page: number;
  from: IsoDate | null;
  to: IsoDate | null;
  orderNumber: string;
  customerOrderNumber: string;
  shipTo: string | null;
  deliveryStatus: DeliveryStatus | null;
  processingStatus: ProcessingStatus | null;
  kind: OrderKind | null;
  sort: HistorySort;
  dir: SortDirection;
};

export const DEFAULT_HISTORY_FILTERS: HistoryFilters = {
  page: 1,
  from: null,
  to: null,
  orderNumber: '',
  customerOrderNumber: '',
  shipTo: null,
  deliveryStatus: null,
  processingStatus: null,
  kind: null,
  sort: 'created_at',
  dir: 'desc',
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

const dateOf = (value: string | null): IsoDate | null => (value !== null && isIsoDate(value) ? value : null);

/** The filters an address holds; anything it cannot read (a typo, an old bookmark) falls back to the default. */
export function readHistoryFilters(params: URLSearchParams): HistoryFilters {
  const page = Number(params.get('page'));
  const shipTo = params.get('shipTo');
  const deliveryStatus = params.get('deliveryStatus');
  const processingStatus = params.get('processingStatus');
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    orderNumber: params.get('orderNumber')?.trim() ?? '',
    customerOrderNumber: params.get('customerOrderNumber')?.trim() ?? '',
    shipTo: shipTo && /^\d{1,10}$/.test(shipTo) ? padShipToId(shipTo) : null,
    deliveryStatus: isDeliveryStatus(deliveryStatus) ? deliveryStatus : null,
    processingStatus: isProcessingStatus(processingStatus) ? processingStatus : null,
    kind: oneOf(['beer', 'empties'], params.get('kind')),
    sort: oneOf(HISTORY_SORTS, params.get('sort')) ?? DEFAULT_HISTORY_FILTERS.sort,
    dir: oneOf(['asc', 'desc'], params.get('dir')) ?? DEFAULT_HISTORY_FILTERS.dir,
  };
}

/**
 * The query of GET /api/general/v1/orders for these filters: empty filters and defaults are left out, so the
 * server applies its own (every ship-to with My Orders, newest first).
 */
export function historyRequestQuery(filters: HistoryFilters): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filters.page, pageSize: HISTORY_PAGE_SIZE };
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.orderNumber) query.orderNumber = filters.orderNumber;
  if (filters.customerOrderNumber) query.customerOrderNumber = filters.customerOrderNumber;
  if (filters.shipTo) query.shipTo = filters.shipTo;
  if (filters.deliveryStatus) query.deliveryStatus = filters.deliveryStatus;
  if (filters.processingStatus) query.processingStatus = filters.processingStatus;
  if (filters.kind) query.kind = filters.kind;
  if (filters.sort !== DEFAULT_HISTORY_FILTERS.sort) query.sort = filters.sort;
  if (filters.dir !== DEFAULT_HISTORY_FILTERS.dir) query.dir = filters.dir;
  return query;
}

/** The address's search part for these filters: the request's names, without the page size and page 1. */
export function historySearchParams(filters: HistoryFilters): URLSearchParams {
  const { pageSize: _pageSize, page, ...rest } = historyRequestQuery(filters);
  const params = new URLSearchParams(Object.entries(rest).map(([name, value]) => [name, String(value)]));
  if (page !== 1) params.set('page', String(page));
  return params;
}

/** Filters after a change: any change but the page's own goes back to the first page. */
export function changeHistoryFilters(
  current: HistoryFilters,
  change: Partial<HistoryFilters>,
): HistoryFilters {
  const next = { ...current, ...change };
  return 'page' in change ? next : { ...next, page: 1 };
}

/** True when a filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: HistoryFilters): boolean {
  const { page: _page, sort: _sort, dir: _dir, ...narrowing } = filters;
  return Object.entries(narrowing).some(
    ([name, value]) => value !== DEFAULT_HISTORY_FILTERS[name as keyof HistoryFilters],
  );
}
