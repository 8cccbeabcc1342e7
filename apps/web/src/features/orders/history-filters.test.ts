import { describe, expect, it } from 'vitest';
import {
  changeHistoryFilters,
  DEFAULT_HISTORY_FILTERS,
  historyRequestQuery,
  historySearchParams,
  isFiltered,
  readHistoryFilters,
} from './history-filters';

const read = (search: string) => readHistoryFilters(new URLSearchParams(search));

describe('order history filters in the address (issue 12 item 1)', () => {
  it('reads every filter, the sort and the page from the address, by the REST call’s names', () => {
    expect(
      read(
        'page=3&from=2026-01-01&to=2026-03-31&orderNumber=4000&customerOrderNumber=PO&shipTo=100002' +
          '&deliveryStatus=AWAITING%20SHIPMENT&processingStatus=Not%20Yet%20Processed&kind=empties&sort=grand_total&dir=asc',
      ),
    ).toEqual({
      page: 3,
      from: '2026-01-01',
      to: '2026-03-31',
      orderNumber: '4000',
      customerOrderNumber: 'PO',
      shipTo: '0000100002',
      deliveryStatus: 'AWAITING SHIPMENT',
      processingStatus: 'Not Yet Processed',
      kind: 'empties',
      sort: 'grand_total',
      dir: 'asc',
    });
  });

  it('falls back to the default for what it cannot read (a typo, an old bookmark)', () => {
    expect(
      read('page=0&from=31.01.2026&shipTo=abc&deliveryStatus=SHIPPED&kind=wine&sort=price&dir=up'),
    ).toEqual(DEFAULT_HISTORY_FILTERS);
    expect(read('page=2.5').page).toBe(1);
  });

  it('asks the server for page size 10 and leaves out empty filters and the default sort', () => {
    expect(historyRequestQuery(DEFAULT_HISTORY_FILTERS)).toEqual({ page: 1, pageSize: 10 });
    expect(
      historyRequestQuery({
        ...DEFAULT_HISTORY_FILTERS,
        orderNumber: '4000001234',
        deliveryStatus: 'DELIVERED',
        kind: 'beer',
        sort: 'delivery_date',
      }),
    ).toEqual({
      page: 1,
      pageSize: 10,
      orderNumber: '4000001234',
      deliveryStatus: 'DELIVERED',
      kind: 'beer',
      sort: 'delivery_date',
    });
  });

  it('writes an address that reads back the same, without page 1 and the page size', () => {
    const filters = {
      ...DEFAULT_HISTORY_FILTERS,
      page: 2,
      from: '2026-02-01',
      processingStatus: 'Fully Rejected' as const,
      dir: 'asc' as const,
    };
    const params = historySearchParams(filters);
    expect(params.has('pageSize')).toBe(false);
    expect(readHistoryFilters(params)).toEqual(filters);
    expect(historySearchParams(DEFAULT_HISTORY_FILTERS).toString()).toBe('');
  });

  it('goes back to the first page when a filter or the sort changes, not when the page does', () => {
    const onPage3 = { ...DEFAULT_HISTORY_FILTERS, page: 3 };
    expect(changeHistoryFilters(onPage3, { kind: 'beer' }).page).toBe(1);
    expect(changeHistoryFilters(onPage3, { sort: 'order_number' }).page).toBe(1);
    expect(changeHistoryFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('counts a narrowing filter as filtered, but not the page or the sort', () => {
    expect(isFiltered({ ...DEFAULT_HISTORY_FILTERS, page: 5, sort: 'grand_total', dir: 'asc' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_HISTORY_FILTERS, customerOrderNumber: 'PO' })).toBe(true);
  });
});
