import { describe, expect, it } from 'vitest';
import {
  DELIVERY_STATUSES,
  ORDER_CHANGE_REFUSALS,
  orderChangeRefusal,
  PROCESSING_STATUSES,
} from './statuses';

// spec 2 §4 "Order statuses", §8 (cancel refusals); decision 0021.
describe('order statuses', () => {
  it('lists the eleven delivery statuses and five processing statuses of spec 2 §4', () => {
    expect(DELIVERY_STATUSES).toHaveLength(11);
    expect(PROCESSING_STATUSES).toEqual(
      expect.arrayContaining([
        'Completely Processed',
        'Fully Rejected',
        'Not Relevant',
        'Not Yet Processed',
        'Partially Processed',
      ]),
    );
  });

  it('lets an order change only before the ERP has started on it', () => {
    expect(orderChangeRefusal('AWAITING SHIPMENT', 'Not Yet Processed')).toBeNull();
    expect(orderChangeRefusal('AWAITING FULLFILLMENT', 'Not Yet Processed')).toBeNull();
    expect(orderChangeRefusal('ORDER UNDER INVESTIGATION', 'Not Yet Processed')).toBeNull();
  });

  it('refuses with the spec 2 §8 message that fits the status', () => {
    expect(orderChangeRefusal('CANCELLED', 'Not Yet Processed')).toBe(ORDER_CHANGE_REFUSALS.missing);
    expect(orderChangeRefusal('DELIVERED', 'Completely Processed')).toBe(
      'Non-cancelable order, goods issue already carried out',
    );
    expect(orderChangeRefusal('AWAITING DELIVERY', 'Partially Processed')).toBe(
      ORDER_CHANGE_REFUSALS.goodsIssued,
    );
    expect(orderChangeRefusal('PARTIAL ORDER PREPARATION', 'Not Yet Processed')).toBe(
      'Delivery already created has been blocked',
    );
    expect(orderChangeRefusal('AWAITING SHIPMENT', 'Partially Processed')).toBe(
      ORDER_CHANGE_REFUSALS.deliveryBlocked,
    );
  });
});
