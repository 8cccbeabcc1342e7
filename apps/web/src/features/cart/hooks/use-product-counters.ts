import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  isWholesaleUser,
  palletCounterMinimum,
  parseOrderableUnits,
  productCounters,
  type OrderType,
} from '@spina/domain';
import { graphqlRequest } from '../../../lib/graphql';
import { LOCAL_KEYS, readLocal } from '../../../lib/storage';
import { useSession } from '../../auth';
import { OrderableUnitsDocument } from '../api/cart-change-documents';
import type { CartLine, CartView, LineCounterRules } from '../cart-model';

/** A product as the catalogue offers it to the counters. */
export type OrderableProduct = {
  sku: string;
  name: string;
  materialType: string | null;
  packagingEnabled: boolean;
};

function useOrderableUnits(orderType: OrderType | null) {
  const customerType = readLocal(LOCAL_KEYS.customerType);
  return useQuery({
    queryKey: ['orderable-units', customerType, orderType],
    queryFn: ({ signal }) =>
      graphqlRequest(OrderableUnitsDocument, { customerType, orderType }, { signal }).then((answer) =>
        parseOrderableUnits(answer.getPortalConfig.orderableunits),
      ),
    enabled: orderType !== null,
    staleTime: Infinity,
    // The cart's order type may change under shown counters (the bar's date and type reach the cart after a
    // page shows them): they stay, with what is being typed, until the new type's units are here.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === customerType ? keepPreviousData(previous) : undefined,
  });
}

/**
 * The counters a product shows on its card or page (spec 1 §4.7, spec 2 §4-§5): a line already in the cart keeps
 * the rules the server gave it; another product gets them from the domain with the configuration's orderable
 * units for the customer type and order type, and the wholesale pallet minimum of 20 for a full-truck cart.
 */
export function useProductCounters(
  product: OrderableProduct,
  cart: CartView | undefined,
): { line: CartLine | null; counters: LineCounterRules | null } {
  const { user } = useSession();
  const line = cart?.lines.find((item) => item.product.sku === product.sku) ?? null;
  const orderType = cart?.capacity.orderType ?? null;
  const units = useOrderableUnits(line ? null : orderType);
  if (line) return { line, counters: line.counters };
  if (!cart || !orderType || !units.data) return { line: null, counters: null };
  const shown = productCounters(product, units.data);
  const palletMinimum = palletCounterMinimum({
    // A wholesaler, as the server reads it too: the ship-to's customer type WHSL, or a role name on the user's
    // first ship-to containing WHS (spec 2 §5).
    isWholesale:
      readLocal(LOCAL_KEYS.customerType) === 'WHSL' || isWholesaleUser(user?.permissionSchema ?? []),
    orderType,
    isFullTruck: cart.isFullTruck,
  });
  return { line: null, counters: { ...shown, palletMinimum } };
}
