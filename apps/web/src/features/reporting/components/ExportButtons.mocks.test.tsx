import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/file-download';
import type * as FileDownload from '../../../lib/file-download';
import { fakeServer } from '../../../test/fake-server';
import { renderWithApp } from '../../../test/render';
import { ExportButtons } from './ExportButtons';
import type { ReportColumn } from './report-columns';

vi.mock('../../../lib/file-download', async (importOriginal) => ({
  ...(await importOriginal<typeof FileDownload>()),
  saveFile: vi.fn(),
}));
// The writer's chunk cannot be had (e.g. the app was deployed anew meanwhile).
vi.mock('../../../lib/xlsx', () => ({
  saveXlsx: () => {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

type Row = { month: string; units: number };
const columns: ReportColumn<Row>[] = [
  { key: 'month', label: 'Month', text: (row) => row.month, value: (row) => row.month },
  { key: 'units', label: 'Units', text: (row) => String(row.units), value: (row) => row.units, decimals: 0 },
];

describe('ExportButtons', () => {
  it('says so when the XLSX file cannot be made, and still exports the CSV file', async () => {
    fakeServer();
    await renderWithApp(
      <ExportButtons columns={columns} rows={[{ month: 'Jan 2026', units: 4 }]} fileName="f" sheetName="S" />,
      { namespaces: ['reporting'] },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made. Try again.');
    expect(saveFile).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'f.csv');
  });
});
