import {
  addDays,
  defaultStatementPeriod,
  EMPTIES_STATEMENT_MESSAGES,
  localDate,
  marketOfCountry,
  materialBalances,
  movementDescription,
  timeZoneOf,
  type EmptiesMaterialRow,
  type EmptiesMovementsPage,
  type EmptiesMovementsQuery,
  type EmptiesStatement,
  type EmptiesStatementQuery,
  type IsoDate,
  type StatementPeriod,
} from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import { statementShipTo } from './empties-statement.scope';
import {
  readMaterials,
  readMovementPage,
  readMovementSums,
  readStatementOwner,
} from './empties-statement.store';

type Owner = NonNullable<Awaited<ReturnType<typeof readStatementOwner>>>;

/**
 * The empties account statement of spec 3 §2 in its three views (estratto, riepilogo materiale, dettaglio
 * movimenti). Every balance is computed from the movements by the domain's rule (decision 0032), so the three
 * views always agree and always add up.
 */
export function createEmptiesStatementService(deps: AppDeps) {
  /** The caller's ship-to, its owner and the period asked for (this year up to today in its market). */
  async function open(principal: Principal, query: EmptiesStatementQuery) {
    const shipToId = statementShipTo(principal, query.shipTo);
    const owner = await readStatementOwner(deps.db, shipToId);
    if (!owner) throw notFound(EMPTIES_STATEMENT_MESSAGES.notFound);
    const today = localDate(deps.now(), timeZoneOf(marketOfCountry(owner.country)));
    const fallback = defaultStatementPeriod(today);
    const period: StatementPeriod = { from: query.from ?? fallback.from, to: query.to ?? fallback.to };
    if (period.from > period.to) {
      // A start asked for after today's end is refused; a defaulted start after an end asked for (to=last
      // December) moves to that year's first day.
      if (query.from) throw badRequest('from must not be after to');
      period.from = `${period.to.slice(0, 4)}-01-01`;
    }
    return { owner, period, language: query.lang ?? principal.language };
  }

  async function balances(owner: Owner, period: StatementPeriod) {
    const sums = await readMovementSums(deps.db, owner.shipToId, period.from, period.to);
    // Sums before the period count as one movement the day before it; those in it, on its first day.
    const beforeDay = addDays(period.from as IsoDate, -1);
    const rows = materialBalances(
      sums.map((sum) => ({
        material: sum.material,
        code: sum.code,
        quantity: sum.quantity,
        date: sum.before ? beforeDay : period.from,
      })),
      period,
    );
    const details = await readMaterials(
      deps.db,
      rows.map((row) => row.material),
    );
    const bySku = new Map(details.map((detail) => [detail.sku, detail]));
    return { rows, sums, bySku };
  }

  return {
    /** GET ordersstatement: the estratto, one balance per material. */
    async statement(principal: Principal, query: EmptiesStatementQuery): Promise<EmptiesStatement> {
      const { owner, period } = await open(principal, query);
      const { rows, bySku } = await balances(owner, period);
      return {
        header: {
          number: `${owner.shipToId}-${period.to.replaceAll('-', '')}`,
          customer: owner.companyName,
          customer_code: owner.companyId,
          vat: owner.vatNumber,
          ship_to_id: owner.shipToId,
          ship_to_name: owner.shipToName,
          period_start: period.from,
          period_end: period.to,
        },
        results: rows.map((row) => ({
          material: row.material,
          name: bySku.get(row.material)?.name ?? row.material,
          opening_balance: row.opening,
          in: row.in,
          out: row.out,
          adjustment: row.adjustment,
          closing_balance: row.closing,
        })),
        total: rows.length,
      };
    },

    /** GET ordersstatement/materials: the riepilogo materiale, each material's period in one line. */
    async materials(principal: Principal, query: EmptiesStatementQuery) {
      const { owner, period } = await open(principal, query);
      const { rows, sums, bySku } = await balances(owner, period);
      const results: EmptiesMaterialRow[] = rows.map((row) => {
        const inPeriod = sums.filter((sum) => sum.material === row.material && !sum.before);
        const detail = bySku.get(row.material);
        const lastDates = inPeriod.map((sum) => sum.lastDate).sort();
        return {
          material: row.material,
          name: detail?.name ?? row.material,
          weight: (detail?.grossWeightG ?? 0) / 1000,
          number_of_bottles_gabbie: detail && detail.bottles > 0 ? detail.bottles : null,
          small_image: detail?.smallImage ?? null,
          movements: inPeriod.reduce((total, sum) => total + sum.movements, 0),
          date: lastDates.at(-1) ?? null,
          net: row.in - row.out + row.adjustment,
          closing_balance: row.closing,
        };
      });
      return { results, total: results.length };
    },

    /** GET ordersstatement/movements: the dettaglio movimenti, one page of the period's movements. */
    async movements(principal: Principal, query: EmptiesMovementsQuery): Promise<EmptiesMovementsPage> {
      const { owner, period, language } = await open(principal, query);
      const { rows, total } = await readMovementPage(deps.db, owner.shipToId, period, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        results: rows.map((row) => ({
          id: row.id,
          date: row.date,
          material: row.material,
          name: row.name ?? row.material,
          movement_type: row.code,
          movement_description: movementDescription(row.code, language),
          quantity: row.quantity,
          depot: row.depot,
          delivery_point: row.deliveryPoint,
          invoice: row.invoice,
          order_number: row.orderNumber,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
