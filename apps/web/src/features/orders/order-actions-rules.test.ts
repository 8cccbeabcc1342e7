import { describe, expect, it } from 'vitest';
import { ORDER_CHANGE_REFUSALS } from '@spina/domain';
import { shipToEntry } from '../../test/users';
import { orderActionStates } from './order-actions-rules';

const open = shipToEntry('0000100001', ['Catalogue', 'My Orders']);
const ordersOnly = shipToEntry('0000100002', ['My Orders']);
const suspended = shipToEntry('0000100003', ['Catalogue', 'My Orders'], { status: 'SUSPENDED' });
const changeable = { status: 'AWAITING SHIPMENT', changeRefusal: null };

describe('what the buyer may do with a placed order (spec 2 §4, §8; decision 0021)', () => {
  it('offers re-order, edit and cancel while the order may change and the ship-to orders', () => {
    const states = orderActionStates({ ...changeable, shipTo: open });
    expect(states).toEqual({
      reorder: { allowed: true },
      edit: { allowed: true },
      cancel: { allowed: true },
    });
  });

  it('refuses cancel and edit with the server’s spec 2 §8 message, keeping re-order', () => {
    const states = orderActionStates({
      status: 'AWAITING DELIVERY',
      changeRefusal: ORDER_CHANGE_REFUSALS.goodsIssued,
      shipTo: open,
    });
    expect(states.reorder.allowed).toBe(true);
    expect(states.cancel).toEqual({ allowed: false, reason: { message: ORDER_CHANGE_REFUSALS.goodsIssued } });
    expect(states.edit).toEqual(states.cancel);
  });

  it('says a cancelled order is cancelled, not "non-existent"', () => {
    const states = orderActionStates({
      status: 'CANCELLED',
      changeRefusal: ORDER_CHANGE_REFUSALS.missing,
      shipTo: open,
    });
    expect(states.cancel).toEqual({ allowed: false, reason: { key: 'actions.why.cancelled' } });
  });

  it('needs Catalogue to fill the cart: no re-order or edit without it, cancel still offered', () => {
    const states = orderActionStates({ ...changeable, shipTo: ordersOnly });
    expect(states.reorder).toEqual({ allowed: false, reason: { key: 'actions.why.noCatalogue' } });
    expect(states.edit).toEqual(states.reorder);
    expect(states.cancel.allowed).toBe(true);
  });

  it('offers nothing on a suspended ship-to, or one the buyer no longer has', () => {
    for (const shipTo of [suspended, null]) {
      const states = orderActionStates({ ...changeable, shipTo });
      expect(Object.values(states).every((state) => !state.allowed)).toBe(true);
    }
  });
});
