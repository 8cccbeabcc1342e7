import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-server';
import { renderCatalogue } from '../../../test/render-catalogue';
import { reOrderAnswer, savedOrder, savedOrderDetails, savedOrdersPage } from '../test/fake-saved-orders';
import SavedOrdersPage from './SavedOrdersPage';
import { onPhone } from '../../../test/viewport';

const SLOW = { timeout: 8000 };
const PERMISSIONS = ['Catalogue', 'My Orders'];

const weekend = savedOrder();
const empties = savedOrder({
  id: '22222222-2222-4222-8222-222222222222',
  name: null,
  beer_order: false,
  total: { value: 0 },
  total_qty: 10,
  saved_order_date: '2026-02-28T23:30:00.000Z',
});

function renderPage(
  handlers: Parameters<typeof renderCatalogue>[1],
  path = '/orders/saved',
  language?: 'it' | 'en',
) {
  return renderCatalogue(<SavedOrdersPage />, handlers, { path, permissions: PERMISSIONS, language });
}

describe(
  '/orders/saved: the list (spec 2 §2 saved-orders, page size 10; §3 Saved order)',
  { timeout: 30_000 },
  () => {
    it('shows every field of a row: name, saved date, ship-to, deliver to, total, quantity, beer or empties', async () => {
      const view = await renderPage({ SavedOrdersList: () => savedOrdersPage([weekend, empties]) });
      const table = await screen.findByTestId('saved-orders-table', {}, SLOW);
      const row = within(table).getByRole('row', { name: /Weekend stock/ });
      expect(row).toHaveTextContent('03.03.2026');
      expect(row).toHaveTextContent('Bar Centrale');
      expect(row).toHaveTextContent('Via Roma 1, 40121 Bologna, BO');
      expect(row).toHaveTextContent('1234,50 €');
      expect(row).toHaveTextContent('48 units');
      expect(row).toHaveTextContent('Beer order');
      // Saved at 23:30 UTC on 28 February is 1 March in Rome, the day the date filter reads.
      const unnamed = within(table).getByRole('row', { name: /Saved order without a name/ });
      expect(unnamed).toHaveTextContent('01.03.2026');
      expect(unnamed).toHaveTextContent('Empties return');
      expect(screen.getByText('2 saved orders')).toBeInTheDocument();
      expect(view.callsOf('SavedOrdersList')[0]?.variables).toEqual({
        sortOrder: { field: 'saved_order_date', direction: 'DESC' },
        currentPage: 1,
        pageSize: 10,
      });
      expect(view.callsOf('SavedOrdersList')[0]?.outletid).toBe('0000100001');
    });

    it('shows cards instead of a table on a phone', async () => {
      onPhone();
      await renderPage({ SavedOrdersList: () => savedOrdersPage([weekend, empties]) });
      const cards = await screen.findByTestId('saved-orders-cards', {}, SLOW);
      expect(screen.queryByTestId('saved-orders-table')).toBeNull();
      const [first] = within(cards).getAllByRole('listitem');
      expect(first).toHaveTextContent('Weekend stock');
      expect(
        within(first!)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(['Saved on', 'Total', 'Ship-to', 'Quantity', 'Deliver to', 'Type']);
      expect(first).toHaveTextContent('03.03.2026');
      expect(first).toHaveTextContent('Via Roma 1, 40121 Bologna, BO');
      expect(within(first!).getByRole('button', { name: 'Re-order Weekend stock' })).toBeInTheDocument();
    });

    it('sends the filters, the sort and the page the buyer chooses, each time from the first page', async () => {
      const view = await renderPage({
        SavedOrdersList: ({ variables }) =>
          savedOrdersPage([weekend], 25, Number(variables.currentPage ?? 1)),
      });
      await screen.findByTestId('saved-orders-table', {}, SLOW);
      const last = () => view.callsOf('SavedOrdersList').at(-1)?.variables;

      await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(last()).toMatchObject({ currentPage: 3, pageSize: 10 }));
      expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();

      await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'week');
      fireEvent.change(screen.getByLabelText('Saved from'), { target: { value: '2026-03-01' } });
      fireEvent.change(screen.getByLabelText('Saved until'), { target: { value: '2026-03-31' } });
      await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
      await waitFor(() =>
        expect(last()).toEqual({
          filters: { date_from: '2026-03-01', date_to: '2026-03-31', name: 'week' },
          sortOrder: { field: 'saved_order_date', direction: 'DESC' },
          currentPage: 1,
          pageSize: 10,
        }),
      );

      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest total');
      await waitFor(() =>
        expect(last()).toMatchObject({
          filters: { date_from: '2026-03-01', date_to: '2026-03-31', name: 'week' },
          sortOrder: { field: 'total', direction: 'ASC' },
          currentPage: 1,
        }),
      );
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most units');
      await waitFor(() =>
        expect(last()).toMatchObject({ sortOrder: { field: 'total_qty', direction: 'DESC' } }),
      );

      await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(last()?.filters).toBeUndefined());
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    });

    it('refuses a range whose last day comes before the first, and asks nothing', async () => {
      const view = await renderPage({ SavedOrdersList: () => savedOrdersPage([weekend]) });
      await screen.findByTestId('saved-orders-table', {}, SLOW);
      fireEvent.change(screen.getByLabelText('Saved from'), { target: { value: '2026-03-31' } });
      fireEvent.change(screen.getByLabelText('Saved until'), { target: { value: '2026-03-01' } });
      expect(screen.getByText('The last day must not come before the first.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Apply filters' })).toBeDisabled();
      expect(view.callsOf('SavedOrdersList')).toHaveLength(1);
    });

    it('says there are no saved orders and links to the catalogue', async () => {
      await renderPage({ SavedOrdersList: () => savedOrdersPage([]) });
      expect(
        await screen.findByRole('heading', { name: 'You have no saved orders' }, SLOW),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the catalogue' })).toHaveAttribute(
        'href',
        '/catalog/products',
      );
    });

    it('says when nothing matches the filters rather than that nothing was saved', async () => {
      await renderPage({ SavedOrdersList: () => savedOrdersPage([]) }, '/orders/saved?name=zzz');
      expect(await screen.findByText('No saved order matches these filters.', {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'You have no saved orders' })).toBeNull();
    });

    it('shows skeletons while loading, then an error with a retry that reads the list again', async () => {
      let fail = true;
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const view = await renderPage({
        SavedOrdersList: async () => {
          await gate;
          if (fail)
            return json(
              { errors: [{ message: 'Something went wrong', extensions: { code: 'INTERNAL' } }] },
              500,
            );
          return savedOrdersPage([weekend]);
        },
      });
      expect(await screen.findByTestId('saved-orders-loading', {}, SLOW)).toHaveAttribute(
        'aria-busy',
        'true',
      );
      release();
      expect(await screen.findByText('Your saved orders could not be loaded.', {}, SLOW)).toBeInTheDocument();
      fail = false;
      const tries = view.callsOf('SavedOrdersList').length;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('row', { name: /Weekend stock/ }, SLOW)).toBeInTheDocument();
      expect(view.callsOf('SavedOrdersList').length).toBe(tries + 1);
    });
  },
);

