import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  emptiesMaterialsResponseSchema,
  emptiesMovementsResponseSchema,
  emptiesStatementResponseSchema,
  EMPTIES_MOVEMENTS_MAX_PAGE_SIZE,
  type EmptiesMovementRow,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';

const BASE = '/api/general/v1/ordersstatement';

/** The ship-to and period a statement is read for. */
export type StatementQuery = { shipTo: string; from: string; to: string };

/** GET ordersstatement (spec 3 §7): the estratto. */
export function useEmptiesStatement(query: StatementQuery) {
  return useQuery({
    queryKey: ['empties-statement', 'statement', query],
    queryFn: ({ signal }) => restRequest(BASE, emptiesStatementResponseSchema, { query, signal }),
  });
}

/** GET ordersstatement/materials: the riepilogo materiale. */
export function useEmptiesMaterials(query: StatementQuery) {
  return useQuery({
    queryKey: ['empties-statement', 'materials', query],
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/materials`, emptiesMaterialsResponseSchema, { query, signal }),
  });
}

/** GET ordersstatement/movements: one page of the dettaglio movimenti. */
export function useEmptiesMovements(query: StatementQuery, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['empties-statement', 'movements', query, page, pageSize],
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/movements`, emptiesMovementsResponseSchema, {
        query: { ...query, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every movement of the period, page after page, for the CSV export. */
export async function readAllMovements(query: StatementQuery): Promise<EmptiesMovementRow[]> {
  const rows: EmptiesMovementRow[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await restRequest(`${BASE}/movements`, emptiesMovementsResponseSchema, {
      query: { ...query, page, pageSize: EMPTIES_MOVEMENTS_MAX_PAGE_SIZE },
    });
    rows.push(...answer.results);
    if (answer.results.length === 0 || rows.length >= answer.total) return rows;
  }
}
