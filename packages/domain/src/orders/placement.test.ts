import { describe, expect, it } from 'vitest';
import { resolveHolidays } from '../calendar/holidays';
import type { CalendarInput } from '../calendar/delivery-calendar';
import type { OrderType } from './order-types';
import {
  capacityErrorCode,
  choosePaymentTerm,
  deliveryDateMessage,
  deliveryDateRefusal,
  emptiesOrderTypeOf,
  isIdempotencyKey,
  termsAccepted,
} from './placement';

const IT_HOLIDAYS = resolveHolidays({ market: 'IT', years: [2026, 2027] });
const at = (
  now: string,
  orderType: OrderType,
  date: string | null,
): CalendarInput & { date: string | null } => ({
  now: new Date(now),
  timeZone: 'Europe/Rome',
  orderType,
  deliveryConfig: [],
  holidays: IT_HOLIDAYS,
  date,
});

describe('delivery date at the moment of placing (spec 2 §5, §9 cut-off hours)', () => {
  it.each([
    // Tuesday 24 November 2026, Rome is UTC+1. Small truck: 3 working days before 12:00, 4 from 12:00.
    ['2026-11-24T10:59:00Z', 'freeshipping_freeshipping', '2026-11-27', null],
    ['2026-11-24T11:00:00Z', 'freeshipping_freeshipping', '2026-11-27', 'cutOffPassed'],
    ['2026-11-24T11:00:00Z', 'freeshipping_freeshipping', '2026-11-30', null],
    // Standard order: 1 working day before 16:00, 2 from 16:00.
    ['2026-11-24T14:59:00Z', 'selfpickup_selfpickup', '2026-11-25', null],
    ['2026-11-24T15:00:00Z', 'selfpickup_selfpickup', '2026-11-25', 'cutOffPassed'],
    // Truck has no cut-off: a date before its earliest is simply not available.
    ['2026-11-24T11:00:00Z', 'flatrate_flatrate', '2026-11-26', 'notAvailable'],
    // A weekend, a holiday (8 December), a date in the past or beyond the window, or no date at all.
    ['2026-11-24T09:00:00Z', 'freeshipping_freeshipping', '2026-11-28', 'notAvailable'],
    ['2026-11-24T09:00:00Z', 'freeshipping_freeshipping', '2026-12-08', 'notAvailable'],
    ['2026-11-24T09:00:00Z', 'freeshipping_freeshipping', '2026-11-20', 'notAvailable'],
    ['2026-11-24T09:00:00Z', 'freeshipping_freeshipping', '2027-12-01', 'notAvailable'],
    ['2026-11-24T09:00:00Z', 'freeshipping_freeshipping', null, 'empty'],
  ] as const)('at %s a %s cart for %s: %s', (now, orderType, date, expected) => {
    expect(deliveryDateRefusal(at(now, orderType, date))).toBe(expected);
  });

  it('words every refusal as the delivery bar does (spec 2 §5)', () => {
    expect(deliveryDateMessage('cutOffPassed')).toBe('Shipping cannot be ordered. Choose a different date.');
    expect(deliveryDateMessage('notAvailable')).toBe('Shipping cannot be ordered. Choose a different date.');
    expect(deliveryDateMessage('empty')).toBe('Delivery date has to not be empty!');
  });
});

describe('payment term of an order (spec 2 §9)', () => {
  it.each([
    ['2C30', ['RC30', '2C30'], { ok: true, code: '2C30' }],
    [' 2c30 ', ['RC30', '2C30'], { ok: true, code: '2C30' }],
    [null, ['RC30', '2C30'], { ok: true, code: 'RC30' }],
    ['', ['IC10'], { ok: true, code: 'IC10' }],
    ['3C10', ['RC30', '2C30'], { ok: false, reason: 'notAllowed' }],
    ['XXXX', ['XXXX'], { ok: false, reason: 'notAllowed' }],
    [null, [], { ok: false, reason: 'missing' }],
  ] as const)('chosen %s with payer terms %j', (selected, terms, expected) => {
    expect(choosePaymentTerm(selected, terms)).toEqual(expected);
  });
});

describe('order rules', () => {
  it('needs both the Master Purchase Agreement and the guidelines accepted (spec 2 §5, spec 3 §5)', () => {
    expect(termsAccepted({ masterPurchaseAgreement: true, guidelines: true })).toBe(true);
    expect(termsAccepted({ masterPurchaseAgreement: true, guidelines: false })).toBe(false);
    expect(termsAccepted({ masterPurchaseAgreement: false, guidelines: true })).toBe(false);
  });

  it('returns a Truck’s empties on an Empty truck, any other delivery’s on an Empty small', () => {
    expect(emptiesOrderTypeOf('flatrate_flatrate')).toBe('emptiesfulltruck_emptiesfulltruck');
    expect(emptiesOrderTypeOf('freeshipping_freeshipping')).toBe('emptiespickup_emptiespickup');
    expect(emptiesOrderTypeOf('selfpickup_selfpickup')).toBe('emptiespickup_emptiespickup');
  });

  it.each([
    ['The maximum weight of order has been exceeded.', 'CAPACITY_MAXIMUM_EXCEEDED'],
    ['Maximum weight exceeded', 'CAPACITY_MAXIMUM_EXCEEDED'],
    ['The maximum number of pallets has been exceeded.', 'CAPACITY_MAXIMUM_EXCEEDED'],
    ['Minimum order capacity not reached', 'CAPACITY_MINIMUM_NOT_REACHED'],
    ['The minimum quantity of pallet has not been reached', 'CAPACITY_MINIMUM_NOT_REACHED'],
  ])('codes the capacity refusal %s as %s (spec 2 §5)', (message, code) => {
    expect(capacityErrorCode(message)).toBe(code);
  });

  it.each([
    ['3f2a9c1e-key', true],
    ['a', true],
    ['', false],
    ['with space', false],
    ['x'.repeat(201), false],
    ['àccent', false],
  ])('reads %j as an Idempotency-Key: %s', (key, valid) => {
    expect(isIdempotencyKey(key)).toBe(valid);
  });
});
