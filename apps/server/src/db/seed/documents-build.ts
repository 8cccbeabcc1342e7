import { addDays, type IsoDate } from '@spina/domain';
import type { DocumentLine, documents } from '../schema';
import type { Customers } from './customers-build';
import type { OrderHistory, OrderItemRow, OrderRow } from './orders-build';
import { SeededRandom } from './random';

export type DocumentRow = typeof documents.$inferInsert & { id: string };

const DELIVERED = new Set(['DELIVERED', 'PARTIALLY DELIVERED']);

/** The reference of an order on its documents: its ERP number, else the portal's (as the empties statement). */
const referenceOf = (order: OrderRow) => order.sapId ?? order.orderNumber!;

/** The invoice number of an order, the one the empties statement books its movements with. */
export const invoiceNumberOf = (order: OrderRow) =>
  `${String(order.deliveryDate).slice(0, 4)}/${referenceOf(order)}`;

/**
 * The documents of the demo (decision 0033), derived from the order history so they tell the orders' story:
 * every delivered order has its delivery note (DDT) on the delivery day and its invoice a day later with the
 * order's lines and totals; now and then an ADR transport document (orders with gas cylinders travel under ADR)
 * and a credit note for part of a line. Processing statuses follow the document's age.
 */
export function buildDocuments(input: {
  customers: Customers;
  history: OrderHistory;
  today: IsoDate;
}): DocumentRow[] {
  const random = SeededRandom.named('documents');
  const shipTos = new Map(input.customers.shipTos.map((shipTo) => [shipTo.id, shipTo]));
  const itemsByOrder = new Map<string, OrderItemRow[]>();
  for (const item of input.history.items) {
    itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
  }
  const delivered = input.history.orders
    .filter(
      (order) => DELIVERED.has(order.status) && !order.isEmptiesReturn && order.deliveryDate <= input.today,
    )
    .sort((a, b) => a.orderNumber!.localeCompare(b.orderNumber!));

  const rows: DocumentRow[] = [];
  for (const order of delivered) {
    const shipTo = shipTos.get(order.shipToId);
    if (!shipTo) continue;
    const czech = shipTo.country === 'CZ' || shipTo.country === 'CZE';
    const items = (itemsByOrder.get(order.id) ?? []).sort((a, b) => a.line - b.line);
    const delivery = order.deliveryDate as IsoDate;
    const base = {
      companyId: order.companyId,
      shipToId: order.shipToId,
      orderNumber: order.orderNumber!,
      currency: czech ? 'CZK' : 'EUR',
    };
    const reference = referenceOf(order);
    const add = (row: Omit<DocumentRow, 'id' | keyof typeof base | 'processingStatus'>) =>
      rows.push({
        ...base,
        ...row,
        id: random.uuid(),
        processingStatus: statusOf(row.documentDate as IsoDate, input.today, random),
      });

    const goods: DocumentLine[] = items.map((item) => ({
      sku: item.sku,
      name: item.name,
      quantity: item.quantity,
      unitCents: item.unitPriceCents,
      totalCents: item.rowTotalCents,
    }));
    add({
      type: 'DDT',
      number: `${delivery.slice(0, 4)}/D${reference}`,
      documentDate: delivery,
      lines: goods,
    });

    const net = order.grandTotalCents - (order.totalTaxCents ?? 0);
    const linesSum = goods.reduce((sum, line) => sum + line.totalCents, 0);
    // Excise, deposits and discounts are on the order's totals, not on its lines: one line carries them, so
    // the invoice adds up to the order.
    const charges: DocumentLine[] =
      net === linesSum
        ? []
        : [
            {
              sku: '-',
              name: 'Excise, empties deposit and discounts',
              quantity: 1,
              unitCents: net - linesSum,
              totalCents: net - linesSum,
            },
          ];
    add({
      type: 'INVOICE',
      number: invoiceNumberOf(order),
      documentDate: addDays(delivery, 1),
      lines: [...goods, ...charges],
      netCents: net,
      taxCents: order.totalTaxCents ?? 0,
      totalCents: order.grandTotalCents,
    });

    if (random.chance(0.08)) {
      add({
        type: 'ADR',
        number: `${delivery.slice(0, 4)}/A${reference}`,
        documentDate: delivery,
        lines: goods,
      });
    }
    const credited = items[0];
    if (credited && credited.quantity > 1 && random.chance(0.06)) {
      const quantity = random.int(1, Math.min(3, credited.quantity - 1));
      const netCredit = -quantity * credited.unitPriceCents;
      const taxCredit = Math.round(netCredit * 0.22);
      add({
        type: 'CREDIT_NOTE',
        number: `${delivery.slice(0, 4)}/NC${reference}`,
        documentDate: addDays(delivery, random.int(5, 20)),
        lines: [
          {
            sku: credited.sku,
            name: `${credited.name} (returned)`,
            quantity,
            unitCents: -credited.unitPriceCents,
            totalCents: netCredit,
          },
        ],
        netCents: netCredit,
        taxCents: taxCredit,
        totalCents: netCredit + taxCredit,
      });
    }
  }
  return rows.filter((row) => row.documentDate <= input.today);
}

/** Older documents are processed; the last fortnight's are partly still open, now and then one is rejected. */
function statusOf(date: IsoDate, today: IsoDate, random: SeededRandom): string {
  if (date > addDays(today, -14)) {
    return random.weighted([
      ['Not Yet Processed', 3],
      ['Partially Processed', 2],
      ['Completely Processed', 1],
    ] as const);
  }
  return random.weighted([
    ['Completely Processed', 20],
    ['Not Relevant', 1],
    ['Fully Rejected', 1],
  ] as const);
}
