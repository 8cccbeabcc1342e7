import { describe, expect, it } from 'vitest';
import * as domain from '@spina/domain';
import { availableDeliveryDates, capacityProgress, validateDeliveryDate, type CalendarInput } from './index';

describe('public entry points of @spina/domain', () => {
  it('resolves the package name to this source', () => {
    expect(domain.availableDeliveryDates).toBe(availableDeliveryDates);
  });

  it('offers, validates and measures with the documented shapes', () => {
    const input: CalendarInput = {
      now: new Date('2025-06-09T08:00:00Z'),
      timeZone: 'Europe/Rome',
      orderType: 'freeshipping_freeshipping',
      deliveryConfig: [{ type: 'Z1', delivery_days: ['MON', 'THU'] }],
      holidays: ['2025-06-02'],
    };
    const [first] = availableDeliveryDates(input);
    expect(first).toBe('2025-06-12');
    expect(validateDeliveryDate({ ...input, date: first ?? null })).toEqual({ ok: true });
    expect(
      capacityProgress({
        customerType: 'On Premise',
        orderType: 'freeshipping_freeshipping',
        isFullTruck: false,
        weightKg: 26_000,
        pallets: 20,
        cartValueCents: 2_500_000,
        limits: { minWeightKg: 1, maxWeightKg: 29_300, minPallets: 0, maxPallets: 34, maxOrderCashCents: 0 },
      }),
    ).toEqual({ state: 'success', message: 'Autotreno discount reached', percent: 88 });
  });
});
