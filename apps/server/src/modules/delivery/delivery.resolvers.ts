import { isOrderType, padShipToId } from '@spina/domain';
import type { AppDeps } from '../../deps';
import { operation } from '../../graphql/operation';
import type { Resolvers } from '../../graphql/resolvers.generated';
import { badRequest, forbidden } from '../../http/errors';
import { DELIVERY_ACCESS } from './delivery.routes';
import { createDeliveryService } from './delivery.service';

export function deliveryResolvers(deps: AppDeps): Resolvers {
  const service = createDeliveryService(deps);
  return {
    Query: {
      deliveryAvailableDate: operation(DELIVERY_ACCESS, async (_parent, args, context) => {
        const shipToId = padShipToId(args.shipTo);
        if (!/^\d{1,10}$/.test(args.shipTo.trim()) || shipToId !== context.scope.outletId) {
          throw forbidden('shipTo must be the ship-to of the outletid header');
        }
        const shipmentId = args.shipmentId?.trim() || undefined;
        if (shipmentId !== undefined && !isOrderType(shipmentId)) {
          throw badRequest('shipmentId is not an order type', 'BAD_USER_INPUT');
        }
        const answer = await service.deliveryAvailableDate(shipToId, { orderType: shipmentId });
        return {
          shipTo: shipToId,
          shipmentId: answer.orderType,
          store: args.store ?? null,
          first_available_date: answer.filteredDeliveryDate[0] ?? null,
          available_dates: answer.filteredDeliveryDate,
          holidays: answer.holidays,
          today: answer.today,
          earliest: answer.earliest,
          latest: answer.latest,
        };
      }),
    },
  };
}
