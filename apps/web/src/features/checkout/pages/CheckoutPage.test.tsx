import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { setNetwork } from '../../../test/network';
import type { OperationHandler } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import { cartPageCart, checkoutCart, NO_TRUCK_FILL, placedOrder, priceCheck } from '../test/fake-checkout';
import CheckoutPage from './CheckoutPage';

const SLOW = { timeout: 8000 };

function handlers(overrides: Record<string, OperationHandler> = {}): Record<string, OperationHandler> {
  let cart = checkoutCart();
  return {
    CartCustomerCart: () => ({
      customerCart: cartPageCart({}),
    }),
    CartTruckFill: () => ({ truckFill: NO_TRUCK_FILL }),
    CheckoutCart: () => ({ customerCart: cart }),
    CheckoutSetTransport: ({ variables }) => {
      const code = variables.paymentCode as string | undefined;
      cart = {
        ...cart,
        delivery_date: (variables.date as string) ?? cart.delivery_date,
        flexible_delivery: Boolean(variables.flexible),
        selected_payment_method: code ? { code, title: code } : cart.selected_payment_method,
      };
      return { setTransportType: { message: 'Transport type saved', cart, user_errors: [] } };
    },
    CheckoutUpdatePrices: () => ({ updatePrices: priceCheck() }),
    CheckoutFirstDate: () => ({ deliveryAvailableDate: { first_available_date: '2026-11-30' } }),
    CartReturnableEmpties: () => ({
      getCustomerEmpties: [
        {
          sku: 'CRATE-24',
          material: 'ZQCR',
          date: '2026-10-02',
          name: 'Cassa 24 bottiglie',
          weight: 1.6,
          small_image: { url: '/media/products/CRATE-24.svg' },
          number_of_bottles_gabbie: 24,
          quantity: 40,
        },
      ],
    }),
    ...overrides,
  };
}

/** A placement that succeeds with one order. */
const placesOneOrder: OperationHandler = () => ({
  placeOrder: { order: placedOrder(), orders: [placedOrder()], user_errors: [] },
});

async function renderCheckout(extra: Record<string, OperationHandler> = {}) {
  return renderCatalogue(<CheckoutPage />, handlers(extra), { path: '/cart', language: 'en' });
}

/** Walks from the contents to the recap as a buyer does, checking each step's heading takes the focus. */
async function walkToRecap(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }, SLOW));
  expect(await screen.findByRole('heading', { level: 2, name: 'Step 2: Delivery' }, SLOW)).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Continue to payment terms' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Step 3: Payment terms' }, SLOW)).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Continue to the review' }));
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Step 4: Review and place' }, SLOW),
  ).toHaveFocus();
}

async function acceptTerms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: 'I accept the Master Purchase Agreement' }));
  await user.click(screen.getByRole('checkbox', { name: 'I accept the guidelines and terms' }));
}

