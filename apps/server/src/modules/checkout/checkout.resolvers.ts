import { paymentTerm, sameShipTo } from '@spina/domain';
import type { AppDeps } from '../../deps';
import type { GraphQLContext } from '../../graphql/context';
import { operation } from '../../graphql/operation';
import type { PaymentTermOption, Resolvers } from '../../graphql/resolvers.generated';
import { forbidden } from '../../http/errors';
import { CART_READ_ACCESS } from '../cart/cart.resolvers';
import { ownerOf } from '../cart/cart.service';
import { createCheckoutService } from './checkout.service';
import { customerEmptiesOf, placedOrderOf } from './checkout.view';

/** Placing reads the cart's ship-to (outletid); a SUSPENDED one is refused as a user_error inside placing. */
export const CHECKOUT_ACCESS = CART_READ_ACCESS;

/** The payer's terms worded in a language, its default (the first of the company's terms) marked. */
export function paymentTermOptions(codes: readonly string[], lang: 'it' | 'en'): PaymentTermOption[] {
  return codes.flatMap((code, index) => {
    const term = paymentTerm(code);
    return term
      ? [
          {
            code: term.code,
            group: term.group,
            title: lang === 'en' ? term.en : term.it,
            is_default: index === 0,
          },
        ]
      : [];
  });
}

/** The `Idempotency-Key` request header, or null when none was sent. */
function idempotencyKeyOf(context: GraphQLContext): string | null {
  const value = context.request.headers['idempotency-key'];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? null : text.trim();
}

export function checkoutResolvers(deps: AppDeps): Resolvers {
  const service = createCheckoutService(deps);
  return {
    Cart: {
      available_payment_methods: (cart, _args, context) =>
        paymentTermOptions(cart.payer_payment_terms, context.scope.lang),
    },
    Query: {
      getCustomerEmpties: operation(CHECKOUT_ACCESS, async (_parent, args, context) => {
        const owner = ownerOf(context);
        if (!/^\d{1,10}$/.test(args.outletId.trim()) || !sameShipTo(args.outletId, owner.shipToId)) {
          throw forbidden('outletId must be the ship-to of the outletid header');
        }
        return (await service.customerEmpties(owner.shipToId)).map(customerEmptiesOf);
      }),
      placedOrder: operation({ signedIn: true }, async (_parent, args, context) => {
        const row = await service.placedOrder(context.principal!.userId, args.order_number);
        return row ? placedOrderOf(row) : null;
      }),
    },
    Mutation: {
      placeOrder: operation(CHECKOUT_ACCESS, async (_parent, args, context) => {
        const result = await service.placeOrder(ownerOf(context), {
          ...args.input,
          idempotencyKey: idempotencyKeyOf(context),
        });
        const orders = result.orders.map(placedOrderOf);
        return {
          order: orders[0] ?? null,
          orders,
          user_errors: result.user_errors,
          first_available_date: result.first_available_date,
        };
      }),
    },
  };
}
