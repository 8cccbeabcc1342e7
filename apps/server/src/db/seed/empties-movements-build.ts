import { addDays, type IsoDate } from '@spina/domain';
import type { emptiesMovements } from '../schema';
import type { Catalogue } from './catalogue-build';
import type { Customers, ShipToRow } from './customers-build';
import { PALLET_EMPTIES_SKU } from './data/empties';
import type { OrderHistory, OrderRow } from './orders-build';
import { SeededRandom } from './random';

export type EmptiesMovementRow = typeof emptiesMovements.$inferInsert & { id: string };

/** Fictional plants and depots the empties travel through; a distributor depot books XS/XC instead of XD/XR. */
const DEPOTS = {
  IT: [
    { name: 'Stabilimento Nord - Verona', distributor: false },
    { name: 'Stabilimento Centro - Perugia', distributor: false },
    { name: 'Deposito Distribuzione Sud - Caserta', distributor: true },
  ],
  CZ: [{ name: 'Pivovar Sever - Most', distributor: false }],
} as const;

type Depot = (typeof DEPOTS)[keyof typeof DEPOTS][number];

/** Orders that left the depot: only a delivered order moves empties. */
const DELIVERED = new Set(['DELIVERED', 'PARTIALLY DELIVERED']);

/**
 * The empties account movements of the demo (DESIGN §7, decision 0032), derived from the order history so the
 * statement and the orders tell one story: each delivered beer order brings its empties (and pallets) to the
 * customer (XD, XS from a distributor), each delivered empties return takes them back (XR, XC), never more than
 * the customer holds. Around them, now and then: returned goods (MR), a collection on request (V6) where a
 * customer does not return empties with orders, compensation invoices for missing empties (FT) and their credit
 * notes (NC), and accounting corrections (RC). Balances therefore stay non-negative.
 */
export function buildEmptiesMovements(input: {
  catalogue: Catalogue;
  customers: Customers;
  history: OrderHistory;
  today: IsoDate;
}): EmptiesMovementRow[] {
  const random = SeededRandom.named('empties-movements');
  const emptiesOf = new Map(
    input.catalogue.products.map((product) => [product.row.sku, product.row.emptiesSku ?? null]),
  );
  const itemsByOrder = new Map<string, OrderHistory['items']>();
  for (const item of input.history.items) {
    itemsByOrder.set(item.orderId, [...(itemsByOrder.get(item.orderId) ?? []), item]);
  }
  const ordersByShipTo = new Map<string, OrderRow[]>();
  for (const order of input.history.orders) {
    if (!DELIVERED.has(order.status) || order.deliveryDate > input.today) continue;
    ordersByShipTo.set(order.shipToId, [...(ordersByShipTo.get(order.shipToId) ?? []), order]);
  }

  const rows: EmptiesMovementRow[] = [];
  for (const shipTo of input.customers.shipTos) {
    const orders = (ordersByShipTo.get(shipTo.id) ?? []).sort(
      (a, b) =>
        a.deliveryDate.localeCompare(String(b.deliveryDate)) || a.orderNumber!.localeCompare(b.orderNumber!),
    );
    if (orders.length === 0) continue;
    const depots = shipTo.country === 'CZ' || shipTo.country === 'CZE' ? DEPOTS.CZ : DEPOTS.IT;
    const depot: Depot = random.pick([...depots]);
    const account = new ShipToAccount(shipTo, depot, random, rows);
    for (const order of orders) {
      const date = order.deliveryDate as IsoDate;
      const invoice = `${date.slice(0, 4)}/${order.sapId ?? order.orderNumber}`;
      const lines = itemsByOrder.get(order.id) ?? [];
      if (order.isEmptiesReturn) {
        for (const line of lines) account.takeBack(line.sku, line.quantity, date, invoice, order.id);
        continue;
      }
      // One movement per empties item of a delivery, however many of its lines use that item.
      const delivered = new Map<string, number>();
      const add = (sku: string, quantity: number) => delivered.set(sku, (delivered.get(sku) ?? 0) + quantity);
      for (const line of lines) {
        const empties = emptiesOf.get(line.sku);
        if (empties) add(empties, line.quantity);
        if ((line.pallets ?? 0) > 0) add(PALLET_EMPTIES_SKU, line.pallets!);
      }
      for (const [sku, quantity] of delivered) account.deliver(sku, quantity, date, invoice, order.id);
      account.nowAndThen(addDays(date, random.int(3, 20)), input.today);
    }
  }
  return rows;
}