describe('CheckoutPage (spec 2 §2 three steps and the recap)', { timeout: 30_000 }, () => {
  it('stops at the contents while the capacity verdict refuses, and says why (spec 2 §5)', async () => {
    await renderCheckout({
      CartCustomerCart: () => ({
        customerCart: cartPageCart({ state: 'error', message: 'Minimum order capacity not reached' }),
      }),
    });
    const next = await screen.findByRole('button', { name: 'Continue to delivery' }, SLOW);
    expect(next).toBeDisabled();
    expect(screen.getByTestId('contents-why')).toHaveTextContent(
      'You cannot continue yet: Minimum order capacity not reached',
    );
  });

  it('refuses a customer order number longer than the server stores, in words', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }, SLOW));
    await screen.findByRole('heading', { level: 2, name: 'Step 2: Delivery' }, SLOW);
    expect(screen.getByRole('group', { name: 'Delivery address' })).toHaveTextContent('Birreria Al Portico');
    await user.type(screen.getByRole('textbox', { name: 'Your order number' }), 'x'.repeat(41));
    expect(screen.getByText('At most 40 characters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to payment terms' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Step 2: Delivery' })).toBeInTheDocument();
  });

  it('groups the payer’s terms (spec 2 §9), preselects the default and stores the choice with setTransportType', async () => {
    const user = userEvent.setup();
    const view = await renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Continue to delivery' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Continue to payment terms' }, SLOW));
    await screen.findByRole('heading', { level: 2, name: 'Step 3: Payment terms' }, SLOW);
    const groups = screen.getAllByTestId('payment-group');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Bank transfer',
      'Direct debit (SDD)',
      'Bank receipt (Ri.Ba.)',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['2C30', '2C60']);
    expect(screen.getByRole('radio', { name: /Direct debit \(SDD\) at 30 days/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Bank transfer at 60 days/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to the review' }));
    await screen.findByRole('heading', { level: 2, name: 'Step 4: Review and place' }, SLOW);
    expect(view.callsOf('CheckoutSetTransport').map((call) => call.variables.paymentCode)).toEqual(['2C60']);
    expect(view.callsOf('CheckoutUpdatePrices')).toHaveLength(1);
    expect(screen.getByText('Bank transfer at 60 days (2C60)')).toBeInTheDocument();
  });

  it('says ‘Prices have been updated’ with the old and new price before the buyer confirms (spec 2 §3)', async () => {
    const user = userEvent.setup();
    await renderCheckout({
      CheckoutUpdatePrices: () => ({
        updatePrices: priceCheck({
          message: 'Prices have been updated',
          order_items: [
            {
              cart_item_id: 'item-1',
              sku: '10110101',
              price: 24.5,
              previous_price: 23.9,
              total: 588,
              changed: true,
            },
          ],
        }),
      }),
    });
    await walkToRecap(user);
    const notice = screen.getByTestId('price-update');
    expect(notice).toHaveTextContent('Prices have been updated');
    expect(within(notice).getByRole('row', { name: /Serena IPA/ })).toHaveTextContent('23,90 € → 24,50 €');
    const prices = screen.getByRole('table', { name: 'Prices' });
    for (const row of [
      'Subtotal (list prices)',
      'Discounts',
      'Excise',
      'Transport discount',
      'VAT',
      'Deposit',
    ]) {
      expect(
        within(prices).getByRole('rowheader', { name: new RegExp(`^${row.replace(/[()]/g, '\\$&')}`) }),
      ).toBeInTheDocument();
    }
    expect(within(prices).getByRole('row', { name: /^Total/ })).toHaveTextContent('783,79 €');
    expect(screen.getByRole('list', { name: 'Empties you return' })).toHaveTextContent(
      'Return: 10 × Cassa 24 bottiglie',
    );
  });

  // Issue 16 (no layout shift): the bar appeared some 300 ms after the recap and moved Place order down on a phone.
  it('shows the capacity bar with the recap, not after it', async () => {
    const user = userEvent.setup();
    await renderCheckout();
    await walkToRecap(user);
    const capacity = screen.getByRole('region', { name: 'Order capacity' });
    expect(within(capacity).getByRole('progressbar', { name: 'Truck capacity' })).toBeInTheDocument();
  });

  it('sends nothing until both acceptances are given (spec 3 §5)', async () => {
    const user = userEvent.setup();
    const view = await renderCheckout({ CheckoutPlaceOrder: placesOneOrder });
    await walkToRecap(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByTestId('place-why')).toHaveTextContent(
      'Accept the Master Purchase Agreement and the guidelines to place the order.',
    );
    expect(screen.getByText('Accept the Master Purchase Agreement to order.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I accept the Master Purchase Agreement' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Accept the guidelines and terms to order.')).toBeInTheDocument();
    expect(view.callsOf('CheckoutPlaceOrder')).toHaveLength(0);
  });

  it('sends a retry with the same Idempotency-Key and goes to /thanks with both order numbers', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const beer = placedOrder();
    const empties = placedOrder({
      order_number: 'SP-000124',
      is_empties_return: true,
      linked_order_number: 'SP-000123',
    });
    const view = await renderCheckout({
      CheckoutPlaceOrder: () =>
        ++calls === 1
          ? json({ statusCode: 503, code: 'UNAVAILABLE', message: 'Unavailable' }, 503)
          : { placeOrder: { order: beer, orders: [beer, empties], user_errors: [] } },
    });
    await walkToRecap(user);
    await acceptTerms(user);
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.dblClick(place);
    await waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent('/thanks?order=SP-000123&order=SP-000124'),
      SLOW,
    );
    const sent = view.callsOf('CheckoutPlaceOrder');
    expect(sent).toHaveLength(2);
    const keys = sent.map((call) => call.headers.get('idempotency-key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(sent[0]!.variables.input).toMatchObject({
      cart_id: 'cart-1',
      accept_master_purchase_agreement: true,
      accept_guidelines: true,
    });
  });

  it('keeps Place order pressed after a placement until /thanks opens: a late second click sends nothing', async () => {
    const user = userEvent.setup();
    const beer = placedOrder();
    const view = await renderCheckout({
      CheckoutPlaceOrder: () => ({ placeOrder: { order: beer, orders: [beer], user_errors: [] } }),
    });
    await walkToRecap(user);
    await acceptTerms(user);
    const place = screen.getByRole('button', { name: 'Place order' });
    await user.click(place);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/thanks'), SLOW);
    // Here the page is still on screen, as it is while /thanks loads on a slow phone.
    expect(place).toBeDisabled();
    await user.click(place);
    expect(view.callsOf('CheckoutPlaceOrder')).toHaveLength(1);
  });

  it('stops a passed cut-off with the calendar message and takes the offered first date in one action', async () => {
    const user = userEvent.setup();
    let placed = 0;
    const view = await renderCheckout({
      CheckoutPlaceOrder: () => {
        placed += 1;
        return {
          placeOrder: {
            order: null,
            orders: [],
            user_errors: [
              {
                code: 'DELIVERY_DATE_CUT_OFF_PASSED',
                message: 'Shipping cannot be ordered. Choose a different date.',
              },
            ],
            first_available_date: '2026-12-01',
          },
        };
      },
    });
    await walkToRecap(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const stopped = await screen.findByTestId('date-stopped', {}, SLOW);
    expect(stopped).toHaveTextContent('Shipping cannot be ordered. Choose a different date.');
    await user.click(within(stopped).getByRole('button', { name: 'Deliver on 01.12.2026 instead' }));
    await waitFor(() => expect(screen.queryByTestId('date-stopped')).not.toBeInTheDocument(), SLOW);
    const setDate = view.callsOf('CheckoutSetTransport').at(-1)!;
    expect(setDate.variables).toMatchObject({
      date: '2026-12-01',
      transportType: 'freeshipping_freeshipping',
    });
    expect(view.callsOf('CheckoutUpdatePrices')).toHaveLength(2);
    expect(placed).toBe(1);
  });

  it('offers the first available date when the price check finds the date expired', async () => {
    const user = userEvent.setup();
    await renderCheckout({
      CheckoutUpdatePrices: () => ({
        updatePrices: priceCheck({ delivery_date_expired: true, can_proceed: false }),
      }),
    });
    await walkToRecap(user);
    const stopped = screen.getByTestId('date-stopped');
    expect(
      within(stopped).getByRole('button', { name: 'Deliver on 30.11.2026 instead' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByTestId('place-why')).toHaveTextContent(
      'Shipping cannot be ordered. Choose a different date.',
    );
  });

  it('shows another refusal in words and starts a new attempt with a new key', async () => {
    const user = userEvent.setup();
    const view = await renderCheckout({
      CheckoutPlaceOrder: () => ({
        placeOrder: {
          order: null,
          orders: [],
          user_errors: [
            { code: 'PAYMENT_NOT_ALLOWED', message: 'This payment term is not available to your company' },
          ],
          first_available_date: null,
        },
      }),
    });
    await walkToRecap(user);
    await acceptTerms(user);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(
      await screen.findByText(
        'This payment term is not available to your company: choose another one.',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(view.callsOf('CheckoutPlaceOrder')).toHaveLength(2));
    const [first, second] = view
      .callsOf('CheckoutPlaceOrder')
      .map((call) => call.headers.get('idempotency-key'));
    expect(second).not.toBe(first);
  });
});

// Issue 16 part 3, decision 0038: an order is never sent while offline without the buyer seeing it.
describe('CheckoutPage offline', { timeout: 30_000 }, () => {
  afterEach(() => setNetwork(true));

  it('holds Place order while offline and says why; nothing is sent, then or when the connection is back', async () => {
    const user = userEvent.setup();
    const view = await renderCheckout({ CheckoutPlaceOrder: placesOneOrder });
    await walkToRecap(user);
    await acceptTerms(user);
    setNetwork(false);
    const place = screen.getByRole('button', { name: 'Place order' });
    expect(place).toBeDisabled();
    expect(screen.getByTestId('place-why')).toHaveTextContent(
      'You are offline: the order can be placed once the connection is back.',
    );
    setNetwork(true);
    expect(place).toBeEnabled();
    expect(screen.queryByTestId('place-why')).not.toBeInTheDocument();
    expect(view.callsOf('CheckoutPlaceOrder')).toHaveLength(0);
  });
});
