import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cardProduct, productsAnswer } from '../../../test/fake-catalogue';
import { renderCatalogue, SHIP_TO } from '../../../test/render-catalogue';
import RecommendedCarousel from './RecommendedCarousel';

const product = (sku: string) => cardProduct({ sku, catalog_product_name: `Product ${sku}` });

// spec 1 §4.4: "On the homepage and the cart, recommended products are loaded"; spec 2 §7 recommendItems.
describe('recommended products carousel', () => {
  it("shows the ship-to's recommendations in Priority order when it grants Product Recommendation", async () => {
    const { callsOf } = await renderCatalogue(
      <RecommendedCarousel />,
      {
        CatalogueRecommendedProducts: () => ({
          recommendItems: {
            recItems: [
              { productId: 'B', Priority: 2, product: product('B') },
              { productId: 'A', Priority: 1, product: product('A') },
            ],
          },
        }),
      },
      { path: '/', permissions: ['Catalogue', 'Product Recommendation'] },
    );
    const carousel = await screen.findByRole('region', { name: 'Recommended products' });
    expect(within(carousel).getByRole('heading', { name: 'Recommended for you' })).toBeInTheDocument();
    expect(await within(carousel).findAllByRole('article')).toHaveLength(2);
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Product A', 'Product B']);
    expect(callsOf('CatalogueRecommendedProducts')[0]?.variables).toEqual({ shipTo: SHIP_TO });
    expect(callsOf('CatalogueRecommendedFlagProducts')).toHaveLength(0);
  });

  it('falls back to the recommended products without the permission', async () => {
    const { callsOf } = await renderCatalogue(
      <RecommendedCarousel />,
      { CatalogueRecommendedFlagProducts: () => ({ products: productsAnswer([product('R1')]) }) },
      { path: '/', permissions: ['Catalogue'] },
    );
    const carousel = await screen.findByRole('region', { name: 'Recommended products' });
    expect(await within(carousel).findByRole('heading', { name: 'Our recommendations' })).toBeInTheDocument();
    expect(within(carousel).getByRole('link', { name: 'Product R1' })).toBeInTheDocument();
    expect(callsOf('CatalogueRecommendedProducts')).toHaveLength(0);
    expect(callsOf('CatalogueRecommendedFlagProducts')[0]?.variables).toEqual({ pageSize: 12 });
  });

  it('falls back to the recommended products when the ship-to has no recommendations yet', async () => {
    const { callsOf } = await renderCatalogue(
      <RecommendedCarousel />,
      {
        CatalogueRecommendedProducts: () => ({ recommendItems: { recItems: [] } }),
        CatalogueRecommendedFlagProducts: () => ({ products: productsAnswer([product('R1')]) }),
      },
      { path: '/', permissions: ['Catalogue', 'Product Recommendation'] },
    );
    expect(await screen.findByRole('link', { name: 'Product R1' })).toBeInTheDocument();
    expect(callsOf('CatalogueRecommendedFlagProducts')).toHaveLength(1);
  });
});
