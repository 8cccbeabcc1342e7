import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { fakeServer } from '../../../test/fake-server';
import { suggestion, truckFill } from '../test/cart-fixtures';
import { TruckFillAssistant } from './TruckFillAssistant';

async function renderAssistant(
  props: Parameters<typeof TruckFillAssistant>[0],
  language: 'en' | 'it' = 'en',
) {
  fakeServer();
  return renderWithApp(<TruckFillAssistant {...props} />, { namespaces: ['cart'], language });
}

// Issue 10 item 5: the distance to the next band in kg and layers (pallets for a full truck), and suggestions
// each added in one tap.
describe('TruckFillAssistant', () => {
  it('says how far the cart is from the Motrice discount and adds a suggestion in one tap', async () => {
    const onAdd = vi.fn();
    const pils = suggestion({ sku: 'P1', name: 'Chiara Pils 24 x 33 cl', layers: 6, reachesTarget: true });
    await renderAssistant({ fill: truckFill({ gapWeightKg: 2_349.5, suggestions: [pils] }), onAdd });
    expect(await screen.findByText('2,350 kg to the Motrice discount')).toBeInTheDocument();
    expect(screen.getByText(/about 6 layers/)).toBeInTheDocument();
    expect(screen.getByText(/Ordered before · reaches it/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add 6 layers of Chiara Pils 24 x 33 cl' }));
    expect(onAdd).toHaveBeenCalledWith(pils);
  });

  it('counts pallets for a full-truck cart, in Italian', async () => {
    const pallets = suggestion({
      sku: 'P1',
      name: 'Chiara Pils',
      layers: 0,
      pallets: 2,
      source: 'favourite',
    });
    await renderAssistant(
      {
        fill: truckFill({ target: 'pallet_minimum', gapPallets: 8, gapLayers: 0, suggestions: [pallets] }),
        onAdd: vi.fn(),
      },
      'it',
    );
    expect(await screen.findByText('Mancano 8 pallet all’ordine minimo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aggiungi 2 pallet di Chiara Pils' })).toBeInTheDocument();
    expect(screen.getByText(/Nei tuoi preferiti/)).toBeInTheDocument();
  });

  it('gives the room left before the maximum, or asks to reduce an over-full cart', async () => {
    const { unmount } = await renderAssistant({
      fill: truckFill({ target: 'maximum', headroomWeightKg: 3_300 }),
      onAdd: vi.fn(),
    });
    expect(await screen.findByText('Room for 3,300 kg before the maximum.')).toBeInTheDocument();
    unmount();
    await renderAssistant({ fill: truckFill({ target: 'maximum', headroomWeightKg: -500 }), onAdd: vi.fn() });
    expect(await screen.findByText('500 kg over the maximum: reduce the quantity.')).toBeInTheDocument();
  });

  it('shows nothing when no band is ahead (Empty small)', async () => {
    await renderAssistant({ fill: truckFill({ target: null }), onAdd: vi.fn() });
    await screen.findByText((_, element) => element?.tagName === 'BODY');
    expect(screen.queryByRole('heading', { name: 'Fill the truck' })).toBeNull();
  });
});
