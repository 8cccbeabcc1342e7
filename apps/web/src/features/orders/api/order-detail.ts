import { useQuery } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/graphql';
import { OrderDetailDocument } from './order-documents';
import { orderKeys } from './order-list';

/**
 * One placed order by number (customerOrder), read on its ship-to when the address names it (the outletid
 * header), else on the current one. Another customer's order answers 'Non-existent or blocked order'.
 */
export function useOrderDetail(orderNumber: string, shipTo: string | null) {
  return useQuery({
    queryKey: orderKeys.detail(orderNumber, shipTo),
    queryFn: ({ signal }) =>
      graphqlRequest(
        OrderDetailDocument,
        { number: orderNumber },
        shipTo ? { signal, headers: { outletid: shipTo } } : { signal },
      ),
    select: (answer) => answer.customerOrder,
    // A refusal is an answer, not a hiccup: asking again shows the same.
    retry: false,
  });
}
