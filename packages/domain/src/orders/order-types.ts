import { z } from 'zod';

/** The five delivery methods (spec 2 §4), as the cart and the `outletdeliverymethod` header spell them. */
export const ORDER_TYPES = [
  'selfpickup_selfpickup',
  'freeshipping_freeshipping',
  'flatrate_flatrate',
  'emptiesfulltruck_emptiesfulltruck',
  'emptiespickup_emptiespickup',
] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const orderTypeSchema = z.enum(ORDER_TYPES);

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

/** The default order type once a ship-to is set (spec 1 §4.4, §4.5). */
export const DEFAULT_ORDER_TYPE: OrderType = 'freeshipping_freeshipping';

/** The English label of each order type, also its i18n key (spec 2 §4). */
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, string>> = {
  selfpickup_selfpickup: 'Standard order',
  freeshipping_freeshipping: 'Small truck',
  flatrate_flatrate: 'Truck',
  emptiesfulltruck_emptiesfulltruck: 'Empty truck',
  emptiespickup_emptiespickup: 'Empty small',
};

/** Order types that return empties rather than deliver beer. */
export const EMPTIES_ORDER_TYPES: readonly OrderType[] = [
  'emptiesfulltruck_emptiesfulltruck',
  'emptiespickup_emptiespickup',
];
/** Order types that deliver beer (shipment mode 0). */
export const BEER_ORDER_TYPES: readonly OrderType[] = [
  'selfpickup_selfpickup',
  'freeshipping_freeshipping',
  'flatrate_flatrate',
];

export function isEmptiesOrderType(orderType: OrderType): boolean {
  return EMPTIES_ORDER_TYPES.includes(orderType);
}

/**
 * Transport and order-document codes to order types (spec 1 §4.5, spec 2 §4). YDOR is selfpickup,
 * YSER empties full truck and YDER empties pickup by DESIGN §6.
 */
export const TRANSPORT_CODE_ORDER_TYPES: Readonly<Record<string, OrderType>> = {
  YDOR: 'selfpickup_selfpickup',
  YSOR: 'flatrate_flatrate',
  YSE1: 'emptiesfulltruck_emptiesfulltruck',
  YSER: 'emptiesfulltruck_emptiesfulltruck',
  YDE1: 'emptiespickup_emptiespickup',
  YDER: 'emptiespickup_emptiespickup',
};

/** The order type of a transport or document code, or null for an unknown code. */
export function orderTypeOfCode(code: string | null | undefined): OrderType | null {
  return TRANSPORT_CODE_ORDER_TYPES[(code ?? '').trim().toUpperCase()] ?? null;
}

/**
 * The transport code sent for an order type (the first code of spec 1 §4.5's map). Small truck has no
 * code in the spec, so it is null and the ERP receives the order type itself.
 */
export function transportCodeOf(orderType: OrderType): string | null {
  const codes: Readonly<Record<OrderType, string | null>> = {
    selfpickup_selfpickup: 'YDOR',
    freeshipping_freeshipping: null,
    flatrate_flatrate: 'YSOR',
    emptiesfulltruck_emptiesfulltruck: 'YSE1',
    emptiespickup_emptiespickup: 'YDE1',
  };
  return codes[orderType];
}

/** Shipment mode (empties flag): 0 beer order with an optional empties return, 1 empties return only. */
export type ShipmentMode = 0 | 1;
export const BEER_ORDER: ShipmentMode = 0;
export const EMPTIES_RETURN: ShipmentMode = 1;

/** Shipment modes a ship-to may use: the empties return only with Empties Management (spec 2 §4). */
export function shipmentModes(hasEmptiesManagement: boolean): ShipmentMode[] {
  return hasEmptiesManagement ? [BEER_ORDER, EMPTIES_RETURN] : [BEER_ORDER];
}

/** Reads a stored or sent shipment mode; anything else, or 1 without Empties Management, is 0. */
export function normaliseShipmentMode(value: unknown, hasEmptiesManagement: boolean): ShipmentMode {
  const isOne = value === 1 || value === '1' || value === true;
  return isOne && hasEmptiesManagement ? EMPTIES_RETURN : BEER_ORDER;
}

/** The ship-to delivery type that chooses free shipping on a ship-to switch (spec 2 §4). */
export const FRANCO_DESTINO = 'Franco Destino';

/**
 * The order type chosen when a ship-to is set. Ruling: spec 2 §4 says a switch picks free shipping for
 * 'Franco Destino' and flat rate otherwise, while spec 1 §4.4 says free shipping by default; a ship-to
 * whose delivery type is unknown (null or empty) gets the default, free shipping.
 */
export function defaultOrderType(deliveryType: string | null | undefined): OrderType {
  const type = (deliveryType ?? '').trim();
  if (type === '' || type.toLowerCase() === FRANCO_DESTINO.toLowerCase()) return DEFAULT_ORDER_TYPE;
  return 'flatrate_flatrate';
}

/** One entry of the order-type selector. */
export type OrderTypeOption = { value: OrderType; label: string; disabled: boolean };

/**
 * The order types offered to a ship-to. Ruling: a beer order (mode 0) offers Standard order, Small
 * truck and Truck; an empties return (mode 1, Empties Management only) offers Empty truck and Empty
 * small. Options of the other mode are listed but disabled so the selector explains what exists.
 */
export function orderTypeOptions(input: {
  hasEmptiesManagement: boolean;
  shipmentMode: ShipmentMode;
}): OrderTypeOption[] {
  const mode = normaliseShipmentMode(input.shipmentMode, input.hasEmptiesManagement);
  const offered = mode === EMPTIES_RETURN ? EMPTIES_ORDER_TYPES : BEER_ORDER_TYPES;
  const listed = input.hasEmptiesManagement ? ORDER_TYPES : BEER_ORDER_TYPES;
  return listed.map((value) => ({
    value,
    label: ORDER_TYPE_LABELS[value],
    disabled: !offered.includes(value),
  }));
}

/**
 * Keeps an order type the options allow, else falls back to the first enabled option; null when the
 * options offer nothing.
 */
export function allowedOrderType(
  orderType: OrderType | null | undefined,
  options: readonly OrderTypeOption[],
): OrderType | null {
  const enabled = options.filter((option) => !option.disabled);
  return enabled.find((option) => option.value === orderType)?.value ?? enabled[0]?.value ?? null;
}

/** Labels that the delivery-bar selectors never list (spec 1 §4.5). */
export const HIDDEN_OPTION_LABELS: readonly string[] = ['Ticket Status', 'Select ShipTo'];

/** Drops the selector entries spec 1 §4.5 hides; disabled entries stay listed but cannot be chosen. */
export function visibleOptions<T extends { label: string }>(options: readonly T[]): T[] {
  return options.filter((option) => !HIDDEN_OPTION_LABELS.includes(option.label.trim()));
}
