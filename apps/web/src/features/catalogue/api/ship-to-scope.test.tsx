import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { writeDeliveryPreferences } from '../../../lib/delivery-preferences';
import { setCurrentShipTo } from '../../../lib/ship-to/current-ship-to';
import { emitShipToChange } from '../../../lib/ship-to/ship-to-events';
import { shipToEntry } from '../../../test/users';
import ProductsPage from '../pages/ProductsPage';
import { cardProduct, productsAnswer, type GraphQLCall } from '../../../test/fake-catalogue';
import { renderCatalogue, SHIP_TO } from '../../../test/render-catalogue';
import { parseCatalogueView } from '../../../lib/catalogue-url';
import { scopeKey } from './catalogue-scope';
import { useCatalogueProducts } from './products';

const OTHER_SHIP_TO = '0000100002';
const HOUR = 3_600_000;

/** Each ship-to's price list prices the lager differently. */
const PRICES: Record<string, number> = { [SHIP_TO]: 10, [OTHER_SHIP_TO]: 20 };
const priced = (call: GraphQLCall) => ({
  products: productsAnswer([
    cardProduct({
      sku: 'LAG-33',
      catalog_product_name: 'Quercia Lager 24 x 33 cl',
      your_price: PRICES[call.outletid ?? ''] ?? 0,
      your_price_tax: (PRICES[call.outletid ?? ''] ?? 0) * 1.22,
    }),
  ]),
});

function deferred() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { gate, release };
}

// spec 1 §4.4 and spec 2 §7: prices are those of the ship-to in the outletid header; a ship-to change reloads.
describe('prices follow the current ship-to', () => {
  it("shows the new ship-to's prices after a change and never the previous ones meanwhile", async () => {
    const { gate, release } = deferred();
    const { callsOf } = await renderCatalogue(<ProductsPage />, {
      CatalogueProducts: async (call) => {
        if (call.outletid === OTHER_SHIP_TO) await gate;
        return priced(call);
      },
    });
    expect(await screen.findByText(/^10,00\s€/)).toBeInTheDocument();
    act(() => {
      setCurrentShipTo(shipToEntry(OTHER_SHIP_TO, ['Catalogue'], { companyId: 'C1' }));
      emitShipToChange({
        shipToId: OTHER_SHIP_TO,
        payerCompanyId: 'C1',
        customerType: 'On Premise',
        reason: 'change',
      });
    });
    // While the new ship-to's answer is on its way, the old prices are gone.
    await waitFor(() => expect(screen.queryByText(/^10,00\s€/)).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: 'Loading products…' })).toBeInTheDocument();
    release();
    expect(await screen.findByText(/^20,00\s€/)).toBeInTheDocument();
    expect(callsOf('CatalogueProducts').map((call) => call.outletid)).toEqual([SHIP_TO, OTHER_SHIP_TO]);
  });

  it('goes back to the first page when the ship-to changes', async () => {
    await renderCatalogue(
      <ProductsPage />,
      { CatalogueProducts: priced },
      { path: '/catalog/products?brand=quercia&page=3' },
    );
    await screen.findByText(/^10,00\s€/);
    act(() => {
      setCurrentShipTo(shipToEntry(OTHER_SHIP_TO, ['Catalogue']));
      emitShipToChange({
        shipToId: OTHER_SHIP_TO,
        payerCompanyId: 'C1',
        customerType: 'On Premise',
        reason: 'change',
      });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog/products?brand=quercia');
  });
});

describe('a new delivery date or order mode', () => {
  /** Names the lager after the delivery date and mode of the call; every call after the first waits for `gate`. */
  async function renderGated(gate: Promise<void>) {
    let calls = 0;
    return renderCatalogue(<ProductsPage />, {
      CatalogueProducts: async (call) => {
        if (calls++ > 0) await gate;
        const date = call.headers.get('datepopup') ?? 'no date';
        const mode = call.headers.get('onlyempties') === '1' ? 'empties' : 'beer';
        return {
          products: productsAnswer([cardProduct({ sku: 'LAG-33', catalog_product_name: `${mode} ${date}` })]),
        };
      },
    });
  }

  it('keeps the list on screen while the answer for the new date loads, then shows that answer', async () => {
    const { gate, release } = deferred();
    await renderGated(gate);
    expect(await screen.findByRole('link', { name: 'beer no date' })).toBeInTheDocument();
    act(() => writeDeliveryPreferences({ deliveryDate: '2026-12-03' }));
    // The first available date arriving after sign-in no longer empties the screen (and a carousel on it).
    expect(screen.getByRole('link', { name: 'beer no date' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: 'beer 2026-12-03' })).toBeInTheDocument();
  });

  it('keeps the products an answer for the new date repeats as they were, so their cards do not render again', async () => {
    // The first available date arrives a moment after a first visit's list: its answer mostly repeats the last.
    const seen: unknown[] = [];
    function FirstProduct() {
      const { data } = useCatalogueProducts(parseCatalogueView(new URLSearchParams()));
      const first = data?.products.items[0];
      if (first) seen.push(first);
      return <p>{data ? `${data.products.total_count} in all` : 'loading'}</p>;
    }
    await renderCatalogue(<FirstProduct />, {
      CatalogueProducts: (call) => ({
        products: productsAnswer([cardProduct({ sku: 'LAG-33' })], {
          total_count: call.headers.get('datepopup') ? 2 : 1,
        }),
      }),
    });
    expect(await screen.findByText('1 in all')).toBeInTheDocument();
    act(() => writeDeliveryPreferences({ deliveryDate: '2026-12-03' }));
    expect(await screen.findByText('2 in all')).toBeInTheDocument();
    expect(new Set(seen).size).toBe(1);
  });

  it('never shows the beer list while the empties return list loads', async () => {
    const { gate, release } = deferred();
    await renderGated(gate);
    expect(await screen.findByRole('link', { name: 'beer no date' })).toBeInTheDocument();
    act(() => writeDeliveryPreferences({ shipmentMode: 1 }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'beer no date' })).not.toBeInTheDocument());
    release();
    expect(await screen.findByRole('link', { name: 'empties no date' })).toBeInTheDocument();
  });
});

