import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useShipToChange } from '../../../lib/ship-to/ship-to-events';
import {
  catalogueViewParams,
  goToPage,
  parseCatalogueView,
  type CatalogueView,
} from '../../../lib/catalogue-url';

/**
 * The products screen's view, held in the address (`?search=&brand=&sort=&page=`): every change is a new
 * history entry, so back and forward step through filters and pages, and a reload shows the same list. A
 * ship-to change (spec 1 §4.4) goes back to the first page, since the new ship-to's list differs.
 */
export function useCatalogueView(): [CatalogueView, (next: CatalogueView) => void] {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => parseCatalogueView(params), [params]);
  const setView = useCallback((next: CatalogueView) => setParams(catalogueViewParams(next)), [setParams]);
  useShipToChange(() => {
    if (view.page > 1) setParams(catalogueViewParams(goToPage(view, 1)), { replace: true });
  });
  return [view, setView];
}
