import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardProduct, productsAnswer } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import FastOrderPage from './FastOrderPage';

const product = (sku: string) => cardProduct({ sku, catalog_product_name: `Product ${sku}` });

// spec 2 §2: suggested-cart is "titled Fast Order; shows the products screen".
describe('Fast Order', () => {
  it("shows the products screen limited to the ship-to's usual products", async () => {
    const { callsOf } = await renderCatalogue(
      <FastOrderPage />,
      {
        CatalogueRecommendedProducts: () => ({
          recommendItems: {
            recItems: [
              { productId: 'B', Priority: 2, product: product('B') },
              { productId: 'A', Priority: 1, product: product('A') },
            ],
          },
        }),
        CatalogueProducts: () => ({ products: productsAnswer([product('A'), product('B')]) }),
      },
      { path: '/catalog/suggested-cart?sort=price', permissions: ['Catalogue', 'Product Recommendation'] },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Fast Order' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Product A' })).toBeInTheDocument();
    expect(callsOf('CatalogueProducts')[0]?.variables).toEqual({
      filter: { sku: { in: ['A', 'B'] } },
      sort: { price: 'ASC' },
      currentPage: 1,
      pageSize: 25,
    });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price');
  });

  it('lists the recommended products when the ship-to has no recommendations', async () => {
    const { callsOf } = await renderCatalogue(
      <FastOrderPage />,
      {
        CatalogueProducts: () => ({ products: productsAnswer([product('R')]) }),
        CatalogueRecommendedFlagProducts: () => ({ products: productsAnswer([product('R')]) }),
      },
      { path: '/catalog/suggested-cart' },
    );
    await waitFor(() => expect(callsOf('CatalogueProducts')).toHaveLength(1));
    expect(callsOf('CatalogueProducts')[0]?.variables.filter).toEqual({ product_recommended: { eq: '1' } });
    expect(await screen.findByText('Our recommended products, ready for a quick order.')).toBeInTheDocument();
  });
});
