import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { ORDERS_READ_ACCESS } from './orders.routes';
import { createOrdersService } from './orders.service';

export function ordersResolvers(deps: AppDeps): Resolvers {
  const service = createOrdersService(deps);
  return {
    Query: {
      customerOrders: operation(ORDERS_READ_ACCESS, (_parent, args, context) =>
        service.ordersByNumber(context.principal!, args.filter.number, context.scope.lang),
      ),
      customerOrder: operation(ORDERS_READ_ACCESS, (_parent, args, context) =>
        service.orderByNumber(context.principal!, args.number, context.scope.lang),
      ),
    },
  };
}
