import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { OperationHandler } from '../../../test/fake-catalogue';
import { orderDetail, renderOrders, SHIP_TO, type RestHandler } from '../test/fake-orders';
import OrderDetailPage from './OrderDetailPage';

const SLOW = { timeout: 8000 };
const CANCELLED = '/api/general/v1/orders/SetOrderCancelled';

function detail(
  operations: Record<string, OperationHandler>,
  options: { rest?: Record<string, RestHandler>; language?: 'en' | 'it' } = {},
) {
  return renderOrders(
    <Routes>
      <Route path="/orders/history/:orderNumber" element={<OrderDetailPage />} />
      <Route path="/cart" element={<p>cart page</p>} />
    </Routes>,
    { path: `/orders/history/4000001234?shipTo=${SHIP_TO}`, operations, ...options },
  );
}

const reading = (order = orderDetail()) => ({ OrderDetail: () => ({ customerOrder: order }) });

describe('OrderDetailPage (spec 2 §3 Submitted order; issue 12 item 1)', { timeout: 30_000 }, () => {
  it('shows lines, totals, delivery, payment, addresses, the linked order and the status timeline', async () => {
    const view = await detail(reading());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order 4000001234' }, SLOW),
    ).toBeInTheDocument();
    // Read on the order's ship-to, which the history's link names.
    expect(view.callsOf('OrderDetail')[0]).toMatchObject({
      variables: { number: '4000001234' },
      outletid: SHIP_TO,
    });

    const lines = screen.getAllByTestId('order-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByText('Serena IPA 24 x 33 cl')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Code 10110101')).toBeInTheDocument();
    expect(lines[0]).toHaveTextContent(/48.*0.*4.*0.*23,90\s€.*1147,20\s€/);

    const totals = screen.getByTestId('order-totals');
    expect(totals).toHaveTextContent(/Your price total\s*1037,80\s€/);
    expect(totals).toHaveTextContent(/Empties deposit\s*84,00\s€/);
    expect(totals).toHaveTextContent(/Tax\s*212,60\s€/);
    expect(totals).toHaveTextContent(/Grand total\s*1250,40\s€/);

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(delivery).toHaveTextContent('08.10.2026');
    expect(delivery).toHaveTextContent('Consegna al mattino');
    expect(delivery).toHaveTextContent('Small truck');
    expect(delivery).toHaveTextContent('Bank receipt (Ri.Ba.) at 60 days');
    expect(within(delivery).getByRole('link', { name: '4000001235' })).toHaveAttribute(
      'href',
      `/orders/history/4000001235?shipTo=${SHIP_TO}`,
    );
    const addresses = screen.getByRole('region', { name: 'Delivery address' });
    expect(addresses).toHaveTextContent('Centrale S.r.l.');
    expect(addresses).toHaveTextContent(`Ship-to ${SHIP_TO}`);
    expect(addresses).toHaveTextContent('Payer 0001000001');

    const timeline = screen.getByTestId('status-timeline');
    expect(timeline).toHaveTextContent('Order placed');
    expect(timeline).toHaveTextContent('Delivery status: ORDER UNDER INVESTIGATION');
    expect(timeline).toHaveTextContent('AWAITING SHIPMENT');
    expect(timeline).toHaveTextContent('was ORDER UNDER INVESTIGATION');
    expect(timeline).toHaveTextContent('05.10.2026 12:02 · by our order system');
    // No document is offered: none exist yet (a later issue).
    expect(screen.queryByText(/document/i)).toBeNull();
  });

  it('says the server’s refusal for an order that is not the buyer’s (spec 2 §8)', async () => {
    await detail(
      {
        OrderDetail: () =>
          Response.json({ data: null, errors: [{ message: 'Non-existent or blocked order' }] }),
      },
      { language: 'it' },
    );
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Ordine inesistente o bloccato');
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
  });

  it('does not offer cancel or edit once the goods are issued, and says why', async () => {
    await detail(
      reading(
        orderDetail({
          status: 'AWAITING DELIVERY',
          change_refusal: 'Non-cancelable order, goods issue already carried out',
        }),
      ),
    );
    expect(await screen.findByRole('button', { name: 'Re-order' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit order' })).toBeNull();
    expect(screen.getByTestId('action-why')).toHaveTextContent(
      'Non-cancelable order, goods issue already carried out',
    );
  });
});

describe('cancelling from the detail (spec 2 §4 "Cancel order from history")', { timeout: 30_000 }, () => {
  it('asks first; keeping the order sends nothing', async () => {
    const user = userEvent.setup();
    const view = await detail({ ...reading(), OrderCancel: () => ({}) });
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 4000001234?' });
    expect(dialog).toHaveTextContent('Its linked order 4000001235 will be cancelled with it.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.callsOf('OrderCancel')).toHaveLength(0);
  });

  it('cancels with the SAP id, confirms with SetOrderCancelled on status D and says both orders are cancelled', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const view = await detail(
      {
        OrderDetail: () => ({
          customerOrder: orderDetail(
            cancelled ? { status: 'CANCELLED', change_refusal: 'Non-existent or blocked order' } : {},
          ),
        }),
        OrderCancel: () => {
          cancelled = true;
          return {
            cancelOrder: {
              message: 'Your beer order and associated empty order have been cancelled.',
              status: 'D',
              stand_alone_order: false,
              cancelled_order_numbers: ['4000001234', '4000001235'],
            },
          };
        },
      },
      { rest: { [CANCELLED]: () => ({ status: 'CANCELLED', order_number: '4000001234' }) } },
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    const outcome = await screen.findByTestId('action-outcome', {}, SLOW);
    expect(outcome).toHaveTextContent('Your beer order and associated empty order have been cancelled.');
    expect(outcome).toHaveTextContent('Cancelled: 4000001234, 4000001235');
    expect(view.callsOf('OrderCancel')[0]).toMatchObject({
      variables: { sapId: '0081234567' },
      outletid: SHIP_TO,
    });
    expect(view.restCalls(CANCELLED).map((url) => url.searchParams.get('sapId'))).toEqual(['0081234567']);
    // The order is read again: it now says it is cancelled and offers no cancel.
    expect(await screen.findByText('This order has been cancelled.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('shows a refusal (status E) in the buyer’s language and does not confirm it', async () => {
    const user = userEvent.setup();
    const view = await detail(
      {
        ...reading(),
        OrderCancel: () => ({
          cancelOrder: {
            message: 'Delivery already created has been blocked',
            status: 'E',
            stand_alone_order: true,
            cancelled_order_numbers: [],
          },
        }),
      },
      { language: 'it' },
    );
    await user.click(await screen.findByRole('button', { name: 'Annulla ordine' }, SLOW));
    await user.click(await screen.findByRole('button', { name: 'Sì, annullalo' }));
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Non è stato possibile annullare l’ordine');
    expect(alert).toHaveTextContent('La consegna già creata è stata bloccata');
    expect(view.restCalls(CANCELLED)).toHaveLength(0);
  });
});

describe(
  're-order from the detail (spec 2 §4 Re-order, order-in-progress modal)',
  { timeout: 30_000 },
  () => {
    const reorderAnswer = (needsChoice: boolean) => ({
      reorderItems: {
        needs_choice: needsChoice,
        saved_order_id: null,
        userInputErrors: [],
        failed_items: needsChoice
          ? []
          : [{ sku: '10220202', name: 'Quercia Lager fusto 20 l', quantity: 2, reason: 'discontinued' }],
        cart: { id: 'cart-1' },
      },
    });

    it('asks what happens to a non-empty cart, sends the choice, and lists what was added and what was not', async () => {
      const user = userEvent.setup();
      const view = await detail({
        ...reading(),
        OrderReorderItems: ({ variables }) =>
          reorderAnswer(variables.mode === null || variables.mode === undefined),
      });
      await user.click(await screen.findByRole('button', { name: 'Re-order' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'You have an order in progress' }, SLOW);
      const choices = within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(choices).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Continue: add to my cart'),
          expect.stringContaining('Start new: empty my cart'),
          expect.stringContaining('Start new: save my cart for later'),
        ]),
      );
      await user.click(within(dialog).getByRole('button', { name: /Start new: empty my cart/ }));

      const outcome = await screen.findByTestId('action-outcome', {}, SLOW);
      expect(view.callsOf('OrderReorderItems').map((call) => call.variables)).toEqual([
        { orderNumber: '4000001234', mode: null },
        { orderNumber: '4000001234', mode: 'START_NEW' },
      ]);
      expect(view.callsOf('OrderReorderItems').every((call) => call.outletid === SHIP_TO)).toBe(true);
      expect(outcome).toHaveTextContent('Order 4000001234 is in your cart');
      expect(outcome).toHaveTextContent('1 product was added to your cart.');
      expect(within(outcome).getByTestId('reorder-added')).toHaveTextContent(
        'Serena IPA 24 x 33 cl (10110101) × 48',
      );
      const failed = within(within(outcome).getByTestId('reorder-failed')).getAllByRole('row');
      expect(failed.map((row) => row.textContent)).toEqual([
        'CodeProductQuantity',
        '10220202Quercia Lager fusto 20 l2',
      ]);
      expect(within(outcome).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
    });

    it('closing the question changes nothing (a harmless abort)', async () => {
      const user = userEvent.setup();
      const view = await detail({ ...reading(), OrderReorderItems: () => reorderAnswer(true) });
      await user.click(await screen.findByRole('button', { name: 'Re-order' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'You have an order in progress' }, SLOW);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(view.callsOf('OrderReorderItems')).toHaveLength(1);
      expect(screen.queryByTestId('action-outcome')).toBeNull();
    });

    it('edits after confirmation with the cart choice, then opens the cart', async () => {
      const user = userEvent.setup();
      const view = await detail({
        ...reading(),
        OrderEdit: ({ variables }) => ({
          editOrder: {
            needs_choice: !variables.mode,
            saved_order_id: variables.mode ? 'saved-9' : null,
            userInputErrors: [],
            cart: { id: 'cart-1' },
          },
        }),
      });
      await user.click(await screen.findByRole('button', { name: 'Edit order' }, SLOW));
      await user.click(await screen.findByRole('button', { name: 'Yes, edit it' }));
      const dialog = await screen.findByRole('dialog', { name: 'You have an order in progress' }, SLOW);
      await user.click(within(dialog).getByRole('button', { name: /Start new: save my cart for later/ }));
      expect(await screen.findByText('cart page', {}, SLOW)).toBeInTheDocument();
      expect(view.callsOf('OrderEdit').map((call) => call.variables.mode)).toEqual([null, 'START_NEW_SAVE']);
    });
  },
);
