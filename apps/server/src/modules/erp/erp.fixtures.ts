import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Database } from '../../db/client';
import { orders, shipTos } from '../../db/schema';
import type { OrderPlacedEvent } from './erp.outbox';

/** One call a receiver got: headers and the raw body as sent. */
export type ReceivedCall = { headers: IncomingHttpHeaders; rawBody: string };

/** A local webhook receiver on a free port; `answer` decides each call's status code, at once or once it settles. */
export type Receiver = {
  url: string;
  calls: ReceivedCall[];
  answer: (call: ReceivedCall) => number | Promise<number>;
  /** Stops listening (the receiver is then down) ... */
  down(): Promise<void>;
  /** ... and listens again on the same port. */
  up(): Promise<void>;
};

export async function startReceiver(answer: Receiver['answer'] = () => 200): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    calls: [],
    answer,
    down: () => new Promise((resolve) => server.close(() => resolve())),
    up: () => listen(port),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') };
      receiver.calls.push(call);
      // An answer that fails is a 500, so the delivery under test sees a refusal rather than a hung call.
      void Promise.resolve()
        .then(() => receiver.answer(call))
        .catch(() => 500)
        .then((status) => {
          response.writeHead(status, { 'content-type': 'text/plain', connection: 'close' });
          response.end(status >= 300 ? 'receiver refused' : 'ok');
        });
    });
  });
  const listen = (at: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  await listen(0);
  const port = (server.address() as AddressInfo).port;
  receiver.url = `http://127.0.0.1:${port}/erp/orders`;
  return receiver;
}

let orderCounter = 0;

/** An order.placed event as placing writes it, with a fresh order id and number. */
export function orderPlacedEvent(overrides: Partial<OrderPlacedEvent> = {}): OrderPlacedEvent {
  orderCounter += 1;
  return {
    order_id: randomUUID(),
    order_number: `SP-TEST-${String(orderCounter).padStart(5, '0')}`,
    linked_order_number: null,
    is_empties_return: false,
    ship_to_id: '0000100001',
    company_id: randomUUID(),
    user_id: randomUUID(),
    placed_at: '2026-11-24T08:00:00.000Z',
    delivery_date: '2026-11-27',
    order_type: 'freeshipping',
    payment_term: 'Z030',
    flexible_delivery: false,
    customer_order_number: 'PO-77',
    note_for_driver: 'Ring twice',
    lines: [
      {
        line: 1,
        sku: 'BEER-LAGER-33',
        name: 'Lager 33 cl',
        material_type: 'FERT',
        quantity: 48,
        packages: 2,
        layers: 0,
        pallets: 0,
        unit_price_cents: 95,
        row_total_cents: 4560,
      },
    ],
    total_your_price_cents: 4560,
    total_empties_deposit_cents: 0,
    total_tax_cents: 1003,
    grand_total_cents: 5563,
    total_weight_g: 18_200,
    ...overrides,
  };
}

/** An order as placed in the portal (it carries the acceptance of the terms), on the first demo ship-to. */
export async function insertPortalOrders(
  db: Database,
  count: number,
  fields: { createdAt?: Date; sapId?: (index: number) => string | null } = {},
): Promise<Array<{ id: string; orderNumber: string }>> {
  const [shipTo] = await db
    .select({ id: shipTos.id, companyId: shipTos.companyId })
    .from(shipTos)
    .orderBy(shipTos.id)
    .limit(1);
  const createdAt = fields.createdAt ?? new Date('2026-11-24T08:00:00Z');
  return db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, index) => ({
        shipToId: shipTo!.id,
        companyId: shipTo!.companyId,
        createdAt,
        deliveryDate: '2026-11-27',
        orderType: 'freeshipping',
        status: 'AWAITING SHIPMENT',
        processingStatus: 'Not Yet Processed',
        totalYourPriceCents: 1000,
        grandTotalCents: 1220,
        termsAcceptedAt: createdAt,
        sapId: fields.sapId?.(index) ?? null,
      })),
    )
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
}
