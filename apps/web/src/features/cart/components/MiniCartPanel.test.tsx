import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeServer } from '../../../test/fake-server';
import { cartView, line } from '../test/cart-fixtures';
import { MiniCartPanel } from './MiniCartPanel';

function actions() {
  return {
    onRemove: vi.fn(),
    onRemoveAll: vi.fn(),
    onUpdate: vi.fn(async () => undefined),
    onAddSuggestion: vi.fn(),
  };
}

async function renderPanel(props: Partial<Parameters<typeof MiniCartPanel>[0]> = {}) {
  fakeServer();
  const handlers = actions();
  await renderWithApp(<MiniCartPanel cart={cartView()} fill={null} {...handlers} {...props} />, {
    namespaces: ['cart', 'messages'],
  });
  return handlers;
}

// spec 1 §2.5 and §4.7, spec 2 §2 Mini cart.
describe('MiniCartPanel', () => {
  it('lists lines with units and layers; Go To Cart becomes Update cart while a quantity is edited', async () => {
    const handlers = await renderPanel();
    expect(await screen.findByText('Serena IPA 24 x 33 cl')).toBeInTheDocument();
    expect(screen.getByText('24 units · 2 layers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go To Cart' })).toHaveAttribute('href', '/cart');
    fireEvent.click(screen.getByRole('button', { name: 'One more: Layers of Serena IPA 24 x 33 cl' }));
    const update = screen.getByRole('button', { name: 'Update cart' });
    expect(screen.queryByRole('link', { name: 'Go To Cart' })).toBeNull();
    await userEvent.click(update);
    expect(handlers.onUpdate).toHaveBeenCalledWith([
      { line: expect.objectContaining({ id: 'item-1' }), quantities: { packages: 0, layers: 3, pallets: 0 } },
    ]);
    expect(await screen.findByRole('link', { name: 'Go To Cart' })).toBeInTheDocument();
  });

  it('shows pallets for a full-truck cart, deletes a line and removes all', async () => {
    const pallets = line({
      id: 'item-9',
      name: 'Keg 30 L',
      sku: '10990101',
      quantities: { packages: 0, layers: 0, pallets: 20 },
    });
    const handlers = await renderPanel({ cart: cartView({ isFullTruck: true, lines: [pallets] }) });
    expect(await screen.findByText('20 pallets')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Keg 30 L from the cart' }));
    expect(handlers.onRemove).toHaveBeenCalledWith(pallets);
    await userEvent.click(screen.getByRole('button', { name: 'Remove All' }));
    expect(handlers.onRemoveAll).toHaveBeenCalled();
  });

  it('says The cart is Empty for an empty cart', async () => {
    await renderPanel({ cart: cartView({ lines: [] }) });
    expect(await screen.findByText('The cart is Empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove All' })).toBeNull();
  });
});