describe('names follow the interface language', () => {
  it('asks again in the new language when it changes, never showing the other language’s answer', async () => {
    localStorage.setItem('lang', 'en');
    const { callsOf, i18n } = await renderCatalogue(<ProductsPage />, {
      CatalogueProducts: (call) => ({
        products: productsAnswer([
          cardProduct({
            sku: 'LAG-33',
            catalog_product_name: call.lang === 'it' ? 'Birra chiara' : 'Pale lager',
          }),
        ]),
      }),
    });
    expect(await screen.findByRole('link', { name: 'Pale lager' })).toBeInTheDocument();
    await act(async () => {
      localStorage.setItem('lang', 'it');
      await i18n.changeLanguage('it');
    });
    expect(await screen.findByRole('link', { name: 'Birra chiara' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pale lager' })).not.toBeInTheDocument();
    expect(callsOf('CatalogueProducts').map((call) => call.lang)).toEqual(['en', 'it']);
  });
});

// DESIGN §6: product data is cached in the browser for 2 hours, per ship-to and language.
describe('product cache across visits', () => {
  it('shows a page seen within two hours without asking again, and asks once it is older', async () => {
    const first = await renderCatalogue(<ProductsPage />, { CatalogueProducts: priced });
    await screen.findByText(/^10,00\s€/);
    first.unmount();

    const second = await renderCatalogue(<ProductsPage />, { CatalogueProducts: priced });
    expect(await screen.findByText(/^10,00\s€/)).toBeInTheDocument();
    expect(second.callsOf('CatalogueProducts')).toHaveLength(0);
    second.unmount();

    // Age every cached answer past the lifetime.
    for (const key of Object.keys(localStorage).filter((name) => name.startsWith('products-cache:'))) {
      const saved = JSON.parse(localStorage.getItem(key)!) as { savedAt: number; data: unknown };
      localStorage.setItem(key, JSON.stringify({ ...saved, savedAt: saved.savedAt - 2 * HOUR }));
    }
    const third = await renderCatalogue(<ProductsPage />, { CatalogueProducts: priced });
    await screen.findByText(/^10,00\s€/);
    expect(third.callsOf('CatalogueProducts')).toHaveLength(1);
  });

  it('files answers per user, ship-to, language, delivery date and order mode', () => {
    localStorage.setItem('shipToId', '100001');
    const keys = new Set<string>();
    keys.add(scopeKey('user-1'));
    keys.add(scopeKey('user-2'));
    localStorage.setItem('shipToId', OTHER_SHIP_TO);
    keys.add(scopeKey('user-1'));
    localStorage.setItem('lang', 'en');
    keys.add(scopeKey('user-1'));
    localStorage.setItem('deliveryDate', '2026-05-04');
    keys.add(scopeKey('user-1'));
    localStorage.setItem('onlyEmpties', '1');
    keys.add(scopeKey('user-1'));
    expect(keys.size).toBe(6);
    // Ship-to ids are compared padded to 10 digits (spec 1 §4.4).
    localStorage.setItem('shipToId', '100001');
    const unpadded = scopeKey('user-1');
    localStorage.setItem('shipToId', SHIP_TO);
    expect(scopeKey('user-1')).toBe(unpadded);
  });

  it('files answers asked before the order mode was stored under the beer mode the server gave them', () => {
    // The server reads a missing onlyEmpties header as beer (0): the delivery bar storing 0 changes no answer.
    localStorage.removeItem('onlyEmpties');
    const beforeTheBar = scopeKey('user-1');
    writeDeliveryPreferences({ shipmentMode: 0 });
    expect(scopeKey('user-1')).toBe(beforeTheBar);
    writeDeliveryPreferences({ shipmentMode: 1 });
    expect(scopeKey('user-1')).not.toBe(beforeTheBar);
  });
});
