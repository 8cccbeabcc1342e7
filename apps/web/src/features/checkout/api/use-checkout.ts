import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type {
  CheckoutCartFieldsFragment,
  CheckoutPlaceOrderMutation,
  CheckoutUpdatePricesMutation,
} from '../../../gql/graphql';
import { ApiError } from '../../../lib/api-errors';
import { useDeliveryPreferences, writeDeliveryPreferences } from '../../../lib/delivery-preferences';
import { graphqlRequest } from '../../../lib/graphql';
import { useCurrentShipToId } from '../../../lib/ship-to/current-ship-to';
import { LOCAL_KEYS, readLocal, writeLocal } from '../../../lib/storage';
import { PlaceAttempt } from '../place-attempt';
import {
  CheckoutCartDocument,
  CheckoutFirstDateDocument,
  CheckoutSaveDetailsDocument,
  CheckoutSetTransportDocument,
  CheckoutUpdatePricesDocument,
  PlacedOrderDocument,
  PlaceOrderDocument,
} from './checkout-documents';

export type CheckoutCart = CheckoutCartFieldsFragment;
export type PriceCheck = CheckoutUpdatePricesMutation['updatePrices'];
export type PlaceAnswer = CheckoutPlaceOrderMutation['placeOrder'];
export type PlacedOrder = NonNullable<PlaceAnswer['order']>;

/** A refusal of the server (a user_error): nothing changed; `message` is its English text, an i18n key. */
export class CheckoutRefused extends Error {
  override name = 'CheckoutRefused';
  constructor(
    readonly code: string,
    message: string,
    /** With a refused delivery date: the first date that can be ordered now. */
    readonly firstAvailableDate: string | null = null,
  ) {
    super(message);
  }
}

/**
 * The open cart with what checkout needs: address, payment terms, flexible delivery, empties. Filed under the
 * cart's key with the ship-to and the choices every call sends as headers, so any cart change refreshes it.
 */
export function useCheckoutCart() {
  const shipToId = useCurrentShipToId();
  const { deliveryDate, shipmentMode } = useDeliveryPreferences();
  return useQuery({
    queryKey: ['cart', 'checkout', shipToId, deliveryDate, shipmentMode],
    queryFn: ({ signal }) => graphqlRequest(CheckoutCartDocument, {}, { signal }),
    select: (answer) => answer.customerCart,
    enabled: shipToId !== null,
    // A new date moves the scope: the steps keep showing the cart while it is read again.
    placeholderData: keepPreviousData,
  });
}

/** What setTransportType stores besides the cart's current order type and date. */
export type TransportChange = { paymentCode?: string; flexible?: boolean; date?: string };

/**
 * Stores a payment term, flexible delivery or a new date on the cart with setTransportType (spec 2 §7), keeping
 * the cart's order type, date, payment term and flexible choice unless changed; every cart screen refreshes.
 */
export function useSetTransport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ cart, change }: { cart: CheckoutCart; change: TransportChange }) => {
      const date = change.date ?? cart.delivery_date;
      if (!date) throw new CheckoutRefused('DATE_EMPTY', 'Delivery date has to not be empty!');
      const paymentCode = change.paymentCode ?? cart.selected_payment_method?.code ?? undefined;
      const answer = await graphqlRequest(CheckoutSetTransportDocument, {
        cartId: cart.id,
        transportType: cart.delivery_method,
        outletId: cart.ship_to_id,
        date,
        store: readLocal(LOCAL_KEYS.store),
        paymentCode,
        paymentMethod: paymentCode,
        flexible: change.flexible ?? cart.flexible_delivery,
      });
      const refused = answer.setTransportType.user_errors[0];
      if (refused) throw new CheckoutRefused(refused.code, refused.message);
      if (change.date) writeDeliveryPreferences({ deliveryDate: change.date });
      return answer.setTransportType.cart;
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** Reads prices again before the recap (spec 2 §3): what changed, the totals and whether the cart may proceed. */
export function useUpdatePrices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (cartId: string) =>
      (await graphqlRequest(CheckoutUpdatePricesDocument, { cartId })).updatePrices,
    onSuccess: () => client.invalidateQueries({ queryKey: ['cart'] }),
  });
}

