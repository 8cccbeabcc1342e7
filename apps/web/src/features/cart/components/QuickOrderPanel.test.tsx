import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeServer } from '../../../test/fake-server';
import { QuickOrderPanel } from './QuickOrderPanel';

async function renderPanel(onSubmit: Parameters<typeof QuickOrderPanel>[0]['onSubmit']) {
  fakeServer();
  await renderWithApp(<QuickOrderPanel onSubmit={onSubmit} />, { namespaces: ['cart'] });
  return screen.findByRole('textbox', { name: 'Paste your list' });
}

// Issue 10 item 6: every line checked and either added or reported with its reason; nothing half-added.
describe('QuickOrderPanel', () => {
  it('refuses a malformed list whole, naming the bad line, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const input = await renderPanel(onSubmit);
    await userEvent.type(input, '10110101;4;layers{enter}10110102;three');
    await userEvent.click(screen.getByRole('button', { name: 'Check and add' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The list was not added');
    expect(alert).toHaveTextContent('Line 2 (10110102;three): The quantity must be a whole number above 0.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a well-formed list and shows what was added and why a line was not', async () => {
    const onSubmit = vi.fn(async () => [
      { lineNumber: 1, code: '10110101', added: true, message: null },
      { lineNumber: 2, code: '999', added: false, message: 'The product does not exist' },
    ]);
    const input = await renderPanel(onSubmit);
    await userEvent.type(input, '10110101;4;layers{enter}999;1;pallets');
    await userEvent.click(screen.getByRole('button', { name: 'Check and add' }));
    expect(await screen.findByText('Lines added: 1, not added: 1')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith([
      { lineNumber: 1, code: '10110101', quantity: 4, unit: 'layers' },
      { lineNumber: 2, code: '999', quantity: 1, unit: 'pallets' },
    ]);
    expect(screen.getByText('Not added: The product does not exist')).toBeInTheDocument();
  });

  it('reads an uploaded CSV file', async () => {
    const onSubmit = vi.fn(async () => [{ lineNumber: 2, code: '10110101', added: true, message: null }]);
    await renderPanel(onSubmit);
    const file = new File(['sku;qty;unit\n10110101;2;pallet\n'], 'order.csv', { type: 'text/csv' });
    const fileInput = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(fileInput, file);
    expect(await screen.findByText('Lines added: 1, not added: 0')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith([
      { lineNumber: 2, code: '10110101', quantity: 2, unit: 'pallets' },
    ]);
  });
});