/** One ship-to's running account while its movements are written, so no return exceeds what it holds. */
class ShipToAccount {
  private readonly booked: Array<{ material: string; date: IsoDate; quantity: number }> = [];
  private documents = 0;

  constructor(
    private readonly shipTo: ShipToRow,
    private readonly depot: Depot,
    private readonly random: SeededRandom,
    private readonly rows: EmptiesMovementRow[],
  ) {}

  /**
   * Books a movement. Movements are not booked in date order (a credit note two weeks on comes before the next
   * order), so a negative one is capped by what the customer holds on its day and on every later day booked.
   */
  private book(
    material: string,
    date: IsoDate,
    code: string,
    wanted: number,
    invoice: string | null,
    orderId: string | null,
  ) {
    const quantity = wanted < 0 ? -Math.min(-wanted, this.available(material, date)) : wanted;
    if (quantity === 0) return;
    this.booked.push({ material, date, quantity });
    this.rows.push({
      id: this.random.uuid(),
      shipToId: this.shipTo.id,
      material,
      movementDate: date,
      movementType: code,
      quantity,
      depot: this.depot.name,
      deliveryPoint: `${this.shipTo.id} ${this.shipTo.name}, ${this.shipTo.city}`,
      invoice,
      orderId,
    });
  }

  /** The least the customer holds of `material` from `date` on, over the movements booked so far. */
  private available(material: string, date: IsoDate): number {
    const own = this.booked.filter((entry) => entry.material === material);
    const days = [...new Set([date, ...own.map((entry) => entry.date).filter((day) => day >= date)])];
    return Math.max(
      0,
      Math.min(
        ...days.map((day) => own.reduce((sum, entry) => (entry.date <= day ? sum + entry.quantity : sum), 0)),
      ),
    );
  }

  /** What the customer holds of each material today, over the movements booked so far. */
  private held(): Array<[string, number]> {
    const totals = new Map<string, number>();
    for (const entry of this.booked)
      totals.set(entry.material, (totals.get(entry.material) ?? 0) + entry.quantity);
    return [...totals].filter(([, quantity]) => quantity > 0);
  }

  private documentNumber(prefix: string, date: IsoDate): string {
    this.documents += 1;
    return `${prefix}-${date.slice(0, 4)}-${this.shipTo.id.slice(-5)}${String(this.documents).padStart(3, '0')}`;
  }

  deliver(material: string, quantity: number, date: IsoDate, invoice: string, orderId: string) {
    this.book(material, date, this.depot.distributor ? 'XS' : 'XD', quantity, invoice, orderId);
  }

  takeBack(material: string, quantity: number, date: IsoDate, invoice: string, orderId: string) {
    this.book(material, date, this.depot.distributor ? 'XC' : 'XR', -quantity, invoice, orderId);
  }

  /** The occasional movements that do not come from an order, on `date` if it is not in the future. */
  nowAndThen(date: IsoDate, today: IsoDate) {
    if (date > today) return;
    const held = this.held();
    if (held.length === 0) return;
    // A customer sitting on many empties of a kind has most of them collected.
    for (const [material, quantity] of held) {
      if (quantity > 60 && this.random.chance(0.3))
        this.book(material, date, 'V6', -Math.floor(quantity * 0.7), this.documentNumber('RV', date), null);
    }
    const [material, quantity] = this.random.pick(held);
    const roll = this.random.next();
    if (roll < 0.06) this.book(material, date, 'MR', -Math.max(1, Math.floor(quantity * 0.1)), null, null);
    else if (roll < 0.1 && quantity > 5) {
      const missing = this.random.int(1, Math.min(5, quantity));
      this.book(material, date, 'FT', -missing, this.documentNumber('FT', date), null);
      const credited = addDays(date, 14);
      if (credited <= today && this.random.chance(0.4)) {
        // The empties turned up after all: the invoice is credited back.
        this.book(material, credited, 'NC', missing, this.documentNumber('NC', credited), null);
      }
    } else if (roll < 0.13) {
      const delta = this.random.chance(0.5) || quantity < 2 ? this.random.int(1, 2) : -this.random.int(1, 2);
      this.book(material, date, 'RC', delta, this.documentNumber('RC', date), null);
    }
  }
}
