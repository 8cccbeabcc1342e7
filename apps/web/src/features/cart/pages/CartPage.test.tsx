import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderCatalogue } from '../../../test/render-catalogue';
import { apiCart, apiItem } from '../../../test/fake-cart';
import { setNetwork } from '../../../test/network';
import { CartToastView } from '../toast/CartToastView';
import CartPage from './CartPage';

const ipa = apiItem({ id: 'item-1', sku: '10110101', name: 'Serena IPA 24 x 33 cl', layers: 2 });
const pils = apiItem({ id: 'item-2', sku: '10120101', name: 'Chiara Pils 24 x 33 cl', layers: 1 });

const truckFill = {
  target: 'motrice',
  gap_weight: 11_280,
  gap_layers: 47,
  gap_pallets: 0,
  headroom_weight: 28_580,
  headroom_pallets: 33.5,
  suggestions: [
    {
      sku: '10130101',
      name: 'Bruna 24 x 33 cl',
      image: { url: '/media/products/10130101.svg' },
      source: 'history',
      number_of_layer: 47,
      number_of_pallet: 0,
      weight: 11_280,
      reaches_target: true,
    },
  ],
};

/** What the ship-to holds to return (spec 2 §3 Customer empties, §7 getCustomerEmpties). */
const returnableEmpties = {
  getCustomerEmpties: [
    {
      sku: '90000001',
      name: 'Cassa 24 x 33 cl',
      number_of_bottles_gabbie: 24,
      quantity: 40,
      small_image: { url: '/media/products/90000001.svg' },
    },
    {
      sku: '90000003',
      name: 'Fusto 30 L',
      number_of_bottles_gabbie: 0,
      quantity: 3,
      small_image: { url: '/media/products/90000003.svg' },
    },
  ],
};

// The page's code and texts load on demand, which takes a while when the whole suite runs at once.
const SLOW = { timeout: 5000 };

async function renderCartPage(handlers: Parameters<typeof renderCatalogue>[1]) {
  // The toast lives in the header in the app; here it is rendered beside the page.
  return renderCatalogue(
    <>
      <CartPage />
      <CartToastView />
    </>,
    { CartTruckFill: () => ({ truckFill }), CartReturnableEmpties: () => returnableEmpties, ...handlers },
    { path: '/cart' },
  );
}

