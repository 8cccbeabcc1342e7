import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from '../../../test/render-catalogue';
import { apiCart, apiItem } from '../../../test/fake-cart';
import CartPage from '../pages/CartPage';

const ipa = apiItem({ id: 'item-1', sku: '10110101', name: 'Serena IPA 24 x 33 cl', layers: 2 });
const SLOW = { timeout: 5000 };

// spec 2 §4: "The cart may be saved for later (clears basket items)".
describe('Save for later on /cart', { timeout: 20_000 }, () => {
  it('asks first, then saves with the name, empties the cart and says where the saved order is', async () => {
    let items = [ipa];
    const { callsOf } = await renderCatalogue(
      <CartPage />,
      {
        CartCustomerCart: () => ({ customerCart: apiCart(items) }),
        CartTruckFill: () => ({ truckFill: null }),
        CartSaveForLater: () => {
          items = [];
          return {
            addSaveOrderForLater: {
              saved_order: { id: 'saved-1', name: 'Weekly' },
              cart: apiCart([]),
              user_errors: [],
            },
          };
        },
      },
      { path: '/cart' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save for later' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Save the cart for later?' });
    expect(callsOf('CartSaveForLater')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Weekly');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and empty the cart' }));
    expect(await screen.findByText('The cart has been saved for later')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the saved orders' })).toHaveAttribute(
      'href',
      '/orders/saved',
    );
    expect(callsOf('CartSaveForLater')[0]?.variables).toMatchObject({ name: 'Weekly' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save for later' })).toBeNull());
  });

  it('cancelling the confirmation saves nothing', async () => {
    const { callsOf } = await renderCatalogue(
      <CartPage />,
      {
        CartCustomerCart: () => ({ customerCart: apiCart([ipa]) }),
        CartTruckFill: () => ({ truckFill: null }),
      },
      { path: '/cart' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Save for later' }, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsOf('CartSaveForLater')).toHaveLength(0);
  });
});
