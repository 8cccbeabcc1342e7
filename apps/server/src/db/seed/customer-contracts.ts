import { hectolitres, yearOf, type IsoDate } from '@spina/domain';
import type { Database } from '../client';
import { customerContracts } from '../schema';
import { insertRows } from './batch';
import { catalogueOf } from './catalogue';
import type { SeedContext } from './context';
import { customersOf } from './customers';
import { orderHistoryOf } from './orders';

type ContractRow = typeof customerContracts.$inferInsert;

/**
 * Two supply contracts per demo company (decision 0034): last calendar year's, closed, and this year's, running,
 * both covering every ship-to of the company. The commitments follow what the company really bought in the
 * seeded history (a little more than last year's volume), so the progress bars look like a customer's.
 */
export function customerContractsOf(context: SeedContext): ContractRow[] {
  return context.once('customer-contracts', () => {
    const { companies, shipTos } = customersOf(context);
    const history = orderHistoryOf(context);
    const volume = new Map(
      catalogueOf(context).products.map((product) => [
        product.row.sku,
        hectolitres(1, product.row.numberOfItemsInBox, product.row.volumeMl),
      ]),
    );
    const orderOf = new Map(history.orders.map((order) => [order.id, order]));
    const lastYear = yearOf(context.today) - 1;
    const boughtLastYear = new Map<string, number>();
    for (const item of history.items) {
      const order = orderOf.get(item.orderId);
      if (!order || order.status === 'CANCELLED' || yearOf(order.deliveryDate as IsoDate) !== lastYear)
        continue;
      const hl = (volume.get(item.sku) ?? 0) * item.quantity;
      boughtLastYear.set(order.companyId, (boughtLastYear.get(order.companyId) ?? 0) + hl);
    }
    return companies.flatMap((company, index) => {
      const covered = shipTos.filter((shipTo) => shipTo.companyId === company.id).map((shipTo) => shipTo.id);
      if (covered.length === 0) return [];
      const base = Math.max(10, Math.round(boughtLastYear.get(company.id) ?? 0));
      const serial = String(index + 1).padStart(4, '0');
      return [
        { year: lastYear, committedHl: Math.round(base * 1.05) },
        { year: lastYear + 1, committedHl: Math.round(base * 1.1) },
      ].map(({ year, committedHl }) => ({
        contractNumber: `CTR-${year}-${serial}`,
        companyId: company.id,
        shipToIds: covered,
        periodStart: `${year}-01-01`,
        periodEnd: `${year}-12-31`,
        committedHl,
      }));
    });
  });
}

export async function seedCustomerContracts(db: Database, context: SeedContext): Promise<void> {
  await insertRows(db, customerContracts, customerContractsOf(context));
}
