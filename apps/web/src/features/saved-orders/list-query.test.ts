import { describe, expect, it } from 'vitest';
import { DEFAULT_LIST_QUERY, listQueryOf, listVariables, paramsOf } from './list-query';

const params = (text: string) => new URLSearchParams(text);

describe('saved orders list query (spec 2 §2: saved orders page size 10; §7 getSaveOrderForLater)', () => {
  it('asks for the newest first, page 1 of 10, without filters by default', () => {
    expect(listVariables(listQueryOf(params('')))).toEqual({
      sortOrder: { field: 'saved_order_date', direction: 'DESC' },
      currentPage: 1,
      pageSize: 10,
    });
  });

  it('sends the saved-date range, the name, the sort and the page of the address', () => {
    const query = listQueryOf(
      params('from=2026-01-01&to=2026-01-31&name=%20week%20&sort=total&dir=asc&page=3'),
    );
    expect(listVariables(query)).toEqual({
      filters: { date_from: '2026-01-01', date_to: '2026-01-31', name: 'week' },
      sortOrder: { field: 'total', direction: 'ASC' },
      currentPage: 3,
      pageSize: 10,
    });
  });

  it('ignores what the server would refuse: a date that does not exist, an unknown sort, a page below 1', () => {
    expect(listQueryOf(params('from=2026-02-30&to=yesterday&sort=price&dir=up&page=0'))).toEqual(
      DEFAULT_LIST_QUERY,
    );
    expect(listQueryOf(params('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the default into the address, and reads it back the same', () => {
    expect(paramsOf(DEFAULT_LIST_QUERY).toString()).toBe('');
    const query = {
      ...DEFAULT_LIST_QUERY,
      name: 'Weekend',
      to: '2026-03-31',
      sort: 'total_qty',
      page: 2,
    } as const;
    expect(paramsOf(query).toString()).toBe('to=2026-03-31&name=Weekend&sort=total_qty&page=2');
    expect(listQueryOf(paramsOf(query))).toEqual(query);
  });
});
