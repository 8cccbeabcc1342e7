import { describe, expect, it } from 'vitest';
import {
  allowedOrderType,
  defaultOrderType,
  isEmptiesOrderType,
  isOrderType,
  normaliseShipmentMode,
  ORDER_TYPE_LABELS,
  orderTypeOfCode,
  orderTypeOptions,
  orderTypeSchema,
  shipmentModes,
  transportCodeOf,
  visibleOptions,
} from './order-types';

describe('order types (spec 2 §4)', () => {
  it('labels the five delivery methods', () => {
    expect(ORDER_TYPE_LABELS).toEqual({
      selfpickup_selfpickup: 'Standard order',
      freeshipping_freeshipping: 'Small truck',
      flatrate_flatrate: 'Truck',
      emptiesfulltruck_emptiesfulltruck: 'Empty truck',
      emptiespickup_emptiespickup: 'Empty small',
    });
  });

  it('recognises order types', () => {
    expect(isOrderType('flatrate_flatrate')).toBe(true);
    expect(isOrderType('flatrate')).toBe(false);
    expect(orderTypeSchema.safeParse('emptiespickup_emptiespickup').success).toBe(true);
    expect(isEmptiesOrderType('emptiespickup_emptiespickup')).toBe(true);
    expect(isEmptiesOrderType('selfpickup_selfpickup')).toBe(false);
  });

  // spec 1 §4.5 "Transport codes map"; spec 2 §4 "Order document codes map"; DESIGN §6 rulings on YDOR/YSER/YDER
  it.each([
    ['YDOR', 'selfpickup_selfpickup'],
    ['YSOR', 'flatrate_flatrate'],
    ['YSE1', 'emptiesfulltruck_emptiesfulltruck'],
    ['YSER', 'emptiesfulltruck_emptiesfulltruck'],
    ['YDE1', 'emptiespickup_emptiespickup'],
    ['yder ', 'emptiespickup_emptiespickup'],
    ['ZZZZ', null],
    [null, null],
  ])('code %j → %s', (code, orderType) => {
    expect(orderTypeOfCode(code)).toBe(orderType);
  });

  it.each([
    ['selfpickup_selfpickup', 'YDOR'],
    ['freeshipping_freeshipping', null],
    ['flatrate_flatrate', 'YSOR'],
    ['emptiesfulltruck_emptiesfulltruck', 'YSE1'],
    ['emptiespickup_emptiespickup', 'YDE1'],
  ] as const)('%s is sent as %s', (orderType, code) => {
    expect(transportCodeOf(orderType)).toBe(code);
  });
});

describe('shipment mode (spec 2 §4: 1 only with Empties Management, defaults to 0)', () => {
  it.each([
    [1, true, 1],
    ['1', true, 1],
    [true, true, 1],
    [1, false, 0],
    [0, true, 0],
    [undefined, true, 0],
    ['x', true, 0],
  ])('value %j with Empties Management %s → %i', (value, hasEmpties, mode) => {
    expect(normaliseShipmentMode(value, hasEmpties)).toBe(mode);
  });

  it('offers the empties return only with Empties Management', () => {
    expect(shipmentModes(true)).toEqual([0, 1]);
    expect(shipmentModes(false)).toEqual([0]);
  });
});

describe('default order type (spec 2 §4 Franco Destino, spec 1 §4.4 free shipping by default)', () => {
  it.each([
    ['Franco Destino', 'freeshipping_freeshipping'],
    ['franco destino ', 'freeshipping_freeshipping'],
    [null, 'freeshipping_freeshipping'],
    ['', 'freeshipping_freeshipping'],
    ['Franco Partenza', 'flatrate_flatrate'],
  ])('delivery type %j → %s', (deliveryType, orderType) => {
    expect(defaultOrderType(deliveryType)).toBe(orderType);
  });
});

describe('order-type options per ship-to', () => {
  it('a beer order offers Standard order, Small truck and Truck', () => {
    const options = orderTypeOptions({ hasEmptiesManagement: false, shipmentMode: 0 });
    expect(options.map((option) => [option.value, option.disabled])).toEqual([
      ['selfpickup_selfpickup', false],
      ['freeshipping_freeshipping', false],
      ['flatrate_flatrate', false],
    ]);
  });

  it('an empties return offers Empty truck and Empty small, the beer methods disabled', () => {
    const options = orderTypeOptions({ hasEmptiesManagement: true, shipmentMode: 1 });
    expect(options.filter((option) => !option.disabled).map((option) => option.label)).toEqual([
      'Empty truck',
      'Empty small',
    ]);
    expect(options).toHaveLength(5);
    expect(allowedOrderType('freeshipping_freeshipping', options)).toBe('emptiesfulltruck_emptiesfulltruck');
    expect(allowedOrderType('emptiespickup_emptiespickup', options)).toBe('emptiespickup_emptiespickup');
    expect(allowedOrderType(null, [])).toBeNull();
  });

  it('without Empties Management mode 1 falls back to the beer methods', () => {
    const options = orderTypeOptions({ hasEmptiesManagement: false, shipmentMode: 1 });
    expect(options.every((option) => !option.disabled)).toBe(true);
  });

  // spec 1 §4.5: "The list hides entries labelled Ticket Status and Select ShipTo."
  it('hides the Ticket Status and Select ShipTo entries', () => {
    const labels = visibleOptions([
      { label: 'Ticket Status' },
      { label: 'Truck' },
      { label: ' Select ShipTo' },
    ]);
    expect(labels).toEqual([{ label: 'Truck' }]);
  });
});
