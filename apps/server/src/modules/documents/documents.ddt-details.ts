import type { DdtDetails, DocumentProcessingStatus } from '@spina/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, orders, shipTos, type DocumentLine } from '../../db/schema';

/** How an order line was entered, as the order keeps it. */
type EnteredAs = { sku: string; packages: number; layers: number; pallets: number };

/**
 * The lines of a delivery note with their packages, layers and pallets: from the note's own line when it keeps
 * them (notes written at shipping, decision 0035), else from the order's line of the same product (the seeded
 * notes copy the order's lines in order), else null. Each order line serves one note line.
 */
export function ddtLines(lines: readonly DocumentLine[], entered: readonly EnteredAs[]): DdtDetails['lines'] {
  const unused = [...entered];
  return lines.map((line) => {
    const at = unused.findIndex((item) => item.sku === line.sku);
    const item = at === -1 ? undefined : unused.splice(at, 1)[0];
    return {
      sku: line.sku,
      name: line.name,
      quantity: line.quantity,
      packages: line.packages ?? item?.packages ?? null,
      layers: line.layers ?? item?.layers ?? null,
      pallets: line.pallets ?? item?.pallets ?? null,
    };
  });
}

/**
 * One delivery note (DDT) of the ship-tos given, with its heading and lines (spec 3 §7 GetDDTVDetails), in one
 * statement; null when the id is unknown, not a DDT, or of another ship-to. The order is joined on its number
 * and ship-to both, so a note never shows another ship-to's order.
 */
export async function readDdtDetails(
  db: Database,
  shipToIds: readonly string[],
  id: string,
): Promise<DdtDetails | null> {
  if (shipToIds.length === 0) return null;
  const [row] = await db
    .select({
      id: documents.id,
      number: documents.number,
      date: sql<string>`to_char(${documents.documentDate}, 'YYYY-MM-DD')`,
      processingStatus: documents.processingStatus,
      orderNumber: documents.orderNumber,
      lines: documents.lines,
      customerOrderNumber: orders.customerOrderNumber,
      deliveryDate: sql<string | null>`to_char(${orders.deliveryDate}, 'YYYY-MM-DD')`,
      transportType: orders.orderType,
      entered: sql<EnteredAs[]>`coalesce((select jsonb_agg(jsonb_build_object('sku', i.sku,
          'packages', i.packages, 'layers', i.layers, 'pallets', i.pallets) order by i.line)
        from order_items i where i.order_id = ${orders.id}), '[]'::jsonb)`,
      shipTo: {
        id: shipTos.id,
        name: shipTos.name,
        street: shipTos.street,
        postalCode: shipTos.postalCode,
        city: shipTos.city,
        province: shipTos.province,
        country: shipTos.country,
      },
    })
    .from(documents)
    .innerJoin(shipTos, eq(shipTos.id, documents.shipToId))
    .leftJoin(
      orders,
      and(eq(orders.orderNumber, documents.orderNumber), eq(orders.shipToId, documents.shipToId)),
    )
    .where(and(eq(documents.id, id), eq(documents.type, 'DDT'), inArray(documents.shipToId, [...shipToIds])));
  if (!row) return null;
  const { entered, lines, ...heading } = row;
  return {
    ...heading,
    processingStatus: heading.processingStatus as DocumentProcessingStatus,
    lines: ddtLines(lines, entered),
  };
}
