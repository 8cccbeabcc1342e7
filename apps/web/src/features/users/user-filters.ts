import type { UserStatus } from '@spina/domain';

/** The filters of the user list: part of a name or e-mail, a status, a ship-to, the page (spec 3 §7). */
export type UserFilters = { search: string; status: UserStatus | ''; shipTo: string; page: number };

export const NO_USER_FILTERS: UserFilters = { search: '', status: '', shipTo: '', page: 1 };

/** The filters after a change: a new search, status or ship-to starts again from the first page. */
export function changeUserFilters(filters: UserFilters, next: Partial<UserFilters>): UserFilters {
  return { ...filters, page: 1, ...next };
}

/** True when any filter narrows the list (the empty list then offers to clear them). */
export function isFiltered(filters: UserFilters): boolean {
  return filters.search.trim() !== '' || filters.status !== '' || filters.shipTo !== '';
}
