import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FOOD_PAIRING_PATH,
  pairingHistorySchema,
  pairingResultSchema,
  type PairingChoice,
  type PairingHistory,
  type PairingResult,
} from '@spina/domain';
import { restRequest } from '../../../lib/rest';

const URL = `/api/content/v1/${FOOD_PAIRING_PATH}` as const;
const KEY = ['food-pairing', 'history'];

/** The user's last configuration with its beers, and the previous ones. */
export function usePairingHistory() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => restRequest(URL, pairingHistorySchema, { signal }),
  });
}

/** Stores a configuration and gets its beers; it becomes the last one, the one before joins the previous. */
export function useConfigurePairing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (choice: PairingChoice) =>
      restRequest(URL, pairingResultSchema, { method: 'POST', body: choice }),
    onSuccess: (result: PairingResult) =>
      client.setQueryData<PairingHistory>(KEY, (history) => ({
        last: result,
        previous: history?.last
          ? [history.last, ...history.previous].map(({ id, choice, createdAt }) => ({
              id,
              choice,
              createdAt,
            }))
          : (history?.previous ?? []),
      })),
  });
}
