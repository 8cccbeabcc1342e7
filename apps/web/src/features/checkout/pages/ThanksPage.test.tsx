import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from '../../../test/render-catalogue';
import { placedOrder } from '../test/fake-checkout';
import ThanksPage from './ThanksPage';

const SLOW = { timeout: 8000 };

describe('ThanksPage (spec 2 §2 thank-you page)', { timeout: 20_000 }, () => {
  it('reads the orders again by number after a reload: the beer order and its linked empties order', async () => {
    const beer = placedOrder();
    const empties = placedOrder({
      order_number: 'SP-000124',
      is_empties_return: true,
      linked_order_number: 'SP-000123',
    });
    const view = await renderCatalogue(
      <ThanksPage />,
      {
        CheckoutPlacedOrder: ({ variables }) => ({
          placedOrder: variables.orderNumber === 'SP-000123' ? beer : empties,
        }),
      },
      { path: '/thanks?order=SP-000123&order=SP-000124', language: 'en' },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your order' }, SLOW),
    ).toBeInTheDocument();
    const numbers = await screen.findAllByTestId('order-number', {}, SLOW);
    expect(numbers.map((number) => number.textContent)).toEqual(['SP-000123', 'SP-000124']);
    expect(screen.getByText('Empties return order number')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to order history' })).toHaveAttribute(
      'href',
      '/orders/history',
    );
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      '/catalog/products',
    );
    expect(view.callsOf('CheckoutPlacedOrder').map((call) => call.variables.orderNumber)).toEqual([
      'SP-000123',
      'SP-000124',
    ]);
  });

  it('says when the order cannot be found', async () => {
    await renderCatalogue(
      <ThanksPage />,
      { CheckoutPlacedOrder: () => ({ placedOrder: null }) },
      {
        path: '/thanks?order=SP-999',
        language: 'en',
      },
    );
    expect(await screen.findByText(/We cannot find this order/, {}, SLOW)).toBeInTheDocument();
  });
});
