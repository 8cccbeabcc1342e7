import { findShipTo } from '@spina/domain';
import { useSession } from '../../auth';
import { orderActionStates, type OrderActionStates } from '../order-actions-rules';

/** What the signed-in buyer may do with an order of this ship-to, status and change refusal. */
export function useActionStates(order: {
  shipToId: string;
  status: string;
  changeRefusal: string | null;
}): OrderActionStates {
  const { user } = useSession();
  return orderActionStates({
    status: order.status,
    changeRefusal: order.changeRefusal,
    shipTo: findShipTo(user?.permissionSchema ?? [], order.shipToId),
  });
}
