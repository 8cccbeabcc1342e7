import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProductCardData } from '../api/product-card-fields';
import { cardProduct, type GraphQLCall } from '../../../test/fake-catalogue';
import { renderCatalogue } from '../../../test/render-catalogue';
import FavouritesPage from './FavouritesPage';

/** A wishlist of `count` favourites answered 25 (or pageSize) a page, as the server pages it. */
function wishlistServer(products: ProductCardData[]) {
  let items = products.map((product, index) => ({
    id: `item-${index}`,
    product: { ...product, favourites: 1 },
  }));
  return {
    CatalogueWishlistPage: ({ variables }: GraphQLCall) => {
      const page = Number(variables.currentPage);
      const size = Number(variables.pageSize);
      return {
        customer: {
          wishlists: [
            {
              id: 'wish-1',
              items_v2: {
                shipto_item_count: items.length,
                page_info: {
                  page_size: size,
                  total_pages: Math.ceil(items.length / size),
                  current_page: page,
                },
                items: items.slice((page - 1) * size, page * size),
              },
            },
          ],
        },
      };
    },
    CatalogueWishlistSummary: () => ({
      customer: {
        wishlists: [
          { id: 'wish-1', items_count: items.length, items_v2: { shipto_item_count: items.length } },
        ],
      },
    }),
    CatalogueRemoveFromWishlist: ({ variables }: GraphQLCall) => {
      const removed = variables.itemIds as string[];
      items = items.filter((item) => !removed.includes(item.id));
      return { removeProductsFromWishlist: { wishlist: { id: 'wish-1' }, user_errors: [] } };
    },
  };
}

const products = Array.from({ length: 27 }, (_, index) =>
  cardProduct({ sku: `FAV-${String(index).padStart(2, '0')}`, catalog_product_name: `Favourite ${index}` }),
);

// spec 2 §2 favourites; §9: "favourites 25" a page.
describe('favourites screen', () => {
  it('lists the favourites of the ship-to 25 a page', async () => {
    const { callsOf } = await renderCatalogue(<FavouritesPage />, wishlistServer(products), {
      path: '/catalog/favorites',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    expect(await screen.findByText('27 favourites')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(25));
    expect(callsOf('CatalogueWishlistPage')[0]?.variables).toEqual({ currentPage: 1, pageSize: 25 });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('link', { name: 'Favourite 26' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/catalog/favorites?page=2');
  });

  it('removes a favourite with its heart, by its wishlist item, without reading the wishlist again to find it', async () => {
    const { callsOf } = await renderCatalogue(<FavouritesPage />, wishlistServer(products.slice(0, 2)), {
      path: '/catalog/favorites',
    });
    const card = (await screen.findByRole('link', { name: 'Favourite 1' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Favourite 1 from favourites' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Favourite 1' })).not.toBeInTheDocument());
    expect(callsOf('CatalogueRemoveFromWishlist')[0]?.variables).toEqual({
      wishlistId: 'wish-1',
      itemIds: ['item-1'],
    });
    expect(callsOf('CatalogueWishlistItemIds')).toHaveLength(0);
    expect(screen.getByText('1 favourite')).toBeInTheDocument();
  });

  it('shows the page before when the last favourite of a page is removed', async () => {
    await renderCatalogue(<FavouritesPage />, wishlistServer(products.slice(0, 26)), {
      path: '/catalog/favorites?page=2',
    });
    const card = (await screen.findByRole('link', { name: 'Favourite 25' })).closest('article')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Remove Favourite 25 from favourites' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/catalog\/favorites$/));
    expect(await screen.findByRole('link', { name: 'Favourite 0' })).toBeInTheDocument();
  });

  it('points to the catalogue when there are no favourites', async () => {
    await renderCatalogue(<FavouritesPage />, wishlistServer([]), { path: '/catalog/favorites' });
    expect(await screen.findByRole('heading', { name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the catalogue' })).toHaveAttribute(
      'href',
      '/catalog/products',
    );
  });
});
