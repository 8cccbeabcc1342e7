import { isIsoDate } from '@spina/domain';
import type { SavedOrdersListQueryVariables } from '../../gql/graphql';

/** Saved orders page size 10 (spec 2 §2). */
export const SAVED_ORDERS_PAGE_SIZE = 10;

/** The fields the list sorts by (the server's SavedOrderSortInput.field): date saved, name, total, quantity. */
export const SORT_FIELDS = ['saved_order_date', 'name', 'total', 'total_qty'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortDirection = 'ASC' | 'DESC';

/** What the list shows: its filters, sort and page, kept in the address so a link or a reload shows the same. */
export type ListQuery = {
  /** First and last day saved (YYYY-MM-DD, both included), or null. */
  from: string | null;
  to: string | null;
  /** A part of the name; '' for none. */
  name: string;
  sort: SortField;
  direction: SortDirection;
  page: number;
};

/** Newest first, as the server answers without a sort (spec 2 §7 getSaveOrderForLater). */
export const DEFAULT_LIST_QUERY: ListQuery = {
  from: null,
  to: null,
  name: '',
  sort: 'saved_order_date',
  direction: 'DESC',
  page: 1,
};

/** The address parameters of the list; `order` opens one saved order's details. */
const PARAM = { from: 'from', to: 'to', name: 'name', sort: 'sort', direction: 'dir', page: 'page' } as const;
export const DETAILS_PARAM = 'order';

const isSortField = (value: string | null): value is SortField =>
  (SORT_FIELDS as readonly string[]).includes(value ?? '');

/** Reads the list's state from the address; anything malformed there falls back to the default. */
export function listQueryOf(params: URLSearchParams): ListQuery {
  const date = (value: string | null) => (isIsoDate(value) ? value : null);
  const sort = params.get(PARAM.sort);
  const page = Number(params.get(PARAM.page));
  return {
    from: date(params.get(PARAM.from)),
    to: date(params.get(PARAM.to)),
    name: params.get(PARAM.name)?.trim() ?? '',
    sort: isSortField(sort) ? sort : DEFAULT_LIST_QUERY.sort,
    direction: params.get(PARAM.direction)?.toUpperCase() === 'ASC' ? 'ASC' : 'DESC',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** Writes the list's state into address parameters, leaving out what equals the default. */
export function paramsOf(query: ListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.from) params.set(PARAM.from, query.from);
  if (query.to) params.set(PARAM.to, query.to);
  if (query.name.trim()) params.set(PARAM.name, query.name.trim());
  if (query.sort !== DEFAULT_LIST_QUERY.sort) params.set(PARAM.sort, query.sort);
  if (query.direction !== DEFAULT_LIST_QUERY.direction)
    params.set(PARAM.direction, query.direction.toLowerCase());
  if (query.page !== 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** True when a filter narrows the list, so an empty answer means "nothing matches" rather than "none saved". */
export const isFiltered = (query: ListQuery) => Boolean(query.from || query.to || query.name.trim());

/** The getSaveOrderForLater variables of the list's state (spec 2 §7: filters, sortOrder, paging). */
export function listVariables(query: ListQuery): SavedOrdersListQueryVariables {
  const filters = {
    ...(query.from ? { date_from: query.from } : {}),
    ...(query.to ? { date_to: query.to } : {}),
    ...(query.name.trim() ? { name: query.name.trim() } : {}),
  };
  return {
    ...(Object.keys(filters).length > 0 ? { filters } : {}),
    sortOrder: { field: query.sort, direction: query.direction },
    currentPage: query.page,
    pageSize: SAVED_ORDERS_PAGE_SIZE,
  };
}
