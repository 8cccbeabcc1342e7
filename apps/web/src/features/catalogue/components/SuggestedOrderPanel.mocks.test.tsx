import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { writeDeliveryPreferences } from '../../../lib/delivery-preferences';
import { renderCatalogue } from '../../../test/render-catalogue';
import type * as CartFeatureModule from '../../cart';
import { SuggestedOrderPanel } from './SuggestedOrderPanel';

type CartFeature = typeof CartFeatureModule;

// The cart's own read is the cart feature's to test; here only how many lines it holds matters.
const cartState = vi.hoisted(() => ({ lines: 0 }));
vi.mock('../../cart', async (importOriginal) => ({
  ...(await importOriginal<CartFeature>()),
  useCart: () => ({ data: { lines: Array.from({ length: cartState.lines }, (_, id) => ({ id })) } }),
}));
const answeredCart = { id: 'cart-1', items: [] };

const SLOW = { timeout: 5000 };

const line = (sku: string, name: string, extra: Record<string, unknown> = {}) => ({
  sku,
  name,
  catalog_product_name: name,
  url_key: sku,
  image: { url: `/media/products/${sku}.svg` },
  units: 0,
  layers: 2,
  pallets: 0,
  quantity: 24,
  weight: 480,
  prices: { price: { value: 20 }, row_total: { value: 480 } },
  times_ordered: 8,
  orderable: true,
  reason: null,
  reason_code: null,
  ...extra,
});

const suggestedCart = {
  ship_to_id: '0000100001',
  orders_read: 10,
  suggested_cart_total: { value: 960 },
  shipping_address: {
    name: 'Bar Centrale',
    street: 'Via Roma 1',
    city: 'Milano',
    postalcode: '20121',
    province: 'MI',
  },
  weight: 960,
  products: [
    line('A1', 'Lager A'),
    line('B2', 'Pils B'),
    line('C3', 'Riserva C', { orderable: false, reason: 'x', reason_code: 'PRODUCT_NOT_SALEABLE' }),
  ],
};

// spec 2 §3 Suggested cart (total, shipping address, products with units, layers, pallets, prices); §7
// CREATE_SUGGESTED_CART.
describe('the usual order on Fast Order', { timeout: 20_000 }, () => {
  it('shows the lines with their quantities, the total and the address', async () => {
    cartState.lines = 0;
    await renderCatalogue(<SuggestedOrderPanel />, {
      FastOrderSuggestedCart: () => ({ suggestedCart }),
    });
    expect(await screen.findByRole('heading', { name: 'Your usual order' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByTestId('suggested-total')).toHaveTextContent('960,00');
    expect(screen.getByText(/Via Roma 1, 20121 Milano \(MI\)/)).toBeInTheDocument();
    expect(screen.getAllByText('2 layers')).toHaveLength(3);
    expect(screen.getByText('Cannot be ordered for the chosen delivery date')).toBeInTheDocument();
  });

  it('asks before adding to a cart with products, then says what was added and what was not', async () => {
    cartState.lines = 1;
    const { callsOf } = await renderCatalogue(<SuggestedOrderPanel />, {
      FastOrderSuggestedCart: () => ({ suggestedCart }),
      // The action asks for the cart's id first.
      CartCustomerCart: () => ({ customerCart: answeredCart }),
      CartCreateSuggested: () => ({
        createSuggestedCart: {
          added: [{ sku: 'A1', name: 'Lager A', units: 0, layers: 2, pallets: 0 }],
          cart: answeredCart,
          user_errors: [
            {
              code: 'CAPACITY_MAXIMUM',
              message: 'The maximum weight of order has been exceeded.',
              sku: 'B2',
            },
            { code: 'PRODUCT_NOT_SALEABLE', message: 'x', sku: 'C3' },
          ],
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add all to cart' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add the usual order to the cart?' });
    expect(within(dialog).getByText(/already holds 1 product/)).toBeInTheDocument();
    expect(callsOf('CartCreateSuggested')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to the cart' }));
    const summary = (await screen.findByText('1 product added to the cart')).closest(
      '[role="status"]',
    ) as HTMLElement;
    expect(summary).toHaveTextContent('1 product added to the cart');
    expect(summary).toHaveTextContent('Lager A: 2 layers');
    expect(summary).toHaveTextContent('2 products were not added:');
    expect(summary).toHaveTextContent('B2: It would pass the maximum weight or pallets of the order');
    expect(within(summary).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    expect(callsOf('CartCreateSuggested')).toHaveLength(1);
  });

  it('keeps the lines on screen, marked busy, while a new delivery date is read', async () => {
    cartState.lines = 0;
    let answerLater: (() => void) | null = null;
    let reads = 0;
    await renderCatalogue(<SuggestedOrderPanel />, {
      FastOrderSuggestedCart: () => {
        reads += 1;
        if (reads === 1) return { suggestedCart };
        return new Promise((resolve) => {
          answerLater = () =>
            resolve({ suggestedCart: { ...suggestedCart, products: [line('A1', 'Lager A')] } });
        });
      },
    });
    expect(await screen.findAllByText('Pils B', {}, SLOW)).not.toHaveLength(0);
    act(() => writeDeliveryPreferences({ deliveryDate: '2026-12-01' }));
    await waitFor(() => expect(answerLater).not.toBeNull());
    expect(screen.getByText('Pils B')).toBeInTheDocument();
    expect(screen.getByRole('list').closest('[aria-busy="true"]')).not.toBeNull();
    act(() => answerLater!());
    await waitFor(() => expect(screen.queryByText('Pils B')).toBeNull());
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('says when there is no usual order yet', async () => {
    cartState.lines = 0;
    await renderCatalogue(<SuggestedOrderPanel />, {
      FastOrderSuggestedCart: () => ({ suggestedCart: { ...suggestedCart, products: [] } }),
    });
    expect(
      await screen.findByText(/There is no usual order for this delivery address yet/, {}, SLOW),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add all to cart' })).toBeNull();
  });
});
