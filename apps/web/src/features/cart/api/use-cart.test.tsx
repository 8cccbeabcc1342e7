import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { apiCart, apiItem } from '../../../test/fake-cart';
import { renderCatalogue } from '../../../test/render-catalogue';
import { storeCart, useCart } from './use-cart';

function CartCount({ label }: { label: string }) {
  const cart = useCart();
  return <p>{`${label}: ${cart.data ? cart.data.totalQuantity : '…'}`}</p>;
}

let showSecond: () => void = () => undefined;
/** The header's cart count at once, and another part of the screen a moment later (a lazy part). */
function Screen() {
  const [second, setSecond] = useState(false);
  showSecond = () => setSecond(true);
  return (
    <>
      <CartCount label="header" />
      {second && <CartCount label="page" />}
    </>
  );
}

describe('one read of the cart for the parts of a screen (spec 2 §7 customerCart)', () => {
  it('serves a part that mounts a moment later from the read just made, and reads again after a change', async () => {
    const lines = [apiItem({ id: 'item-1', sku: '10110101', name: 'Serena IPA', layers: 2 })];
    const { callsOf, queryClient } = await renderCatalogue(<Screen />, {
      CartCustomerCart: () => ({ customerCart: apiCart(lines) }),
    });
    expect(await screen.findByText('header: 1')).toBeInTheDocument();
    act(() => showSecond());
    expect(await screen.findByText('page: 1')).toBeInTheDocument();
    expect(callsOf('CartCustomerCart')).toHaveLength(1);

    // A change elsewhere (the delivery bar, an edited order) invalidates the cart: it is read at once.
    await act(() => queryClient.invalidateQueries({ queryKey: ['cart'] }));
    await waitFor(() => expect(callsOf('CartCustomerCart')).toHaveLength(2));
  });
});

describe('a change answered while a read of the cart is on its way', () => {
  it('keeps the cart the change answered, not the older read that lands after it', async () => {
    const before = [apiItem({ id: 'item-1', sku: '10110101', name: 'Serena IPA', layers: 2 })];
    const after = [...before, apiItem({ id: 'item-2', sku: '10120101', name: 'Serena Lager', layers: 1 })];
    let releaseStaleRead: () => void = () => undefined;
    let reads = 0;
    const { queryClient } = await renderCatalogue(<CartCount label="header" />, {
      CartCustomerCart: () => {
        reads += 1;
        if (reads === 1) return { customerCart: apiCart(before) };
        // The second read was sent before the change, and answers the cart as it was then.
        return new Promise((resolve) => {
          releaseStaleRead = () => resolve({ customerCart: apiCart(before) });
        });
      },
    });
    expect(await screen.findByText('header: 1')).toBeInTheDocument();
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
    await waitFor(() => expect(reads).toBe(2));

    const [cartQuery] = queryClient.getQueryCache().findAll({ queryKey: ['cart'] });
    await act(() => storeCart(queryClient, String(cartQuery!.queryKey[1]), apiCart(after)));
    expect(await screen.findByText('header: 2')).toBeInTheDocument();
    await act(async () => releaseStaleRead());
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['cart'] })).toBe(0));
    expect(screen.getByText('header: 2')).toBeInTheDocument();
  });
});

describe('a change answered after the scope moved on (the first available date arrives during an add)', () => {
  it('reads the cart again under the new scope, so the screens show the change, not the read sent before it', async () => {
    const added = [apiItem({ id: 'item-1', sku: '10110101', name: 'Serena IPA', layers: 2 })];
    let releaseStaleRead: () => void = () => undefined;
    let reads = 0;
    const { queryClient } = await renderCatalogue(<CartCount label="header" />, {
      CartCustomerCart: () => {
        reads += 1;
        if (reads > 1) return { customerCart: apiCart(added) };
        // The first read under the new scope was sent while the change ran: it answers the cart before it.
        return new Promise((resolve) => {
          releaseStaleRead = () => resolve({ customerCart: apiCart([]) });
        });
      },
    });
    await waitFor(() => expect(reads).toBe(1));

    await act(() => storeCart(queryClient, 'the scope when the change began', apiCart(added)));
    await act(async () => releaseStaleRead());
    expect(await screen.findByText('header: 1')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['cart'] })).toBe(0));
    expect(screen.getByText('header: 1')).toBeInTheDocument();
    expect(reads).toBe(2);
  });
});
