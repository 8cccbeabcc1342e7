import { beforeEach, describe, expect, it } from 'vitest';
import { readDeliveryPreferences, writeDeliveryPreferences } from './delivery-preferences';
import { requestHeaders } from './request-headers';

beforeEach(() => localStorage.clear());

// spec 1 §3 (browser keys), §4.5 (shipment mode defaults to 0) and §7 (headers of every call).
describe('delivery preferences', () => {
  it('are kept under the spec’s browser keys and sent in every call’s headers', () => {
    writeDeliveryPreferences({
      orderType: 'flatrate_flatrate',
      deliveryDate: '2026-12-03',
      standardDeliveryDate: '2026-11-27',
      shipmentMode: 1,
    });
    expect(localStorage.getItem('shippingMethod')).toBe('flatrate_flatrate');
    expect(localStorage.getItem('deliveryDate')).toBe('2026-12-03');
    expect(localStorage.getItem('standardDeliveryDate')).toBe('2026-11-27');
    expect(localStorage.getItem('onlyEmpties')).toBe('1');
    expect(requestHeaders()).toMatchObject({
      outletdeliverymethod: 'flatrate_flatrate',
      datepopup: '2026-12-03',
      standarddeliverydate: '2026-11-27',
      onlyEmpties: '1',
    });
  });

  it('read anything unreadable as not chosen, and the shipment mode as 0 by default', () => {
    localStorage.setItem('shippingMethod', 'by-drone');
    localStorage.setItem('deliveryDate', '31.02.2026');
    expect(readDeliveryPreferences()).toEqual({
      orderType: null,
      deliveryDate: null,
      standardDeliveryDate: null,
      shipmentMode: 0,
    });
  });

  it('forget a choice written as null', () => {
    writeDeliveryPreferences({ orderType: 'selfpickup_selfpickup', deliveryDate: '2026-12-03' });
    writeDeliveryPreferences({ orderType: null });
    expect(localStorage.getItem('shippingMethod')).toBeNull();
    expect(readDeliveryPreferences().deliveryDate).toBe('2026-12-03');
  });
});
