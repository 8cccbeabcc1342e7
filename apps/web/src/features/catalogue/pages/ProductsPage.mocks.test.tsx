import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ActualMantine from '@mantine/core';
import type * as ActualProductPrices from '../components/ProductPrices';
import { cardProduct, productsAnswer } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import { writeDeliveryPreferences } from '../../../lib/delivery-preferences';
import ProductsPage from './ProductsPage';

// Counts the committed renders of the cards' prices, which render whenever their card does (issue 16).
const priceRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../components/ProductPrices', async () => {
  const actual = await vi.importActual<typeof ActualProductPrices>('../components/ProductPrices');
  const { countingCommits } = await import('../../../test/commit-count');
  return { ProductPrices: countingCommits(actual.ProductPrices, priceRenders) };
});

// Counts the committed renders of the pager's page buttons, which render whenever the pager does.
const paginationRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mantine/core', async () => {
  const actual = await vi.importActual<typeof ActualMantine>('@mantine/core');
  const { countingCommits } = await import('../../../test/commit-count');
  return { ...actual, Pagination: countingCommits(actual.Pagination, paginationRenders) };
});

const lager = cardProduct({ sku: 'LAG-33', catalog_product_name: 'Quercia Lager 24 x 33 cl' });
const stout = cardProduct({
  sku: 'STO-33',
  catalog_product_name: 'Quercia Stout 24 x 33 cl',
  your_price: 30,
});

// spec 2 §2: the list is asked again for a new delivery date (spec 2 §7: prices for the ship-to and date). The
// query keeps the parts of its answer that did not change (structural sharing of its selected data), and the grid
// renders only the cards whose product is a new object.
describe('the products list on a new delivery date', () => {
  it('renders again only the cards whose product changed', async () => {
    let stoutPrice = 30;
    const { callsOf } = await renderCatalogue(<ProductsPage />, {
      CatalogueProducts: () => ({
        products: productsAnswer([lager, { ...stout, your_price: stoutPrice }]),
      }),
    });
    await screen.findByRole('link', { name: 'Quercia Stout 24 x 33 cl' });
    await waitFor(() => expect(priceRenders.count).toBe(2));

    // The same products for the date the bar stores on a first visit: no card renders again.
    await act(async () => writeDeliveryPreferences({ deliveryDate: '2026-12-04' }));
    await waitFor(() => expect(callsOf('CatalogueProducts')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading products…' })).not.toBeInTheDocument(),
    );
    expect(priceRenders.count).toBe(2);

    // Another price on another date: that card alone renders again, and shows it.
    stoutPrice = 31.5;
    await act(async () => writeDeliveryPreferences({ deliveryDate: '2026-12-09' }));
    await waitFor(() => expect(callsOf('CatalogueProducts')).toHaveLength(3));
    await screen.findByText(/^31,50\s€$/);
    // Counted in a passive effect, which may run after the new price is on the page.
    await waitFor(() => expect(priceRenders.count).toBe(3));
  });

  it('leaves the pager alone while the list is asked again with the same pages', async () => {
    const { callsOf } = await renderCatalogue(<ProductsPage />, {
      CatalogueProducts: () => ({
        products: productsAnswer([lager, stout], {
          total_count: 60,
          page_info: { page_size: 25, total_pages: 3, current_page: 1 },
        }),
      }),
    });
    expect(await screen.findByRole('navigation', { name: 'Pages of products' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading products…' })).not.toBeInTheDocument(),
    );
    const before = paginationRenders.count;

    await act(async () => writeDeliveryPreferences({ deliveryDate: '2026-12-04' }));
    await waitFor(() => expect(callsOf('CatalogueProducts')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('status', { name: 'Loading products…' })).not.toBeInTheDocument(),
    );
    expect(paginationRenders.count).toBe(before);
  });
});
