import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as ActualProductPrices from './ProductPrices';
import { cardProduct } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import { ProductGrid } from './ProductGrid';

// Counts the committed renders of the cards' prices, which render whenever their card does (issue 16).
const priceRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ProductPrices', async () => {
  const actual = await vi.importActual<typeof ActualProductPrices>('./ProductPrices');
  const { countingCommits } = await import('../../../test/commit-count');
  return { ProductPrices: countingCommits(actual.ProductPrices, priceRenders) };
});

const products = Array.from({ length: 25 }, (_, index) =>
  cardProduct({ sku: `SKU-${index}`, catalog_product_name: `Product ${index}` }),
);

describe('the product grid', () => {
  it('renders each card once as it shows the first cards and then the rest (spec 2 §2, 25 a page)', async () => {
    await renderCatalogue(<ProductGrid products={products} />, {});
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    // The first 8 cards are not built again when the other 17 join them.
    expect(priceRenders.count).toBe(25);
  });
});
