import { ProductsScreen } from '../components/ProductsScreen';
import { useRouteTitle } from '../hooks/use-route-title';

/** /catalog/products (spec 2 §2 products): the whole catalogue of the current ship-to. */
export default function ProductsPage() {
  return <ProductsScreen title={useRouteTitle('products')} />;
}
