import { padShipToId } from '@spina/domain';
import type { FastifyRequest } from 'fastify';

/**
 * The ordering context every call carries in its headers (spec 1 §7): the ship-to, the delivery choice and
 * the interface language. Values are plain text: the client strips accents before sending (spec 1 §5).
 */
export type RequestScope = {
  /** Ship-to id padded to 10 digits, or null when none is chosen. */
  outletId: string | null;
  deliveryDate: string | null;
  standardDeliveryDate: string | null;
  store: string | null;
  deliveryMethod: string | null;
  onlyEmpties: boolean;
  noteForDriver: string | null;
  customerOrderNumber: string | null;
  lang: 'it' | 'en';
  customerType: string | null;
  productRecoEnabled: boolean;
  cartSkus: string[];
  myFavourites: boolean;
};

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text === '' || text === 'null' || text === 'undefined' ? null : text.trim();
};

const flag = (value: string | null) => value === '1' || value === 'true';

export function readRequestScope(request: FastifyRequest): RequestScope {
  const outletId = header(request, 'outletid');
  const lang = header(request, 'lang');
  return {
    outletId: outletId ? padShipToId(outletId) : null,
    deliveryDate: header(request, 'datepopup'),
    standardDeliveryDate: header(request, 'standarddeliverydate'),
    store: header(request, 'store'),
    deliveryMethod: header(request, 'outletdeliverymethod'),
    onlyEmpties: flag(header(request, 'onlyempties')),
    noteForDriver: header(request, 'notefordriver'),
    customerOrderNumber: header(request, 'customerordernumber'),
    lang: lang === 'en' ? 'en' : 'it',
    customerType: header(request, 'customertype'),
    productRecoEnabled: flag(header(request, 'productrecoenabled')),
    cartSkus: (header(request, 'cartskus') ?? '')
      .split(',')
      .map((sku) => sku.trim())
      .filter(Boolean),
    myFavourites: flag(header(request, 'myfavourites')),
  };
}
