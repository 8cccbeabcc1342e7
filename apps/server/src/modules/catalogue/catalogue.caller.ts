import { isIsoDate, type IsoDate } from '@spina/domain';
import type { GraphQLContext } from '../../graphql/context';
import { forbidden } from '../../http/errors';

/**
 * Who asks for catalogue data and in which ordering context (spec 1 §7 headers): prices, favourites and
 * saleability all depend on it, so nothing priced is ever shared between two callers.
 */
export type CatalogueCaller = {
  userId: string;
  /** The ship-to of the `outletid` header, already checked to be the user's. */
  shipToId: string;
  customerType: string;
  lang: 'it' | 'en';
  /** The requested delivery date (`datepopup`), when it is a valid date; else today in the market. */
  deliveryDate: IsoDate | null;
  /** Empty-return mode (`onlyEmpties`): the catalogue lists empties instead of goods. */
  onlyEmpties: boolean;
};

/** The caller of a ship-to scoped operation; its access declaration has already checked the ship-to. */
export function catalogueCaller(context: GraphQLContext): CatalogueCaller {
  const { principal, scope } = context;
  const grant = scope.outletId ? principal?.shipTos.get(scope.outletId) : undefined;
  if (!principal || !grant) throw forbidden('Choose a ship-to first');
  return {
    userId: principal.userId,
    shipToId: grant.shipToId,
    customerType: grant.customerType,
    lang: scope.lang,
    deliveryDate: isIsoDate(scope.deliveryDate) ? scope.deliveryDate : null,
    onlyEmpties: scope.onlyEmpties,
  };
}
