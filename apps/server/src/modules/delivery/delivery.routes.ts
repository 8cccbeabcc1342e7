import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  calendarDaysQuerySchema,
  calendarDaysResponseSchema,
  deliveryAvailableDateQuerySchema,
  deliveryAvailableDateResponseSchema,
  deliveryCalendarQuerySchema,
  firstAvailableDateResponseSchema,
  orderTypesQuerySchema,
  orderTypesResponseSchema,
  padShipToId,
  shipToDetailsResponseSchema,
  shipToSapIdParamsSchema,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import { forbidden } from '../../http/errors';
import { readRequestScope } from '../../http/request-scope';
import { createDeliveryService, EMPTIES_MANAGEMENT, type DeliveryShipTo } from './delivery.service';

/**
 * Every delivery call is about the ship-to of the `outletid` header, which must be the user's with
 * Catalogue (spec 1 §6); reading is allowed on a suspended one, so that the bar can say why it is refused.
 */
export const DELIVERY_ACCESS = { permission: 'Catalogue', shipTo: 'read' } as const;

const BASE = '/api/general/v1';

/** The ship-to the access check granted, with its empties right. */
function deliveryShipTo(request: FastifyRequest): DeliveryShipTo {
  const shipToId = readRequestScope(request).outletId;
  const grant = shipToId ? request.principal?.shipTos.get(shipToId) : undefined;
  if (!shipToId || !grant) throw forbidden('This ship-to is not one of yours');
  return { shipToId, hasEmptiesManagement: grant.permissions.has(EMPTIES_MANAGEMENT) };
}

/** The calendar and ship-to calls of the general service (spec 2 §7). */
export function deliveryRoutes(app: FastifyInstance, deps: AppDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = createDeliveryService(deps);
  const config = { access: DELIVERY_ACCESS };
  /** The options of a call that reads its query string and answers 200 with one schema. */
  const queryRoute = <Q, R>(summary: string, querystring: Q, response: R) => ({
    config,
    schema: { tags: ['general'], summary, querystring, response: { 200: response } },
  });

  api.get(
    `${BASE}/shiptos/GetShipToBySapId/:ship_to_id`,
    {
      config,
      schema: {
        tags: ['general'],
        summary: 'Details of one ship-to: address, status, calendar, limits, default order type',
        description: 'The ship-to must be the one of the outletid header.',
        params: shipToSapIdParamsSchema,
        response: { 200: shipToDetailsResponseSchema },
      },
    },
    async (request) => {
      const scope = deliveryShipTo(request);
      if (padShipToId(request.params.ship_to_id) !== scope.shipToId) {
        throw forbidden('ship_to_id must be the ship-to of the outletid header');
      }
      return service.shipToDetails(scope);
    },
  );

  api.get(
    `${BASE}/orders/GetFirstAvailableDate`,
    queryRoute(
      'First delivery date that passes every calendar check',
      deliveryCalendarQuerySchema,
      firstAvailableDateResponseSchema,
    ),
    async (request) => service.firstAvailableDate(deliveryShipTo(request).shipToId, request.query.orderType),
  );

  api.get(
    `${BASE}/orders/GetCalendarAvailableDays`,
    queryRoute(
      'The date picker’s days with their marks and why a day cannot be chosen',
      calendarDaysQuerySchema,
      calendarDaysResponseSchema,
    ),
    async (request) => service.calendarDays(deliveryShipTo(request).shipToId, request.query),
  );

  api.get(
    `${BASE}/orders/GetDeliveryAvailableDate`,
    queryRoute(
      'Delivery days of the ship-to (allDeliveryDate) and those that may be chosen today',
      deliveryAvailableDateQuerySchema,
      deliveryAvailableDateResponseSchema,
    ),
    async (request) => service.deliveryAvailableDate(deliveryShipTo(request).shipToId, request.query),
  );

  api.get(
    `${BASE}/ordertypes`,
    queryRoute(
      'Order types offered to the ship-to for a shipment mode',
      orderTypesQuerySchema,
      orderTypesResponseSchema,
    ),
    async (request) => service.orderTypes(deliveryShipTo(request), request.query.shipmentMode),
  );
}
