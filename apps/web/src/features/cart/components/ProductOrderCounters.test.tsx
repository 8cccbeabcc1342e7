import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeDeliveryPreferences } from '../../../lib/delivery-preferences';
import { renderCatalogue } from '../../../test/render-catalogue';
import { apiCart, apiItem, COUNTER_PRODUCT } from '../../../test/fake-cart';
import { CartToastView } from '../toast/CartToastView';
import { ProductOrderCounters } from './ProductOrderCounters';

const product = COUNTER_PRODUCT;
const SLOW = { timeout: 5000 };

async function renderCounters(handlers: Parameters<typeof renderCatalogue>[1]) {
  return renderCatalogue(
    <>
      <ProductOrderCounters product={product} />
      <CartToastView />
    </>,
    {
      CartOrderableUnits: () => ({ getPortalConfig: { orderableunits: 'Packaging,Layers,Pallets' } }),
      ...handlers,
    },
  );
}

// Issue 10 item 3: the counters on product cards and the product page add to the cart (spec 2 §4, 300 ms
// debounce), with the toast of spec 1 §2.7.
describe('ProductOrderCounters', { timeout: 20_000 }, () => {
  it('adds layers of a product not yet in the cart and says it was added', async () => {
    let items: ReturnType<typeof apiItem>[] = [];
    const { callsOf } = await renderCounters({
      CartCustomerCart: () => ({ customerCart: apiCart(items) }),
      CartAddProducts: () => {
        items = [apiItem({ id: 'item-1', ...product, layers: 3 })];
        return { addProductsToCart: { cart: apiCart(items), user_errors: [] } };
      },
    });
    // Packaging is not enabled: no Units counter (spec 1 §4.7).
    const layers = await screen.findByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' }, SLOW);
    expect(screen.queryByRole('textbox', { name: 'Units of Serena IPA 24 x 33 cl' })).toBeNull();
    fireEvent.change(layers, { target: { value: '3' } });
    await waitFor(() => expect(callsOf('CartAddProducts')).toHaveLength(1));
    expect(callsOf('CartAddProducts')[0]?.variables).toEqual({
      cartId: 'cart-1',
      items: [{ sku: '10110101', quantity: 0, number_of_layer: 3, number_of_pallet: 0 }],
    });
    expect(await screen.findByText('has been added to', { exact: false })).toHaveTextContent(
      'Serena IPA 24 x 33 cl has been added to your cart',
    );
  });

  it('keeps an edit typed as the delivery bar settles the cart, and sends it', async () => {
    // A moment after a page shows its counters, the delivery bar stores the order mode and the first available
    // date, and the cart takes the bar's order type: the cart and the units are read again. Counters replaced by
    // their placeholder meanwhile lost what was typed (spec 2 §5: the edit is sent 300 ms after it is made).
    let orderType = 'freeshipping_freeshipping';
    let releaseUnits = () => {};
    const { callsOf } = await renderCounters({
      CartCustomerCart: () => ({ customerCart: apiCart([], {}, { delivery_method: orderType }) }),
      CartOrderableUnits: async (call) => {
        if (call.variables['orderType'] === 'flatrate_flatrate') {
          await new Promise<void>((resolve) => (releaseUnits = resolve));
        }
        return { getPortalConfig: { orderableunits: 'Packaging,Layers,Pallets' } };
      },
      CartAddProducts: () => ({
        addProductsToCart: {
          cart: apiCart([apiItem({ id: 'item-1', ...product, layers: 2 })]),
          user_errors: [],
        },
      }),
    });
    const layers = await screen.findByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' }, SLOW);
    fireEvent.change(layers, { target: { value: '2' } });
    orderType = 'flatrate_flatrate';
    act(() => writeDeliveryPreferences({ deliveryDate: '2026-12-02', shipmentMode: 0 }));
    await waitFor(() => expect(callsOf('CartOrderableUnits')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' })).toHaveValue('2');
    await waitFor(() => expect(callsOf('CartAddProducts')).toHaveLength(1));
    expect(callsOf('CartAddProducts')[0]?.variables).toMatchObject({
      items: [{ sku: '10110101', number_of_layer: 2 }],
    });
    releaseUnits();
  });

  it('updates the line its first edit added, with the next edit', async () => {
    let items: ReturnType<typeof apiItem>[] = [];
    const { callsOf } = await renderCounters({
      CartCustomerCart: () => ({ customerCart: apiCart(items) }),
      CartAddProducts: () => {
        items = [apiItem({ id: 'item-1', ...product, layers: 1 })];
        return { addProductsToCart: { cart: apiCart(items), user_errors: [] } };
      },
      CartUpdateItems: () => {
        items = [apiItem({ id: 'item-1', ...product, layers: 2 })];
        return { updateCartItems: { cart: apiCart(items), user_errors: [] } };
      },
    });
    const more = await screen.findByRole(
      'button',
      { name: 'One more: Layers of Serena IPA 24 x 33 cl' },
      SLOW,
    );
    fireEvent.click(more);
    await waitFor(() => expect(callsOf('CartAddProducts')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' })).toHaveValue('1'),
    );
    fireEvent.click(more);
    await waitFor(() => expect(callsOf('CartUpdateItems')).toHaveLength(1));
    expect(callsOf('CartAddProducts')).toHaveLength(1);
    expect(callsOf('CartUpdateItems')[0]?.variables).toMatchObject({
      input: { cart_items: [{ cart_item_id: 'item-1', number_of_layer: 2 }] },
    });
  });

  it('updates the line of a product already in the cart and says it was updated', async () => {
    const line = apiItem({ id: 'item-1', ...product, layers: 2 });
    const { callsOf } = await renderCounters({
      CartCustomerCart: () => ({ customerCart: apiCart([line]) }),
      CartUpdateItems: () => ({
        updateCartItems: {
          cart: apiCart([apiItem({ id: 'item-1', ...product, layers: 3 })]),
          user_errors: [],
        },
      }),
    });
    const more = await screen.findByRole(
      'button',
      { name: 'One more: Layers of Serena IPA 24 x 33 cl' },
      SLOW,
    );
    expect(screen.getByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' })).toHaveValue('2');
    fireEvent.click(more);
    await waitFor(() => expect(callsOf('CartUpdateItems')).toHaveLength(1));
    expect(callsOf('CartUpdateItems')[0]?.variables).toEqual({
      input: {
        cart_id: 'cart-1',
        cart_items: [
          { cart_item_id: 'item-1', number_of_packages: 0, number_of_layer: 3, number_of_pallet: 0 },
        ],
      },
    });
    expect(await screen.findByText('has been updated.', { exact: false })).toHaveTextContent(
      'Serena IPA 24 x 33 cl has been updated.',
    );
  });

  it('shows the server’s reason when an add is refused', async () => {
    await renderCounters({
      CartCustomerCart: () => ({ customerCart: apiCart([]) }),
      CartAddProducts: () => ({
        addProductsToCart: {
          cart: apiCart([]),
          user_errors: [
            {
              code: 'NOT_SALEABLE',
              message: 'One or more products could not be added to the cart',
              sku: '10110101',
            },
          ],
        },
      }),
    });
    const pallets = await screen.findByRole('textbox', { name: 'Pallets of Serena IPA 24 x 33 cl' }, SLOW);
    fireEvent.change(pallets, { target: { value: '1' } });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'One or more products could not be added to the cart',
    );
  });
});
