import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DOCUMENTS_BASE, DOCUMENTS_PATHS, documentsResponseSchema, type DocumentType } from '@spina/domain';
import { restRequest } from '../../../lib/rest';

/** The filters and page the documents list is read with; blank filters are left out. */
export type DocumentsFilters = {
  type?: DocumentType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  number?: string | undefined;
  shipTo?: string | undefined;
  page: number;
  pageSize: number;
};

/** GET documents/GetAllDocuments (spec 3 §7): one page of the caller's documents. */
export function useDocuments(filters: DocumentsFilters) {
  const query = Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
  return useQuery({
    queryKey: ['documents', 'list', query],
    queryFn: ({ signal }) =>
      restRequest(`${DOCUMENTS_BASE}/${DOCUMENTS_PATHS.all}`, documentsResponseSchema, { query, signal }),
    placeholderData: keepPreviousData,
  });
}
