import { useCallback, useEffect, useRef, useState } from 'react';
import {
  allowedOrderType,
  BEER_ORDER,
  DELIVERY_MESSAGES,
  needsOrderChangeConfirmation,
  normaliseShipmentMode,
  type OrderChange,
  type OrderType,
  type ShipmentMode,
} from '@spina/domain';
import {
  readDeliveryPreferences,
  useDeliveryPreferences,
  writeDeliveryPreferences,
  type DeliveryPreferences,
} from '../../lib/delivery-preferences';
import { LOCAL_KEYS, readLocal } from '../../lib/storage';
import { useCurrentShipToId } from '../../lib/ship-to/current-ship-to';
import { setShipToChangeGuard } from '../../lib/ship-to/ship-to-change-guard';
import { useShipToChange } from '../../lib/ship-to/ship-to-events';
import { useCart } from '../cart';
import { useCartDeliveryCalls, type BarCart } from './api/cart-link';
import { useDeliveryDates, useOrderTypes, useShipToDetails } from './api/delivery-api';
import { chooseBarDate } from './choose-date';
import { useOrderChangeQuestion } from './use-order-change';

/** The preferences a cart holds, to restore when the user keeps the current order (spec 2 §4 'continue'). */
function preferencesOfCart(cart: BarCart): Partial<DeliveryPreferences> {
  const restored: Partial<DeliveryPreferences> = { shipmentMode: cart.shipmentMode };
  if (cart.deliveryMethod) restored.orderType = cart.deliveryMethod;
  if (cart.deliveryDate) restored.deliveryDate = cart.deliveryDate;
  return restored;
}

/**
 * Everything the delivery-preferences bar shows and does (spec 1 §4.4-§4.5, §5; spec 2 §4): the ship-to's
 * details, the order types of the shipment mode, the dates of the order type, the stored choices kept valid,
 * and the changes, which ask keep-or-new while the cart holds items and are then stored on the cart.
 */
