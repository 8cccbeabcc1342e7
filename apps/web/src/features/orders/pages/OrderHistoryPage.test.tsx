import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { orderSummary, renderOrders, type RestHandler } from '../test/fake-orders';
import OrderHistoryPage from './OrderHistoryPage';
import { onPhone } from '../../../test/viewport';

const SLOW = { timeout: 8000 };
const LIST = '/api/general/v1/orders';

function history(list: RestHandler, path = '/orders/history', language: 'en' | 'it' = 'en') {
  return renderOrders(<OrderHistoryPage />, { path, language, rest: { [LIST]: list } });
}

const page =
  (orders = [orderSummary()], total = orders.length) =>
  () => ({ sopList: orders, total });
/** The query of the last list request, without the `lang` every call carries. */
function lastQuery(calls: URL[]) {
  const { lang: _lang, ...query } = Object.fromEntries(calls.at(-1)!.searchParams);
  return query;
}

describe('OrderHistoryPage (spec 2 §2 orders-history; issue 12 item 1)', { timeout: 30_000 }, () => {
  it('lists the orders with their statuses, kind and total, the number opening the detail on its ship-to', async () => {
    const view = await history(
      page(
        [
          orderSummary(),
          orderSummary({
            order_number: '4000001235',
            empty_return: true,
            grand_total: 0,
            type_of_transport: 'emptiespickup_emptiespickup',
            beer_order: '4000001234',
            empty_order_number: null,
          }),
        ],
        2,
      ),
    );
    const rows = await screen.findAllByTestId('order-row', {}, SLOW);
    expect(rows).toHaveLength(2);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: '4000001234' })).toHaveAttribute(
      'href',
      '/orders/history/4000001234?shipTo=0000100001',
    );
    expect(first.getByText('AWAITING SHIPMENT')).toBeInTheDocument();
    expect(first.getByText('Beer order · Small truck')).toBeInTheDocument();
    expect(first.getByText('05.10.2026')).toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(/1250,40\s€/);
    expect(within(rows[1]!).getByText('Empties return · Empty small')).toBeInTheDocument();
    expect(screen.getByTestId('orders-count')).toHaveTextContent('2 orders');
    expect(lastQuery(view.restCalls(LIST))).toMatchObject({ page: '1', pageSize: '10' });
  });

  it('sends the filters typed and chosen as the request’s query and keeps them in the address', async () => {
    const user = userEvent.setup();
    const view = await history(page());
    await screen.findAllByTestId('order-row', {}, SLOW);
    await user.type(screen.getByRole('textbox', { name: 'Order number' }), '40000012');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastQuery(view.restCalls(LIST))).toMatchObject({ orderNumber: '40000012' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Delivery status' }), 'DELIVERED');
    await waitFor(() =>
      expect(lastQuery(view.restCalls(LIST))).toEqual({
        page: '1',
        pageSize: '10',
        orderNumber: '40000012',
        deliveryStatus: 'DELIVERED',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Total, highest first');
    await waitFor(() => expect(lastQuery(view.restCalls(LIST))).toMatchObject({ sort: 'grand_total' }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/orders/history?orderNumber=40000012&deliveryStatus=DELIVERED&sort=grand_total',
    );
  });

  it('reads the filters of a bookmarked address and pages with them', async () => {
    const user = userEvent.setup();
    const orders = Array.from({ length: 10 }, (_, index) =>
      orderSummary({ order_number: `40000012${index}` }),
    );
    const view = await history(
      page(orders, 23),
      '/orders/history?processingStatus=Not%20Yet%20Processed&kind=beer&shipTo=0000100002',
    );
    await screen.findAllByTestId('order-row', {}, SLOW);
    expect(lastQuery(view.restCalls(LIST))).toMatchObject({
      processingStatus: 'Not Yet Processed',
      kind: 'beer',
      shipTo: '0000100002',
      page: '1',
    });
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQuery(view.restCalls(LIST))).toMatchObject({ page: '3', kind: 'beer' }));
  });

  it('says when no order matches and clears the filters', async () => {
    const user = userEvent.setup();
    const view = await history(page([], 0), '/orders/history?orderNumber=999');
    expect(await screen.findByText('No order matches these filters', {}, SLOW)).toBeInTheDocument();
    await user.click(
      within(screen.getByTestId('orders-empty')).getByRole('button', { name: 'Clear filters' }),
    );
    await waitFor(() => expect(lastQuery(view.restCalls(LIST))).not.toHaveProperty('orderNumber'));
  });

  it('shows a failure with a retry that asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await history(() => (fail ? json({ message: 'down' }, 500) : page()()));
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    expect(screen.getByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
    fail = false;
    await user.click(retry);
    expect(await screen.findAllByTestId('order-row', {}, SLOW)).toHaveLength(1);
  });

  it('shows statuses in Italian (spec 3 §4), the English value being the key', async () => {
    await history(
      page([orderSummary({ status: 'DELIVERED', processing_status: 'Completely Processed' })]),
      '/orders/history',
      'it',
    );
    const row = within(await screen.findByTestId('order-row', {}, SLOW));
    expect(row.getByText('CONSEGNATO')).toBeInTheDocument();
    expect(row.getByText('Elaborato completamente')).toBeInTheDocument();
    // The filter offers the server's list (GetOrderStatus) in Italian too.
    expect(
      within(screen.getByRole('combobox', { name: 'Stato della consegna' })).getByRole('option', {
        name: 'IN ATTESA DI SPEDIZIONE',
      }),
    ).toHaveValue('AWAITING SHIPMENT');
    expect(screen.getByRole('heading', { level: 1, name: 'Storico ordini' })).toBeInTheDocument();
  });

  it('offers cancel only while the order may change, and no re-order without Catalogue on its ship-to', async () => {
    await history(
      page([
        orderSummary({
          status: 'DELIVERED',
          change_refusal: 'Non-cancelable order, goods issue already carried out',
        }),
        orderSummary({
          order_number: '4000009999',
          ship_to_id: '0000100002',
          ship_to_name: 'Pizzeria Duomo',
        }),
      ]),
    );
    const [delivered, other] = await screen.findAllByTestId('order-row', {}, SLOW);
    expect(within(delivered!).getByRole('button', { name: 'Re-order 4000001234' })).toBeInTheDocument();
    expect(within(delivered!).queryByRole('button', { name: /Cancel order/ })).toBeNull();
    expect(within(other!).queryByRole('button', { name: /Re-order/ })).toBeNull();
    expect(within(other!).getByRole('button', { name: 'Cancel order 4000009999' })).toBeInTheDocument();
  });

  it('shows cards on a phone (390 px), the filters folded behind a button', async () => {
    const user = userEvent.setup();
    onPhone();
    const view = await history(page());
    const card = await screen.findByTestId('order-row', {}, SLOW);
    expect(card.tagName).toBe('LI');
    expect(screen.queryByRole('table')).toBeNull();
    const toggle = screen.getByRole('button', { name: 'Show filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');

    // A search and Clear show the filters anew; they stay unfolded for the next choice.
    await user.type(screen.getByLabelText('Order number'), '4000000001');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.click(within(screen.getByRole('form')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastQuery(view.restCalls(LIST))).not.toHaveProperty('orderNumber'));
    expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Delivery status')).toBeVisible();
  });
});
