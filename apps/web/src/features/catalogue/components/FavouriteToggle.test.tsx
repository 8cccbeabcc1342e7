import { act, screen, waitFor, within } from '@testing-library/react';
import { Profiler } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cardProduct, productsAnswer } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import { writeDeliveryPreferences } from '../../../lib/delivery-preferences';
import { HeaderIcons } from '../../shell';
import { FavouriteToggle } from './FavouriteToggle';
import ProductsPage from '../pages/ProductsPage';

const ipa = cardProduct({ sku: 'IPA-33', catalog_product_name: 'Serena IPA 24 x 33 cl' });
const stout = cardProduct({ sku: 'STO-33', catalog_product_name: 'Quercia Stout 24 x 33 cl', favourites: 1 });

const wishlist = (count: number) => ({
  customer: { wishlists: [{ id: 'wish-1', items_count: count, items_v2: { shipto_item_count: count } }] },
});

// spec 1 §2.3: the header's count is the ship-to's favourites, whatever the delivery date.
describe("the header's count of favourites", () => {
  it('is not asked again when the delivery date changes (the bar stores the first one on every first visit)', async () => {
    const { callsOf } = await renderCatalogue(<HeaderIcons />, {
      CatalogueWishlistSummary: () => wishlist(3),
    });
    expect(await screen.findByRole('link', { name: 'Favourites: 3' })).toBeInTheDocument();
    await act(async () => writeDeliveryPreferences({ deliveryDate: '2026-12-04' }));
    await act(async () => writeDeliveryPreferences({ deliveryDate: '2026-12-09' }));
    expect(screen.getByRole('link', { name: 'Favourites: 3' })).toBeInTheDocument();
    expect(callsOf('CatalogueWishlistSummary')).toHaveLength(1);
  });
});

// spec 2 §4 Favourites: "adding or removing uses wishlist mutations; the product's favourites flag becomes 1 or 0".
describe('favourite toggle', () => {
  it('adds a product to the wishlist of the ship-to, shows it as a favourite and counts it in the header', async () => {
    let favourites = 1;
    const page = (
      <>
        <HeaderIcons />
        <ProductsPage />
      </>
    );
    const { callsOf } = await renderCatalogue(page, {
      CatalogueProducts: () => ({ products: productsAnswer([ipa, stout]) }),
      CatalogueWishlistSummary: () => wishlist(favourites),
      CatalogueAddToWishlist: () => {
        favourites += 1;
        return { addProductsToWishlist: { wishlist: { id: 'wish-1' }, user_errors: [] } };
      },
    });
    // spec 1 §2.3: the header shows the count of favourites.
    expect(await screen.findByRole('link', { name: 'Favourites: 1' })).toHaveAttribute(
      'href',
      '/catalog/favorites',
    );
    const add = await screen.findByRole('button', { name: 'Add Serena IPA 24 x 33 cl to favourites' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(add);
    const remove = await screen.findByRole('button', {
      name: 'Remove Serena IPA 24 x 33 cl from favourites',
    });
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    expect(callsOf('CatalogueAddToWishlist')).toMatchObject([
      {
        operation: 'CatalogueAddToWishlist',
        variables: { wishlistId: 'wish-1', sku: 'IPA-33' },
        outletid: '0000100001',
      },
    ]);
    // The count is read again once the server has answered.
    expect(await screen.findByRole('link', { name: 'Favourites: 2' })).toBeInTheDocument();
  });

  it('removes a favourite, finding its wishlist item by reading the wishlist page by page', async () => {
    const { callsOf } = await renderCatalogue(<ProductsPage />, {
      CatalogueProducts: () => ({ products: productsAnswer([ipa, stout]) }),
      CatalogueWishlistSummary: () => wishlist(120),
      CatalogueWishlistItemIds: ({ variables }) => ({
        customer: {
          wishlists: [
            {
              id: 'wish-1',
              items_v2: {
                page_info: { total_pages: 2 },
                items:
                  variables.currentPage === 1
                    ? [{ id: 'item-1', product: { sku: 'OTHER' } }]
                    : [{ id: 'item-77', product: { sku: 'STO-33' } }],
              },
            },
          ],
        },
      }),
      CatalogueRemoveFromWishlist: () => ({
        removeProductsFromWishlist: { wishlist: { id: 'wish-1' }, user_errors: [] },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Remove Quercia Stout 24 x 33 cl from favourites' }),
    );
    expect(
      await screen.findByRole('button', { name: 'Add Quercia Stout 24 x 33 cl to favourites' }),
    ).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(callsOf('CatalogueRemoveFromWishlist')).toHaveLength(1));
    expect(callsOf('CatalogueWishlistItemIds').map((call) => call.variables.currentPage)).toEqual([1, 2]);
    expect(callsOf('CatalogueRemoveFromWishlist')[0]?.variables).toEqual({
      wishlistId: 'wish-1',
      itemIds: ['item-77'],
    });
  });

  it('puts the heart back and says why when the server refuses the change', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderCatalogue(<ProductsPage />, {
      CatalogueProducts: () => ({ products: productsAnswer([ipa]) }),
      CatalogueWishlistSummary: () => wishlist(0),
      CatalogueAddToWishlist: () => ({
        addProductsToWishlist: {
          wishlist: { id: 'wish-1' },
          user_errors: [{ code: 'PRODUCT_NOT_FOUND', message: 'The product IPA-33 was not found.' }],
        },
      }),
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Add Serena IPA 24 x 33 cl to favourites' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The product IPA-33 was not found.');
    expect(screen.getByRole('button', { name: 'Add Serena IPA 24 x 33 cl to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(warn).toHaveBeenCalledWith('the favourite could not be changed', expect.any(Error));
    await userEvent.click(within(alert).getByRole('button', { name: 'Close the message' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not render again when the delivery date changes, and still acts', async () => {
    let commits = 0;
    const { callsOf } = await renderCatalogue(
      <Profiler id="toggle" onRender={() => (commits += 1)}>
        <FavouriteToggle product={ipa} />
      </Profiler>,
      {
        CatalogueWishlistSummary: () => wishlist(0),
        CatalogueAddToWishlist: () => ({
          addProductsToWishlist: { wishlist: { id: 'wish-1' }, user_errors: [] },
        }),
      },
    );
    const add = await screen.findByRole('button', { name: 'Add Serena IPA 24 x 33 cl to favourites' });
    const before = commits;
    act(() => writeDeliveryPreferences({ deliveryDate: '2026-12-03', standardDeliveryDate: '2026-12-03' }));
    expect(commits).toBe(before);

    await userEvent.click(add);
    await waitFor(() =>
      expect(callsOf('CatalogueAddToWishlist')).toMatchObject([
        { variables: { wishlistId: 'wish-1', sku: 'IPA-33' } },
      ]),
    );
  });
});