// Issue 10 item 4 and 5 on the cart page (spec 2 §2 Cart, §5 capacity).
describe('CartPage', { timeout: 20_000 }, () => {
  it('shows the lines, linked empties, capacity message, price breakdown and the truck-fill assistant', async () => {
    await renderCartPage({ CartCustomerCart: () => ({ customerCart: apiCart([ipa, pils]) }) });
    const lines = await screen.findByRole('list', { name: 'Products' }, SLOW);
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByRole('textbox', { name: 'Layers of Serena IPA 24 x 33 cl' })).toHaveValue('2');
    expect(within(lines).getAllByText(/Returnable packaging of 10110101: Cassa 24 bottiglie/)).toHaveLength(
      1,
    );
    expect(screen.getByTestId('capacity-bar')).toHaveTextContent('Motrice discount not reached');
    expect(screen.getByRole('table', { name: 'Summary' })).toHaveTextContent('Total');
    expect(await screen.findByText('11,280 kg to the Motrice discount', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add 47 layers of Bruna 24 x 33 cl' })).toBeInTheDocument();
  });

  it('adds a suggestion in one tap and shows the band it reaches', async () => {
    let items = [ipa];
    const { callsOf } = await renderCartPage({
      CartCustomerCart: () => ({ customerCart: apiCart(items) }),
      CartAddProducts: () => {
        items = [ipa, apiItem({ id: 'item-3', sku: '10130101', name: 'Bruna 24 x 33 cl', layers: 47 })];
        return {
          addProductsToCart: {
            cart: apiCart(items, { state: 'success', message: 'Motrice discount reached' }),
            user_errors: [],
          },
        };
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add 47 layers of Bruna 24 x 33 cl' }, SLOW),
    );
    await waitFor(() =>
      expect(screen.getByTestId('capacity-bar')).toHaveTextContent('Motrice discount reached'),
    );
    expect(callsOf('CartAddProducts')[0]?.variables).toEqual({
      cartId: 'cart-1',
      items: [{ sku: '10130101', quantity: 0, number_of_layer: 47, number_of_pallet: 0 }],
    });
    // spec 1 §2.7: the toast names the product, says it was added and links to the cart.
    const toast = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === 'Bruna 24 x 33 cl has been added to your cart',
    );
    expect(within(toast).getByRole('link', { name: 'your cart' })).toHaveAttribute('href', '/cart');
  });

  it('says a refused change with the server’s message and keeps the cart as it was', async () => {
    await renderCartPage({
      CartCustomerCart: () => ({ customerCart: apiCart([ipa]) }),
      CartRemoveItem: () => ({
        removeItemFromCart: {
          cart: apiCart([ipa]),
          user_errors: [
            { code: 'SHIP_TO_SUSPENDED', message: 'ShipTo suspended - Select another ShipTo', sku: null },
          ],
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Serena IPA 24 x 33 cl from the cart' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ShipTo suspended - Select another ShipTo');
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
  });

  it('returns empties with a beer order: lists the crates and kegs the ship-to holds and sends a count with updateEmpties (spec 2 §1, §3, §7)', async () => {
    const keg = { parent_product: null, sku: '90000003', qty: 2, name: 'Fusto 30 L', deposit: 0 };
    const returning = (...returned: Array<typeof keg & { number_of_bottles_gabbie?: number }>) =>
      apiCart(
        [ipa],
        {},
        {
          empties: [
            ...apiCart([ipa]).empties,
            ...returned.map((item) => ({ number_of_bottles_gabbie: 0, ...item, kind: 'returned' })),
          ],
        },
      );
    const crates = {
      ...keg,
      sku: '90000001',
      qty: 5,
      name: 'Cassa 24 x 33 cl',
      number_of_bottles_gabbie: 24,
    };
    const { callsOf } = await renderCartPage({
      CartCustomerCart: () => ({ customerCart: returning(keg) }),
      CartUpdateEmpties: () => ({ updateEmpties: { cart: returning(crates, keg), user_errors: [] } }),
    });
    const section = await screen.findByRole('region', { name: 'Empties to return' }, SLOW);
    expect(within(section).getByText('2 items to return')).toBeInTheDocument();
    expect(
      await within(section).findByText('90000001 · holds 24 bottles · you hold 40', {}, SLOW),
    ).toBeInTheDocument();
    expect(within(section).getByRole('textbox', { name: 'Items of Fusto 30 L to return' })).toHaveValue('2');
    const crateCounter = within(section).getByRole('textbox', {
      name: 'Items of Cassa 24 x 33 cl to return',
    });
    expect(crateCounter).toHaveValue('0');
    await userEvent.clear(crateCounter);
    await userEvent.type(crateCounter, '5');
    await waitFor(() =>
      expect(callsOf('CartUpdateEmpties')[0]?.variables).toEqual({
        cartId: 'cart-1',
        empties: [{ sku: '90000001', qty: 5 }],
      }),
    );
    expect(await within(section).findByText('7 items to return')).toBeInTheDocument();
    expect(callsOf('CartReturnableEmpties')[0]?.variables).toEqual({ outletId: '0000100001' });
    // No more than the ship-to holds: 3 kegs at the most.
    expect(
      within(section).getByRole('button', { name: 'One more: Items of Fusto 30 L to return' }),
    ).toBeEnabled();
    // The linked empties of the lines are not part of the return.
    expect(screen.getAllByText(/Returnable packaging of 10110101/)).toHaveLength(1);
  });

  it('shows the empty state with the way to the catalogue', async () => {
    await renderCartPage({ CartCustomerCart: () => ({ customerCart: apiCart([]) }) });
    expect(await screen.findByRole('heading', { name: 'The cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute(
      'href',
      '/catalog/products',
    );
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    let fail = true;
    await renderCartPage({
      CartCustomerCart: () => (fail ? new Response('{}', { status: 500 }) : { customerCart: apiCart([ipa]) }),
    });
    const title = await screen.findByText('The cart could not be loaded', {}, { timeout: 10_000 });
    const alert = title.closest<HTMLElement>('[role="alert"]')!;
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Products' })).toBeInTheDocument();
  });
});

// Issue 16 part 3, decision 0038: offline, a cart change is refused in sight, never held back and sent later.
describe('CartPage offline', { timeout: 20_000 }, () => {
  afterEach(() => setNetwork(true));

  it('refuses a change with a message and sends nothing, then or when the connection is back', async () => {
    const { callsOf } = await renderCartPage({
      CartCustomerCart: () => ({ customerCart: apiCart([ipa]) }),
      CartAddProducts: () => ({ addProductsToCart: { cart: apiCart([ipa]), user_errors: [] } }),
    });
    const add = await screen.findByRole('button', { name: 'Add 47 layers of Bruna 24 x 33 cl' }, SLOW);
    setNetwork(false);
    await userEvent.click(add);
    expect(
      await screen.findByText(
        'No connection: your cart was not changed. Try again when you are back online.',
      ),
    ).toBeInTheDocument();
    setNetwork(true);
    // Long enough for a change held back by the query client to go out once the browser is online again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(callsOf('CartAddProducts')).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Products' })).toBeInTheDocument();
  });
});
