import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  emptiesBalanceSchema,
  reportDataSchema,
  reportsResponseSchema,
  type NativeReportId,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';

const BASE = '/api/content/v1/reports';

/** The report asked for and its filters; empty filters are left out. */
export type ReportQuery = { report: NativeReportId; from: string; to: string; shipTo: string; brand: string };

/** reports/GetAllReports (spec 3 §7): the native reports. */
export function useReports() {
  return useQuery({
    queryKey: ['reports'],
    queryFn: ({ signal }) => restRequest(`${BASE}/GetAllReports`, reportsResponseSchema, { signal }),
  });
}

const paramsOf = (query: Partial<ReportQuery>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));

/** One volume report's figures for the filters chosen (not asked while the empties balance is shown). */
export function useReportData(query: ReportQuery) {
  const params = paramsOf(query);
  return useQuery({
    queryKey: ['reports', 'data', params],
    queryFn: ({ signal }) => restRequest(`${BASE}/data`, reportDataSchema, { query: params, signal }),
    placeholderData: keepPreviousData,
    enabled: query.report !== 'empties-balance',
  });
}

/** The empties balance over time for the period and ship-to chosen. */
export function useEmptiesBalance({ from, to, shipTo, report }: ReportQuery) {
  const params = paramsOf({ from, to, shipTo });
  return useQuery({
    queryKey: ['reports', 'empties-balance', params],
    queryFn: ({ signal }) =>
      restRequest(`${BASE}/empties-balance`, emptiesBalanceSchema, { query: params, signal }),
    enabled: report === 'empties-balance',
  });
}
