import { randomUUID } from 'node:crypto';
import { SECTIONS } from '@spina/domain';
import { sql } from 'drizzle-orm';
import { orderItems, orders, orderStatusHistory } from '../../db/schema';
import { headersFor } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createCompany, createShipTo, createUser } from '../../test/identity-fixtures';

/**
 * A world of placed orders for the orders tests: a buyer with My Orders on ship-to A and on the SUSPENDED
 * ship-to S, Catalogue only on ship-to C; a stranger of another company on ship-to B. Orders are written
 * straight into the database, numbers `<tag>NNN` so that prefixes are easy to aim at.
 */
export type OrdersWorld = {
  t: TestApp;
  shipToA: string;
  shipToS: string;
  shipToC: string;
  shipToB: string;
  buyer: Record<string, string>;
  stranger: Record<string, string>;
  /** A product of the demo catalogue, for lines with a real image. */
  sku: string;
};

export type OrderSeed = {
  number: string;
  shipToId: string;
  companyId?: string;
  createdAt: string;
  deliveryDate?: string;
  status?: string;
  processingStatus?: string;
  grandTotalCents?: number;
  customerOrderNumber?: string | null;
  isEmptiesReturn?: boolean;
  deliveryMessage?: string | null;
  paymentMethod?: string | null;
  lines?: number;
};

export async function openOrdersWorld(
  tag: string,
): Promise<OrdersWorld & { companyOf: Map<string, string> }> {
  const t = await createTestApp();
  const ours = await createCompany(t.db, 'Birreria degli Ordini srl');
  const theirs = await createCompany(t.db, 'Birreria Estranea srl');
  const shipToA = await createShipTo(t.db, ours, { name: 'Locale A' });
  const shipToS = await createShipTo(t.db, ours, { name: 'Locale Sospeso', status: 'SUSPENDED' });
  const shipToC = await createShipTo(t.db, ours, { name: 'Locale Catalogo' });
  const shipToB = await createShipTo(t.db, theirs, { name: 'Locale Estraneo' });
  const owner = [SECTIONS.catalogue, SECTIONS.myOrders];
  await createUser(t.db, {
    email: `${tag}.buyer@example.com`,
    companyId: ours,
    grants: [
      { shipToId: shipToA, roleName: 'On Premise Owner', permissions: owner },
      { shipToId: shipToS, roleName: 'On Premise Owner', permissions: owner },
      { shipToId: shipToC, roleName: 'On Premise Basic', permissions: [SECTIONS.catalogue] },
    ],
  });
  await createUser(t.db, {
    email: `${tag}.stranger@example.com`,
    companyId: theirs,
    grants: [{ shipToId: shipToB, roleName: 'On Premise Owner', permissions: owner }],
  });
  const [product] = (
    await t.db.execute(sql`select sku from products where material_type <> 'ZQCR' order by sku limit 1`)
  ).rows as Array<{ sku: string }>;
  const companyOf = new Map([
    [shipToA, ours],
    [shipToS, ours],
    [shipToC, ours],
    [shipToB, theirs],
  ]);
  return {
    t,
    shipToA,
    shipToS,
    shipToC,
    shipToB,
    buyer: await headersFor(t, `${tag}.buyer@example.com`, shipToA),
    stranger: await headersFor(t, `${tag}.stranger@example.com`, shipToB),
    sku: product!.sku,
    companyOf,
  };
}

/** Writes placed orders with `lines` lines each (2 by default); returns their ids by number. */
export async function addOrders(
  world: OrdersWorld & { companyOf: Map<string, string> },
  seeds: OrderSeed[],
): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const seed of seeds) {
    const id = randomUUID();
    ids.set(seed.number, id);
    const total = seed.grandTotalCents ?? 10_000;
    await world.t.db.insert(orders).values({
      id,
      orderNumber: seed.number,
      shipToId: seed.shipToId,
      companyId: seed.companyId ?? world.companyOf.get(seed.shipToId)!,
      createdAt: new Date(seed.createdAt),
      deliveryDate: seed.deliveryDate ?? seed.createdAt.slice(0, 10),
      orderType: seed.isEmptiesReturn ? 'emptiespickup_emptiespickup' : 'freeshipping_freeshipping',
      status: seed.status ?? 'AWAITING SHIPMENT',
      processingStatus: seed.processingStatus ?? 'Not Yet Processed',
      paymentMethod: seed.paymentMethod === undefined ? '2C30' : seed.paymentMethod,
      customerOrderNumber: seed.customerOrderNumber ?? null,
      deliveryMessage: seed.deliveryMessage ?? null,
      isEmptiesReturn: seed.isEmptiesReturn ?? false,
      totalYourPriceCents: total,
      totalTaxCents: 0,
      grandTotalCents: total,
    });
    const lines = seed.lines ?? 2;
    if (lines > 0) {
      await world.t.db.insert(orderItems).values(
        Array.from({ length: lines }, (_, index) => ({
          orderId: id,
          line: index + 1,
          sku: index === 0 ? world.sku : `GONE-${index}`,
          name: `Prodotto ${index + 1}`,
          materialType: 'ZFER',
          quantity: 6 * (index + 1),
          packages: 6 * (index + 1),
          unitPriceCents: 150,
          rowTotalCents: 900 * (index + 1),
        })),
      );
    }
  }
  return ids;
}

/** Links a beer order and its empties order both ways, as placing does. */
export async function linkOrders(world: OrdersWorld, beerId: string, emptiesId: string): Promise<void> {
  await world.t.db.execute(sql`update orders set linked_order_id = ${emptiesId} where id = ${beerId}`);
  await world.t.db.execute(sql`update orders set linked_order_id = ${beerId} where id = ${emptiesId}`);
}

/** Records status changes as the ERP's push would. */
export async function addHistory(
  world: OrdersWorld,
  orderId: string,
  changes: Array<{ field: string; from: string | null; to: string | null; at: string }>,
): Promise<void> {
  await world.t.db.insert(orderStatusHistory).values(
    changes.map((change) => ({
      orderId,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      source: 'erp',
      changedAt: new Date(change.at),
    })),
  );
}

/** GET /api/general/v1/orders with a query string. */
export async function getHistory(world: OrdersWorld, headers: Record<string, string>, query = '') {
  const response = await world.t.request({
    method: 'GET',
    url: `/api/general/v1/orders${query ? `?${query}` : ''}`,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}