/** The first date the cart's order type may be delivered on, asked when the chosen one has passed. */
export async function firstAvailableDate(cart: CheckoutCart): Promise<string | null> {
  const answer = await graphqlRequest(CheckoutFirstDateDocument, {
    shipTo: cart.ship_to_id,
    orderType: cart.delivery_method,
  });
  return answer.deliveryAvailableDate.first_available_date;
}

export type PlaceInput = {
  cartId: string;
  customerOrderNumber: string;
  noteForDriver: string;
  acceptMasterPurchaseAgreement: boolean;
  acceptGuidelines: boolean;
};

/** Failures worth sending again with the same key: the answer may have been lost on the way. */
const mayRetry = (error: unknown) =>
  error instanceof ApiError && (error.kind === 'network' || error.kind === 'server');

/**
 * Places the cart (spec 2 §7 placeOrder) with the attempt's Idempotency-Key; a lost answer is retried twice
 * with the same key. A refusal throws CheckoutRefused; a placement empties the cart and the stored order
 * number and note (spec 2 §4).
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  const attempt = useRef(new PlaceAttempt());
  const mutation = useMutation({
    mutationFn: async (input: PlaceInput) => {
      const answer = await graphqlRequest(
        PlaceOrderDocument,
        {
          input: {
            cart_id: input.cartId,
            customerordernumber: input.customerOrderNumber || null,
            notefordriver: input.noteForDriver || null,
            accept_master_purchase_agreement: input.acceptMasterPurchaseAgreement,
            accept_guidelines: input.acceptGuidelines,
          },
        },
        { headers: { 'Idempotency-Key': attempt.current.key() } },
      );
      const result = answer.placeOrder;
      attempt.current.settle();
      const refused = result.user_errors[0];
      if (refused || !result.order) {
        throw new CheckoutRefused(
          refused?.code ?? 'NOT_PLACED',
          refused?.message ?? 'Something went wrong',
          result.first_available_date,
        );
      }
      return result;
    },
    retry: (count, error) => count < 2 && mayRetry(error),
    retryDelay: (count) => 500 * 2 ** count,
    onSuccess: () => {
      writeLocal(LOCAL_KEYS.customerOrderNumber, null);
      writeLocal(LOCAL_KEYS.noteForDriver, null);
      void client.invalidateQueries({ queryKey: ['cart'] });
    },
  });
  return { ...mutation, resetAttempt: () => attempt.current.settle() };
}

/** An order the caller placed, by its number (for /thanks after a reload). */
export function usePlacedOrder(orderNumber: string | null) {
  return useQuery({
    queryKey: ['placed-order', orderNumber],
    queryFn: ({ signal }) =>
      graphqlRequest(PlacedOrderDocument, { orderNumber: orderNumber ?? '' }, { signal }),
    select: (answer) => answer.placedOrder,
    enabled: orderNumber !== null,
    staleTime: Infinity,
  });
}

/**
 * Saves the customer order number and the note for the driver with the cart and keeps them in the browser keys
 * of spec 2 §3, which every call sends as headers (spec 1 §7).
 */
export function useSaveOrderDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { cartId: string; customerOrderNumber: string; noteForDriver: string }) => {
      const answer = await graphqlRequest(CheckoutSaveDetailsDocument, input);
      const refused = answer.saveCustomerOrderNumber.user_errors[0];
      if (refused) throw new CheckoutRefused(refused.code, refused.message);
      writeLocal(LOCAL_KEYS.customerOrderNumber, input.customerOrderNumber || null);
      writeLocal(LOCAL_KEYS.noteForDriver, input.noteForDriver || null);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ['cart'] }),
  });
}