export function useDeliveryBar() {
  const shipToId = useCurrentShipToId();
  const preferences = useDeliveryPreferences();
  const details = useShipToDetails(shipToId);
  // Answers for the ship-to chosen, never the previous one's kept on screen while the next loads.
  const shipTo = details.data?.sap_id === shipToId ? details.data : undefined;
  const hasEmpties = shipTo?.hasEmptiesManagement ?? false;
  const shipmentMode = normaliseShipmentMode(preferences.shipmentMode, hasEmpties);
  // A beer order stays one whatever the details say (only an empties return needs Empties Management): its order
  // types are asked beside the details, not after them, one round trip fewer before the first date is known.
  const modeKnown = shipTo !== undefined || preferences.shipmentMode === BEER_ORDER;
  const orderTypes = useOrderTypes(modeKnown ? shipToId : null, shipmentMode);
  const offered =
    orderTypes.data?.shipmentMode === shipmentMode && orderTypes.data.shipToId === shipToId
      ? orderTypes.data
      : undefined;
  const orderType = offered
    ? allowedOrderType(preferences.orderType ?? offered.defaultOrderType, offered.options)
    : preferences.orderType;
  const dates = useDeliveryDates(offered ? shipToId : null, orderType);
  const cart = useCart();
  const cartCalls = useCartDeliveryCalls();
  const question = useOrderChangeQuestion();
  const [message, setMessage] = useState<string | null>(null);
  // Set when the order type was just changed, so the date moves to the first available one (spec 2 §4).
  const orderTypeChanged = useRef(false);
  // Set by a change of the user's, so the new choice is stored on the cart once the date is settled.
  const cartNeedsUpdate = useRef(false);
  const adopted = useRef<string | null>(null);

  // The shipment mode and order type the ship-to allows are the stored ones (spec 1 §4.5: defaults on load).
  useEffect(() => {
    if (shipTo && shipmentMode !== preferences.shipmentMode) writeDeliveryPreferences({ shipmentMode });
  }, [shipTo, shipmentMode, preferences.shipmentMode]);
  useEffect(() => {
    if (!offered || orderType === preferences.orderType) return;
    orderTypeChanged.current = true;
    writeDeliveryPreferences({ orderType });
  }, [offered, orderType, preferences.orderType]);

  const available =
    dates.data?.orderType === orderType && dates.data.shipToId === shipToId ? dates.data : undefined;
  useEffect(() => {
    if (!available) return;
    const first = available.filteredDeliveryDate[0] ?? null;
    const chosen = chooseBarDate({
      stored: preferences.deliveryDate,
      available: available.filteredDeliveryDate,
      orderTypeChanged: orderTypeChanged.current,
      today: available.today,
    });
    orderTypeChanged.current = false;
    if (chosen !== preferences.deliveryDate || first !== preferences.standardDeliveryDate) {
      writeDeliveryPreferences({ deliveryDate: chosen, standardDeliveryDate: first });
    }
  }, [available, preferences.deliveryDate, preferences.standardDeliveryDate]);

  const cartData = cart.data;
  // A cart that holds items is an order in progress: when the bar first reads it (on another device, or after
  // the browser forgot its choices) it shows the cart's mode, type and date, as keeping the order would
  // (spec 2 §4 'continue'), instead of choices the cart does not have.
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!cartData || restored.current === cartData.id) return;
    restored.current = cartData.id;
    if (cartData.totalQuantity === 0 || !cartData.deliveryDate) return;
    const ofCart = preferencesOfCart(cartData);
    const current = readDeliveryPreferences();
    if (
      ofCart.shipmentMode === current.shipmentMode &&
      (ofCart.orderType ?? null) === current.orderType &&
      ofCart.deliveryDate === current.deliveryDate
    )
      return;
    orderTypeChanged.current = false;
    writeDeliveryPreferences(ofCart);
  }, [cartData]);

  useEffect(() => {
    if (!cartData || !orderType || !preferences.deliveryDate) return;
    // A cart that never had a date (new, or emptied for a new order) takes the bar's, the first available one
    // included, so that checkout finds it on the server.
    const adopt = `${cartData.id} ${orderType} ${preferences.deliveryDate}`;
    if (!cartNeedsUpdate.current && (cartData.deliveryDate !== null || adopted.current === adopt)) return;
    if (orderTypeChanged.current) return;
    cartNeedsUpdate.current = false;
    // Once per cart and choice: a refused date is not sent again on every read of the cart.
    adopted.current = adopt;
    void cartCalls.setTransportType(cartData, {
      orderType,
      date: preferences.deliveryDate,
      store: readLocal(LOCAL_KEYS.store),
    });
  }, [cartData, orderType, preferences.deliveryDate, cartCalls]);

  const latestCart = useRef(cartData);
  latestCart.current = cartData;
  const refetchCart = cart.refetch;

  /** Asks keep-or-new when the cart holds items; true when the change may go ahead. */
  const confirm = useCallback(
    async (change: OrderChange, toFirstAvailableDate = false): Promise<boolean> => {
      // Items may have been added on another screen or device since the bar last read the cart.
      const current = (await refetchCart()).data ?? latestCart.current;
      const cartItemCount = current?.totalQuantity ?? 0;
      if (!current || !needsOrderChangeConfirmation({ change, cartItemCount, toFirstAvailableDate })) {
        return true;
      }
      const answer = await question.ask(change);
      if (answer === 'continue') writeDeliveryPreferences(preferencesOfCart(current));
      if (answer !== 'new') return false;
      try {
        await cartCalls.removeAll();
        return true;
      } catch (error) {
        // The cart feature's toast says so; the change does not go ahead.
        console.warn('the cart could not be emptied for a new order', error);
        return false;
      }
    },
    [question, cartCalls, refetchCart],
  );

  useEffect(() => setShipToChangeGuard(() => confirm('shipTo')), [confirm]);
  useShipToChange((event) => {
    if (event.reason !== 'change') return;
    // A new ship-to starts from its default order type (Franco Destino rule) and first available date.
    orderTypeChanged.current = true;
    writeDeliveryPreferences({ orderType: null, shipmentMode: 0 });
  });

  const changeOrderType = useCallback((next: OrderType | null) => {
    setMessage(next ? null : DELIVERY_MESSAGES.orderTypeEmpty);
    if (!next) return;
    orderTypeChanged.current = true;
    cartNeedsUpdate.current = true;
    writeDeliveryPreferences({ orderType: next });
  }, []);

  const changeShipmentMode = useCallback(
    async (next: ShipmentMode) => {
      if (next === shipmentMode || !(await confirm('shipmentMode'))) return;
      // The cart checks the order type against its shipment mode: the mode is stored on it first.
      if (latestCart.current) await cartCalls.setShipmentMode(latestCart.current, next);
      orderTypeChanged.current = true;
      cartNeedsUpdate.current = true;
      writeDeliveryPreferences({ shipmentMode: next });
    },
    [shipmentMode, confirm, cartCalls],
  );

  /** A date typed or picked: null is an empty field; a date not offered is refused (spec 1 §5). */
  const changeDate = useCallback(
    async (next: string | null) => {
      if (next === null) {
        setMessage(DELIVERY_MESSAGES.dateEmpty);
        return false;
      }
      const offeredDates = available?.filteredDeliveryDate ?? [];
      if (!offeredDates.includes(next)) {
        setMessage(DELIVERY_MESSAGES.dateNotAvailable);
        return false;
      }
      setMessage(null);
      if (next === preferences.deliveryDate) return true;
      if (!(await confirm('deliveryDate', next === offeredDates[0]))) return false;
      cartNeedsUpdate.current = true;
      writeDeliveryPreferences({ deliveryDate: next });
      return true;
    },
    [available, preferences.deliveryDate, confirm],
  );

  const cashTotal = (cartData?.totals.yourPriceCents ?? 0) / 100;
  return {
    shipToId,
    details,
    shipmentMode,
    shipmentModes: offered?.shipmentModes ?? [0],
    orderTypeOptions: offered?.options ?? [],
    orderType,
    dates,
    available,
    deliveryDate: preferences.deliveryDate,
    message,
    dismissMessage: () => setMessage(null),
    cart: cartData ?? null,
    cash: { total: cashTotal, maximum: (cartData?.capacity.maxOrderCashCents ?? 0) / 100 },
    question,
    changeOrderType,
    changeShipmentMode,
    changeDate,
  };
}

export type DeliveryBarState = ReturnType<typeof useDeliveryBar>;
