import type { ReactNode } from 'react';
import type { OrderDetailQuery } from '../../../gql/graphql';
import type { Session } from '../../auth';
import type { UiLanguage } from '../../../lib/i18n/language';
import { fakeCatalogue, type OperationHandler } from '../../../test/fake-catalogue';
import { fakeServer, json } from '../../../test/fake-server';
import { ALL_SECTIONS_ENABLED, renderWithApp } from '../../../test/render';
import { LocationProbe, SHIP_TO } from '../../../test/render-catalogue';
import { shipToEntry, testUser } from '../../../test/users';
import type { OrderSummary } from '../api/order-list';

export { SHIP_TO };
/** A second ship-to of the buyer, with My Orders but no Catalogue. */
export const OTHER_SHIP_TO = '0000100002';

const money = (value: number) => ({ value });

/** A beer order of the history list on SHIP_TO, awaiting shipment and still changeable. */
export function orderSummary(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    order_number: '4000001234',
    sap_id: '0081234567',
    created_at: '2026-10-05T08:30:00.000Z',
    delivery_date: '2026-10-08',
    grand_total: 1250.4,
    status: 'AWAITING SHIPMENT',
    processing_status: 'Not Yet Processed',
    customer_order_number: 'PO-118',
    ship_to_id: SHIP_TO,
    ship_to_name: 'Bar Centrale',
    empty_return: false,
    empty_order_number: '4000001235',
    beer_order: null,
    type_of_transport: 'freeshipping_freeshipping',
    items_count: 2,
    change_refusal: null,
    ...overrides,
  };
}

type Detail = OrderDetailQuery['customerOrder'];

/** The detail of that order: two lines, a linked empties return, placed then taken in hand by the ERP. */
export function orderDetail(overrides: Partial<Detail> = {}): Detail {
  const address = {
    name: 'Bar Centrale',
    street: 'Via Roma 1',
    city: 'Milano',
    postalcode: '20121',
    province: 'MI',
    country: 'IT',
    sap_id: SHIP_TO,
  };
  return {
    id: 'order-1',
    order_number: '4000001234',
    created_at: '2026-10-05T08:30:00.000Z',
    grand_total: money(1250.4),
    total_tax: money(212.6),
    status: 'AWAITING SHIPMENT',
    processing_status: 'Not Yet Processed',
    customer_order_number: 'PO-118',
    note_for_driver: 'Suonare al retro',
    flexible_delivery: false,
    change_refusal: null,
    items: [
      {
        line: 1,
        product_sku: '10110101',
        name: 'Serena IPA 24 x 33 cl',
        material_type: 'ZFER',
        image: { url: '/media/products/10110101.svg', label: null },
        quantity_ordered: 48,
        number_of_packages: 0,
        number_of_layer: 4,
        number_of_pallet: 0,
        price: money(23.9),
        row_total: money(1147.2),
      },
      {
        line: 2,
        product_sku: '10220202',
        name: 'Quercia Lager fusto 20 l',
        material_type: 'ZFER',
        image: { url: '/media/products/10220202.svg', label: null },
        quantity_ordered: 2,
        number_of_packages: 2,
        number_of_layer: 0,
        number_of_pallet: 0,
        price: money(45.3),
        row_total: money(90.6),
      },
    ],
    additional_data: {
      empty_order_number: '4000001235',
      beer_order: null,
      delivery_date: '2026-10-08',
      delivery_message: 'Consegna al mattino',
      empty_return: false,
      ship_to_name: 'Bar Centrale',
      ship_to_id: SHIP_TO,
      total_empties_deposit: money(84),
      total_your_price: money(1037.8),
      payment_method: 'RC60',
      payment_method_title: 'Bank receipt (Ri.Ba.) at 60 days',
      type_of_transport: 'freeshipping_freeshipping',
      sap_id: '0081234567',
    },
    shipping_address: address,
    billing_address: { ...address, name: 'Centrale S.r.l.', sap_id: '0001000001' },
    status_history: [
      {
        field: 'status',
        from: null,
        to: 'ORDER UNDER INVESTIGATION',
        source: 'portal',
        changed_at: '2026-10-05T08:30:00.000Z',
      },
      {
        field: 'status',
        from: 'ORDER UNDER INVESTIGATION',
        to: 'AWAITING SHIPMENT',
        source: 'erp',
        changed_at: '2026-10-05T10:02:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** Answers a REST call of the orders service by path, or undefined to let others answer. */
export type RestHandler = (url: URL, init: RequestInit | undefined) => unknown;

/** The buyer: Catalogue and My Orders on SHIP_TO, My Orders only on OTHER_SHIP_TO. */
function buyerSession(): Session {
  const user = testUser({
    permissionSchema: [
      shipToEntry(SHIP_TO, ['Catalogue', 'My Orders'], { name: 'Bar Centrale' }),
      shipToEntry(OTHER_SHIP_TO, ['My Orders'], { name: 'Pizzeria Duomo' }),
    ],
  });
  return { status: 'authenticated', user, accessToken: 'token', signOut: async () => undefined };
}

/**
 * Renders an orders screen for the buyer on SHIP_TO with the orders' GraphQL operations answered by
 * `operations` and REST calls by `rest` (by path); every request is recorded.
 */
export async function renderOrders(
  ui: ReactNode,
  options: {
    path: string;
    operations?: Record<string, OperationHandler>;
    rest?: Record<string, RestHandler>;
    language?: UiLanguage;
  },
) {
  localStorage.setItem('shipToId', SHIP_TO);
  const graphql = fakeCatalogue(options.operations ?? {});
  const rest = {
    '/api/general/v1/orders/GetOrderStatus': () => ({
      statuses: ['ORDER UNDER INVESTIGATION', 'AWAITING SHIPMENT', 'DELIVERED', 'CANCELLED'],
    }),
    '/api/general/v1/orderstatus': () => ({ statuses: ['Not Yet Processed', 'Completely Processed'] }),
    ...options.rest,
  };
  const server = fakeServer({ sections: ALL_SECTIONS_ENABLED }, async (url, init) => {
    const parsed = new URL(url, 'http://localhost');
    const handler = rest[parsed.pathname as keyof typeof rest] as RestHandler | undefined;
    if (handler) {
      const body = await handler(parsed, init);
      return body instanceof Response ? body : json(body);
    }
    return graphql.extra(url, init);
  });
  const view = await renderWithApp(
    <>
      {ui}
      <LocationProbe />
    </>,
    {
      session: buyerSession(),
      path: options.path,
      namespaces: ['orders'],
      language: options.language ?? 'en',
    },
  );
  /** The REST requests sent to a path, as URLs. */
  const restCalls = (path: string) =>
    server.requests
      .map((request) => new URL(request.url, 'http://localhost'))
      .filter((url) => url.pathname === path);
  return { ...view, ...graphql, restCalls };
}
