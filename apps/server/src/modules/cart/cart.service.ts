import type { AppDeps } from '../../deps';
import type { GraphQLContext } from '../../graphql/context';
import { catalogueCaller } from '../catalogue/catalogue.caller';
import { createCartChanges } from './cart.changes';
import { createCartPreferences, type PreferenceCaller } from './cart.preferences';
import { createPriceCheck } from './cart.price-check';
import { createQuickOrder } from './cart.quick-order';
import { cartOf, readCartState } from './cart.state';
import { loadFillCandidateSkus, loadLineProducts, openCartId, type CartOwner } from './cart.store';
import { truckFillOf, type FillCandidate } from './cart.truck-fill';

/**
 * The owner of the carts a caller may touch: the signed-in user (or the user staff act as, DESIGN §6) on the
 * `outletid` ship-to, whose access the operation has already checked.
 */
export function ownerOf(context: GraphQLContext): PreferenceCaller {
  const caller = catalogueCaller(context);
  const grant = context.principal?.shipTos.get(caller.shipToId);
  return {
    userId: caller.userId,
    shipToId: caller.shipToId,
    wholesale: context.principal?.wholesale ?? false,
    emptiesManagement: grant?.permissions.has('Empties Management') ?? false,
  };
}

export function createCartService(deps: AppDeps) {
  const { db } = deps;
  const readCart = async (cartId: string, owner: CartOwner) =>
    cartOf(await readCartState(deps, cartId, owner));
  /** The truck-fill assistant of a cart (see truckFillOf). */
  async function truckFill(cartId: string, owner: CartOwner) {
    const [state, skus] = await Promise.all([
      readCartState(deps, cartId, owner),
      loadFillCandidateSkus(db, owner, new Date()),
    ]);
    const rows = await loadLineProducts(db, owner, { skus: [...skus.history, ...skus.favourites] });
    const candidates: FillCandidate[] = [
      ...skus.history.map((sku) => ({ sku, source: 'history' as const })),
      ...skus.favourites.map((sku) => ({ sku, source: 'favourite' as const })),
    ].flatMap(({ sku, source }) => {
      const row = rows.find((candidate) => candidate.product.sku === sku);
      return row ? [{ row, source }] : [];
    });
    return truckFillOf(state, candidates);
  }

  return {
    readCart,
    truckFill,
    createEmptyCart: (owner: CartOwner) => openCartId(db, owner),
    customerCart: async (owner: CartOwner) => readCart(await openCartId(db, owner), owner),
    updatePrices: createPriceCheck(deps),
    addProductsByList: createQuickOrder(deps),
    ...createCartChanges(deps),
    ...createCartPreferences(deps),
  };
}
export type CartService = ReturnType<typeof createCartService>;
