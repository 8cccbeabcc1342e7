import type { EmptiesBalanceReport, ReportData } from '@spina/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/file-download';
import type * as FileDownload from '../../../lib/file-download';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp, signedInSession } from '../../../test/render';
import ReportingPage from './ReportingPage';
import { onPhone } from '../../../test/viewport';

vi.mock('../../../lib/file-download', async (importOriginal) => ({
  ...(await importOriginal<typeof FileDownload>()),
  saveFile: vi.fn(),
}));

const SHIP_TOS = [{ id: '0000100001', name: 'Bar Centrale' }];
const VOLUME: ReportData = {
  report: 'volume-by-month',
  period_start: '2025-01-01',
  period_end: '2025-12-31',
  rows: [
    { key: '2025-01', label: '2025-01', hl: 12.5, value_cents: 123_456, orders: 3 },
    { key: '2025-02', label: '2025-02', hl: 1234.5, value_cents: 9_876_543, orders: 1200 },
  ],
  totals: { hl: 1247, value_cents: 9_999_999 },
  ship_tos: SHIP_TOS,
  brands: [{ id: 'brand-1', name: 'Birra Aurora' }],
};
const EMPTIES: EmptiesBalanceReport = {
  period_start: '2025-01-01',
  period_end: '2025-03-31',
  opening_balance: 40,
  rows: [
    { month: '2025-01', in: 10, out: 4, balance: 46 },
    { month: '2025-03', in: 0, out: 46, balance: 0 },
  ],
  ship_tos: SHIP_TOS,
};

async function renderPage(
  search: string,
  answerData: (query: URLSearchParams) => Response | Promise<Response> = () => json(VOLUME),
) {
  fakeServer({ sections: ALL_SECTIONS_ENABLED }, (url) => {
    const asked = new URL(url, 'http://localhost');
    const path = asked.pathname;
    if (path === '/api/content/v1/reports/data') return answerData(asked.searchParams);
    if (path === '/api/content/v1/reports/empties-balance') return json(EMPTIES);
    return undefined;
  });
  await renderWithApp(<ReportingPage />, {
    session: signedInSession(['Reporting']),
    path: `/reporting?${search}`,
    namespaces: ['reporting'],
  });
}

/** The file handed to the browser last: its name and bytes. */
async function savedFile() {
  await waitFor(() => expect(saveFile).toHaveBeenCalled());
  const [blob, name] = vi.mocked(saveFile).mock.calls.at(-1)!;
  // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
  const buffer = await new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
  return { name, type: blob.type, bytes: new Uint8Array(buffer) };
}

/** The cells of an XLSX file's first sheet by reference, with their type (null for a number) and value. */
function sheetCells(bytes: Uint8Array) {
  const sheet = new DOMParser().parseFromString(
    strFromU8(unzipSync(bytes)['xl/worksheets/sheet1.xml']!),
    'application/xml',
  );
  return Object.fromEntries(
    [...sheet.getElementsByTagName('c')].map((cell) => [
      cell.getAttribute('r'),
      { type: cell.getAttribute('t'), value: cell.textContent },
    ]),
  );
}

describe('Reporting exports and phone layout (issue 14 item 5; decision 0034 "Left")', () => {
  it('exports the volume report to XLSX: the labels as shown, the figures as numbers', async () => {
    vi.mocked(saveFile).mockClear();
    await renderPage('report=volume-by-month&from=2025-01-01&to=2025-12-31');
    const table = await screen.findByRole('table', { name: 'By month' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Jan 2025');
    expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent(/Total\s*1,247\.0\s*€99,999\.99/);

    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const file = await savedFile();
    expect(file.name).toBe('spina-volume-by-month-2025-01-01-2025-12-31.xlsx');
    expect(file.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const cells = sheetCells(file.bytes);
    expect(cells.A1).toEqual({ type: 'inlineStr', value: 'Group' });
    expect(cells.D1).toEqual({ type: 'inlineStr', value: 'Orders' });
    expect(cells.A2).toEqual({ type: 'inlineStr', value: 'Jan 2025' });
    expect(cells.B2).toEqual({ type: null, value: '12.5' });
    expect(cells.C2).toEqual({ type: null, value: '1234.56' });
    expect(cells.D3).toEqual({ type: null, value: '1200' });
    expect(cells.A4).toBeUndefined();
  });

  it('exports the empties balance to CSV and to XLSX, a month per row', async () => {
    vi.mocked(saveFile).mockClear();
    await renderPage('report=empties-balance&from=2025-01-01&to=2025-03-31');
    await screen.findByRole('table', { name: 'Empties held at the end of each month' });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await savedFile();
    expect(csv.name).toBe('spina-empties-balance-2025-01-01-2025-03-31.csv');
    expect(new TextDecoder().decode(csv.bytes).split('\r\n')).toEqual([
      'Month;Delivered;Returned;Held at month end',
      'Jan 2025;10;4;46',
      'Mar 2025;0;46;0',
      '',
    ]);

    vi.mocked(saveFile).mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    const xlsx = await savedFile();
    expect(xlsx.name).toBe('spina-empties-balance-2025-01-01-2025-03-31.xlsx');
    const cells = sheetCells(xlsx.bytes);
    expect(cells.A2).toEqual({ type: 'inlineStr', value: 'Jan 2025' });
    expect(cells.D2).toEqual({ type: null, value: '46' });
    expect(cells.C3).toEqual({ type: null, value: '46' });
  });

  it('keeps the last report in view, marked busy, until the next one answers', async () => {
    let answerBrands: (response: Response) => void = () => undefined;
    await renderPage('report=volume-by-month&from=2025-01-01&to=2025-12-31', (query) =>
      query.get('report') === 'volume-by-brand'
        ? new Promise<Response>((resolve) => (answerBrands = resolve))
        : json(VOLUME),
    );
    await screen.findByRole('table', { name: 'By month' });
    expect(screen.getByTestId('report')).toHaveAttribute('aria-busy', 'false');
    fireEvent.change(screen.getByRole('combobox', { name: 'Report' }), {
      target: { value: 'volume-by-brand' },
    });
    await waitFor(() => expect(screen.getByTestId('report')).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('table', { name: 'By month' })).toBeTruthy();
    answerBrands(
      json({
        ...VOLUME,
        report: 'volume-by-brand',
        rows: [{ key: 'brand-1', label: 'Birra Aurora', hl: 1247, value_cents: 9_999_999, orders: 1203 }],
      }),
    );
    await waitFor(() => expect(screen.getByTestId('report')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('table', { name: 'By brand' })).toHaveTextContent('Birra Aurora');
    expect(screen.queryByRole('table', { name: 'By month' })).toBeNull();
  });

  it('shows one card per row and the totals on a phone, with no table to scroll sideways', async () => {
    onPhone();
    await renderPage('report=volume-by-month&from=2025-01-01&to=2025-12-31');
    const list = await screen.findByRole('list', { name: 'By month' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Feb 2025');
    const figures = within(cards[1]!)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(figures).toEqual(['Hectolitres', 'Value (net of VAT)', 'Orders']);
    expect(
      within(cards[1]!)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['1,234.5', '€98,765.43', '1,200']);
    expect(screen.getByText('Total').parentElement).toHaveTextContent(/1,247\.0.*€99,999\.99/);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
