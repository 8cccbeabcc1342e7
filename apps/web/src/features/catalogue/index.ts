// The catalogue feature's public face: other features, app/ and tests import it from here only (DESIGN §3).
export { productPath } from './components/product-links';
export { useFavouritesCount } from './api/favourites-count';

/** The carousel of recommended products, loaded when a page shows it. */
export const loadRecommendedCarousel = () => import('./components/RecommendedCarousel');

/** The catalogue screens, each loaded with its route. */
export const cataloguePages = {
  products: () => import('./pages/ProductsPage'),
  productsDetail: () => import('./pages/ProductDetailPage'),
  favorites: () => import('./pages/FavouritesPage'),
  suggestedCart: () => import('./pages/FastOrderPage'),
};
export type { ProductCardData } from './api/product-card-fields';
