import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ApiError, ForbiddenError } from '../../../lib/api-errors';
import { useMessage } from '../../../lib/i18n/messages';
import { catalogueScopeQueryKey } from '../api/cached-product-query';
import { useSession } from '../../auth';
import { currentScopeKey } from '../api/catalogue-scope';
import { withFavouriteFlag, type FavouriteFlag } from '../api/favourite-flags';
import { changeFavourite, WishlistChangeError } from '../api/favourites';
import { fetchWishlistSummary, wishlistQueryKey, wishlistSummaryQueryKey } from '../api/favourites-count';
import { updateProductCache } from '../api/product-cache';
import { showCatalogueNotice } from './catalogue-notice';

/** A product a favourite toggle acts on. */
export type FavouriteTarget = { sku: string; favourites: number };

/** The text of a failed favourite change, in the interface language. */
function useFailureText() {
  const { t } = useTranslation('catalogue');
  const message = useMessage();
  return useCallback(
    (error: unknown, favourite: boolean) => {
      if (error instanceof WishlistChangeError) return error.messages.map(message).join(' ');
      if (error instanceof ForbiddenError) return t('favourites.errors.forbidden');
      if (error instanceof ApiError && error.kind === 'network') return t('errors.network');
      return favourite ? t('favourites.errors.add') : t('favourites.errors.remove');
    },
    [t, message],
  );
}

/**
 * Adds a product to the favourites or removes it (spec 2 §4 Favourites). The favourites flag changes at
 * once in every list and product shown or cached for the ship-to, and back if the server refuses; the
 * count and the favourites screen follow once the server has answered. `itemId` is the wishlist item when
 * known (the favourites screen), which spares reading the wishlist to find it.
 */
export function useFavouriteToggle(product: FavouriteTarget, itemId?: string) {
  // The scope is read when the toggle acts, not while it renders: a list's 25 toggles rendered again with every
  // change of the scope's key (the first delivery date arriving after the products).
  const session = useSession();
  const queryClient = useQueryClient();
  const failureText = useFailureText();

  const setFlag = useCallback(
    (scopeKey: string | null, flag: FavouriteFlag) => {
      if (!scopeKey) return;
      const update = (data: unknown) => withFavouriteFlag(data, product.sku, flag);
      queryClient.setQueriesData({ queryKey: catalogueScopeQueryKey(scopeKey) }, update);
      queryClient.setQueriesData({ queryKey: wishlistQueryKey(scopeKey, 'page') }, update);
      updateProductCache(scopeKey, update);
    },
    [queryClient, product.sku],
  );

  const mutation = useMutation({
    mutationFn: async ({ scopeKey, favourite }: { scopeKey: string | null; favourite: boolean }) => {
      if (!scopeKey) throw new ForbiddenError('Choose a ship-to first');
      const summary = await queryClient.fetchQuery({
        queryKey: wishlistSummaryQueryKey(scopeKey),
        queryFn: ({ signal }) => fetchWishlistSummary(signal),
        staleTime: Infinity,
      });
      await changeFavourite({ wishlistId: summary.id, sku: product.sku, favourite, itemId });
    },
    onMutate: ({ scopeKey, favourite }) => setFlag(scopeKey, favourite ? 1 : 0),
    onError: (error, { scopeKey, favourite }) => {
      setFlag(scopeKey, favourite ? 0 : 1);
      console.warn('the favourite could not be changed', error);
      showCatalogueNotice(failureText(error, favourite));
    },
    onSettled: (_data, _error, { scopeKey }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: wishlistQueryKey(scopeKey) }),
        queryClient.invalidateQueries({ queryKey: wishlistSummaryQueryKey(scopeKey) }),
      ]),
  });

  const isFavourite = product.favourites === 1;
  return {
    isFavourite,
    pending: mutation.isPending,
    toggle: () => {
      if (!mutation.isPending)
        mutation.mutate({ scopeKey: currentScopeKey(session), favourite: !isFavourite });
    },
  };
}
