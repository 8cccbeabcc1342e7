import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import { useProductScope } from '../../../lib/product-scope';
import { useSession } from '../../auth';
import type { CartView, TruckFillView } from '../cart-model';
import { TruckFillDocument } from './cart-change-documents';
import { toTruckFillView } from './cart-mapping';
import { cartQueryKey } from './use-cart';

/** The truck-fill assistant of the cart; null while it cannot be had, so the screens simply leave it out. */
export function useTruckFill(cart: CartView | undefined): TruckFillView | null {
  const scope = useProductScope(useSession());
  const query = useQuery({
    // The cart's figures are part of the key: every change of the cart asks again.
    queryKey: cartQueryKey(
      scope?.key ?? null,
      'truck-fill',
      cart?.id,
      cart?.capacity.weightKg,
      cart?.capacity.pallets,
    ),
    queryFn: async ({ signal }) => {
      const answer = await graphqlRequest(TruckFillDocument, { cartId: cart!.id }, { signal });
      return toTruckFillView(answer.truckFill);
    },
    enabled: cart !== undefined && cart.lines.length > 0 && scope !== null,
    retry: false,
  });
  return query.data ?? null;
}
