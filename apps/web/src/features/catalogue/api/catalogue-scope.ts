import { useProductScope, type CatalogueScope } from '../../../lib/product-scope';
import { useSession } from '../../auth';

export {
  currentScopeKey,
  isScopeCurrent,
  ownerKeyOf,
  sameButForDate,
  scopeKey,
  type CatalogueScope,
} from '../../../lib/product-scope';

/** The signed-in user's catalogue scope (see useProductScope), or null while there is none. */
export function useCatalogueScope(): CatalogueScope | null {
  return useProductScope(useSession());
}