describe(
  '/orders/saved?order=<id>: the details (spec 2 §3 "details add addresses, items, payment method")',
  { timeout: 30_000 },
  () => {
    it('shows the addresses, the items with image and quantities, the empties, the payment term and the note', async () => {
      const view = await renderPage(
        { SavedOrderDetails: () => savedOrderDetails() },
        `/orders/saved?sort=total&order=${weekend.id}`,
      );
      const details = await screen.findByTestId('saved-order-details', {}, SLOW);
      expect(view.callsOf('SavedOrderDetails')[0]?.variables).toEqual({ id: weekend.id });
      expect(within(details).getByRole('heading', { level: 2, name: 'Weekend stock' })).toBeInTheDocument();
      const shipping = within(details).getByRole('region', { name: 'Delivery address' });
      expect(shipping).toHaveTextContent('Via Roma 1');
      expect(shipping).toHaveTextContent('40121 Bologna (BO)');
      expect(shipping).toHaveTextContent('Code 0000100001');
      expect(within(details).getByRole('region', { name: 'Billing address' })).toHaveTextContent(
        'Piazza Maggiore 2',
      );

      const items = within(details).getByRole('list', { name: /Products/ });
      const ipa = within(items).getAllByRole('listitem')[0]!;
      expect(ipa).toHaveTextContent('Serena IPA 24 x 33 cl');
      expect(ipa).toHaveTextContent('Code 10110101');
      expect(ipa).toHaveTextContent('3 layers = 36 units');
      expect(ipa).toHaveTextContent('860,40 €');
      expect(ipa.querySelector('img')).toHaveAttribute('src', '/media/products/10110101.svg');
      expect(within(items).getAllByRole('listitem')[1]).toHaveTextContent('12 packages = 12 units');

      expect(within(details).getByRole('list', { name: 'Empties returned' })).toHaveTextContent(
        'Cassa 24 bottiglie (CRATE-24) · Quantity 10',
      );
      expect(details).toHaveTextContent('Direct debit');
      expect(details).toHaveTextContent('Ring at the back door');
      expect(details).toHaveTextContent('PO-77');
      expect(details).toHaveTextContent('10.03.2026');
      // The way back keeps the list's sort.
      expect(screen.getByRole('link', { name: 'Back to saved orders' })).toHaveAttribute(
        'href',
        '/orders/saved?sort=total',
      );
    });

    it('says when the saved order no longer exists', async () => {
      await renderPage(
        {
          SavedOrderDetails: () =>
            json({
              data: null,
              errors: [
                {
                  message: 'This saved order no longer exists',
                  extensions: { code: 'SAVED_ORDER_NOT_FOUND' },
                },
              ],
            }),
        },
        '/orders/saved?order=gone',
      );
      expect(await screen.findByText(/This saved order no longer exists/, {}, SLOW)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  },
);

describe(
  're-order a saved order (spec 2 §4 Re-order, order-in-progress; §8 re-order failed items)',
  { timeout: 30_000 },
  () => {
    it('asks first when the cart holds products, then lists the products not added by sku, name and quantity', async () => {
      const view = await renderPage({
        SavedOrdersList: () => savedOrdersPage([weekend]),
        SavedOrderReOrder: ({ variables }) =>
          variables.mode
            ? reOrderAnswer({
                status: 'partial',
                message: 'One or more products could not be added to the cart',
                failed_items: [
                  {
                    sku: '20220202',
                    name: 'Quercia Lager keg 30 l',
                    quantity: 12,
                    reason: 'The product is no longer sold',
                  },
                ],
              })
            : reOrderAnswer({
                status: 'needs_choice',
                needs_choice: true,
                message: 'Your cart already holds products',
              }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Re-order Weekend stock' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'You have an order in progress' });
      expect(within(dialog).getByRole('button', { name: /^Continue: add to my cart/ })).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: /^Start new: empty my cart/ })).toBeInTheDocument();
      await userEvent.click(
        within(dialog).getByRole('button', { name: /^Start new: save my cart for later/ }),
      );

      const outcome = await screen.findByTestId('saved-order-outcome', {}, SLOW);
      expect(outcome).toHaveTextContent('One or more products could not be added to the cart');
      const failed = within(outcome).getByRole('table', { name: 'Not added to the cart' });
      const row = within(failed).getAllByRole('row')[1]!;
      expect(
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['20220202', 'Quercia Lager keg 30 l', '12', 'The product is no longer sold']);
      expect(within(outcome).getByRole('link', { name: 'Go to the cart' })).toHaveAttribute('href', '/cart');
      expect(view.callsOf('SavedOrderReOrder').map((call) => call.variables)).toEqual([
        { id: weekend.id, mode: null },
        { id: weekend.id, mode: 'START_NEW_SAVE' },
      ]);
      // The re-ordered saved order leaves the list: it is read again.
      await waitFor(() => expect(view.callsOf('SavedOrdersList').length).toBeGreaterThan(1));
    });

    it('closing the question re-orders nothing', async () => {
      const view = await renderPage({
        SavedOrdersList: () => savedOrdersPage([weekend]),
        SavedOrderReOrder: () => reOrderAnswer({ status: 'needs_choice', needs_choice: true }),
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Re-order Weekend stock' }, SLOW));
      const dialog = await screen.findByRole('dialog', { name: 'You have an order in progress' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(view.callsOf('SavedOrderReOrder')).toHaveLength(1);
      expect(screen.queryByTestId('saved-order-outcome')).toBeNull();
    });

    it('in Italian, says the re-order cannot proceed when no product can be ordered, without a way to the cart', async () => {
      await renderPage(
        {
          SavedOrderDetails: () => savedOrderDetails(),
          SavedOrderReOrder: () =>
            reOrderAnswer({
              status: 'failed',
              message: 'Re-order cannot proceed, some items not available',
              failed_items: [
                { sku: '10110101', name: 'Serena IPA 24 x 33 cl', quantity: 36, reason: 'DISCONTINUED' },
                { sku: '20220202', name: 'Quercia Lager keg 30 l', quantity: 12, reason: 'DISCONTINUED' },
              ],
            }),
        },
        `/orders/saved?order=${weekend.id}`,
        'it',
      );
      const details = await screen.findByTestId('saved-order-details', {}, SLOW);
      await userEvent.click(within(details).getByRole('button', { name: 'Riordina' }));
      const outcome = await screen.findByTestId('saved-order-outcome', {}, SLOW);
      expect(outcome).toHaveAttribute('role', 'alert');
      expect(outcome).toHaveTextContent(
        'Impossibile ripetere l’ordine, alcuni articoli non sono disponibili',
      );
      const failed = within(outcome).getByRole('table', { name: 'Non aggiunti al carrello' });
      expect(within(failed).getAllByRole('row')).toHaveLength(3);
      expect(failed).toHaveTextContent('Serena IPA 24 x 33 cl');
      expect(within(outcome).queryByRole('link', { name: 'Vai al carrello' })).toBeNull();
      // Nothing was re-ordered: the details stay.
      expect(screen.getByTestId('saved-order-details')).toBeInTheDocument();
    });
  },
);

describe(
  'delete a saved order (spec 2 §4 "a saved order may be re-ordered or deleted")',
  { timeout: 30_000 },
  () => {
    it('asks for confirmation; keeping it deletes nothing, confirming deletes it and reads the list again', async () => {
      let deleted = false;
      const view = await renderPage({
        SavedOrdersList: () => savedOrdersPage(deleted ? [] : [weekend]),
        SavedOrderDelete: () => {
          deleted = true;
          return { deleteSavedOrder: { success: true, message: 'The saved order has been deleted' } };
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Delete Weekend stock' }, SLOW));
      let dialog = await screen.findByRole('dialog', { name: 'Delete this saved order?' });
      expect(dialog).toHaveTextContent('“Weekend stock” will be removed from your saved orders.');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(view.callsOf('SavedOrderDelete')).toHaveLength(0);

      await userEvent.click(screen.getByRole('button', { name: 'Delete Weekend stock' }));
      dialog = await screen.findByRole('dialog', { name: 'Delete this saved order?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('The saved order has been deleted.', {}, SLOW)).toBeInTheDocument();
      expect(view.callsOf('SavedOrderDelete').map((call) => call.variables)).toEqual([{ id: weekend.id }]);
      expect(
        await screen.findByRole('heading', { name: 'You have no saved orders' }, SLOW),
      ).toBeInTheDocument();
    });

    it('from the details, goes back to the list once deleted', async () => {
      await renderPage(
        {
          SavedOrdersList: () => savedOrdersPage([]),
          SavedOrderDetails: () => savedOrderDetails(),
          SavedOrderDelete: () => ({
            deleteSavedOrder: { success: true, message: 'The saved order has been deleted' },
          }),
        },
        `/orders/saved?order=${weekend.id}`,
      );
      const details = await screen.findByTestId('saved-order-details', {}, SLOW);
      await userEvent.click(within(details).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog', { name: 'Delete this saved order?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('The saved order has been deleted.', {}, SLOW)).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/orders\/saved$/));
      expect(screen.queryByTestId('saved-order-details')).toBeNull();
    });
  },
);
