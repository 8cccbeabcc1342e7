import { describe, expect, it } from 'vitest';
import { csvRows, sheetOf, type ReportColumn } from './report-columns';

type Row = { name: string; hl: number; euros: number; orders: number };

const columns: ReportColumn<Row>[] = [
  { key: 'name', label: 'Group', text: (row) => row.name, value: (row) => row.name },
  { key: 'hl', label: 'Hectolitres', text: (row) => `${row.hl}`, value: (row) => row.hl, decimals: 1 },
  { key: 'value', label: 'Value', text: (row) => `€${row.euros}`, value: (row) => row.euros, decimals: 2 },
  { key: 'orders', label: 'Orders', text: (row) => `${row.orders}`, value: (row) => row.orders, decimals: 0 },
];
const rows: Row[] = [
  { name: 'Jan 2026', hl: 12, euros: 1234.5, orders: 3 },
  { name: 'Feb 2026', hl: 0.25, euros: 0, orders: 1200 },
];

describe('report files (issue 14 item 5 "CSV and XLSX export")', () => {
  it('writes the CSV rows with the labels first and each number with its fixed decimals', () => {
    expect(csvRows(columns, rows)).toEqual([
      ['Group', 'Hectolitres', 'Value', 'Orders'],
      ['Jan 2026', '12.0', '1234.50', '3'],
      ['Feb 2026', '0.3', '0.00', '1200'],
    ]);
  });

  it('keeps the numbers numbers in the XLSX sheet, each column with the number format of its decimals', () => {
    expect(sheetOf(columns, rows)).toEqual({
      rows: [
        ['Group', 'Hectolitres', 'Value', 'Orders'],
        ['Jan 2026', 12, 1234.5, 3],
        ['Feb 2026', 0.25, 0, 1200],
      ],
      formats: [undefined, '#,##0.0', '#,##0.00', '#,##0'],
    });
  });
});
