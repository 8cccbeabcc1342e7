import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { renderCatalogue } from '../../../test/render-catalogue';
import { cartPageCart, checkoutCart, NO_TRUCK_FILL } from '../test/fake-checkout';
import CheckoutPage from './CheckoutPage';

// Counts the committed renders of the cart's lines on the first step (issue 16: the page renders again with each
// answer it waits for, and the lines are the heaviest part of it).
const lineRenders = vi.hoisted(() => ({ count: 0 }));
// The cart feature's own module, mocked by path: the checkout imports the cart only through its index.
vi.mock('../../cart/components/CartLines', async (importOriginal) => {
  const actual = await importOriginal<{ CartLines: ComponentType<object> }>();
  const { countingCommits } = await import('../../../test/commit-count');
  return { ...actual, CartLines: countingCommits(actual.CartLines, lineRenders) };
});

const SLOW = { timeout: 8000 };

describe('CheckoutPage, first step', { timeout: 20_000 }, () => {
  it('renders the cart’s lines again only when the cart changes, not with the page around them', async () => {
    let answerCheckout = () => {};
    const checkoutAnswered = new Promise<void>((resolve) => (answerCheckout = resolve));
    const { callsOf } = await renderCatalogue(<CheckoutPage />, {
      CartCustomerCart: () => ({ customerCart: cartPageCart({}) }),
      CheckoutCart: async () => {
        await checkoutAnswered;
        return { customerCart: checkoutCart() };
      },
      CartTruckFill: () => ({ truckFill: NO_TRUCK_FILL }),
      CartReturnableEmpties: () => ({ getCustomerEmpties: [] }),
    });
    await screen.findByRole('button', { name: 'Continue to delivery' }, SLOW);
    await waitFor(() => expect(lineRenders.count).toBeGreaterThan(0), SLOW);
    const before = lineRenders.count;

    // The checkout's own reading of the cart answers after the lines show: the page renders again, its lines do not.
    await waitFor(() => expect(callsOf('CheckoutCart')).toHaveLength(1), SLOW);
    await act(async () => {
      answerCheckout();
      await checkoutAnswered;
    });
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Continue to delivery' })).toBeEnabled(),
      SLOW,
    );
    expect(lineRenders.count).toBe(before);
  });
});
