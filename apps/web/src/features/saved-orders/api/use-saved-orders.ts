import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CartConflictMode,
  SavedOrderDetailsQuery,
  SavedOrderFieldsFragment,
  SavedOrderReOrderMutation,
} from '../../../gql/graphql';
import { graphqlRequest } from '../../../lib/graphql';
import { useProductScope } from '../../../lib/product-scope';
import { useSession } from '../../auth';
import { listVariables, type ListQuery } from '../list-query';
import {
  DeleteSavedOrderDocument,
  ReOrderSavedOrderDocument,
  SavedOrderDetailsDocument,
  SavedOrdersListDocument,
} from './saved-orders-documents';

export type SavedOrder = SavedOrderFieldsFragment;
export type SavedOrderDetails = SavedOrderDetailsQuery['getSaveOrderDetails'];
export type ReOrderAnswer = SavedOrderReOrderMutation['reOrderSavedOrder'];

/** Saved orders belong to a user and a ship-to (spec 2 §3), so their answers are filed under the scope. */
const savedOrdersKey = (scopeKey: string | null, ...rest: unknown[]) => ['saved-orders', scopeKey, ...rest];

function useScopeKey(): string | null {
  return useProductScope(useSession())?.key ?? null;
}

/**
 * One page of the saved orders (getSaveOrderForLater). The page shown stays on screen, marked as being
 * read, while another page, filter or sort is read.
 */
export function useSavedOrders(query: ListQuery) {
  const scopeKey = useScopeKey();
  const variables = listVariables(query);
  return useQuery({
    queryKey: savedOrdersKey(scopeKey, 'list', variables),
    queryFn: ({ signal }) => graphqlRequest(SavedOrdersListDocument, variables, { signal }),
    select: (answer) => answer.getSaveOrderForLater,
    enabled: scopeKey !== null,
    placeholderData: keepPreviousData,
  });
}

/** One saved order with its addresses, items, empties and payment term (getSaveOrderDetails). */
export function useSavedOrderDetails(id: string) {
  const scopeKey = useScopeKey();
  return useQuery({
    queryKey: savedOrdersKey(scopeKey, 'details', id),
    queryFn: ({ signal }) => graphqlRequest(SavedOrderDetailsDocument, { id }, { signal }),
    select: (answer) => answer.getSaveOrderDetails,
    enabled: scopeKey !== null,
    // A saved order that is not there (deleted, re-ordered, another user's) stays not there.
    retry: false,
  });
}

/** Reads the list again: a re-ordered or deleted saved order leaves it. */
function useRefreshList() {
  const client = useQueryClient();
  const scopeKey = useScopeKey();
  return () => client.invalidateQueries({ queryKey: savedOrdersKey(scopeKey, 'list') });
}

/**
 * reOrderSavedOrder: puts the saved order's lines into the cart, adding to what it holds or starting a new one
 * as `mode` says. When the answer asks for a choice nothing changed; otherwise every cart screen reads the
 * cart again (the cart feature's queries are all filed under 'cart').
 */
export function useReOrderSavedOrder() {
  const client = useQueryClient();
  const refreshList = useRefreshList();
  return useMutation({
    mutationFn: async (input: { id: string; mode: CartConflictMode | null }): Promise<ReOrderAnswer> =>
      (await graphqlRequest(ReOrderSavedOrderDocument, { id: input.id, mode: input.mode })).reOrderSavedOrder,
    onSuccess: async (answer) => {
      if (answer.needs_choice) return;
      await Promise.all([client.invalidateQueries({ queryKey: ['cart'] }), refreshList()]);
    },
  });
}

/** deleteSavedOrder; the list is read again afterwards. */
export function useDeleteSavedOrder() {
  const refreshList = useRefreshList();
  return useMutation({
    mutationFn: async (id: string) =>
      (await graphqlRequest(DeleteSavedOrderDocument, { id })).deleteSavedOrder,
    onSuccess: async (answer) => {
      if (answer.success) await refreshList();
    },
  });
}
