import { describe, expect, it } from 'vitest';
import { isStaffRoute, STAFF_LANDING_PATH, staffRouteDecision } from './staff';

describe('staff pages (DESIGN §6: customer-service staff act as a customer user)', () => {
  it.each([
    ['a visitor', null, 'unauthorized'],
    ['a signed-out session', { isLoggedIn: false, isStaff: true }, 'unauthorized'],
    ['a customer user', { isLoggedIn: true, isStaff: false }, 'forbidden'],
    [
      'staff acting as a customer user (the session is the customer’s)',
      { isLoggedIn: true, isStaff: false },
      'forbidden',
    ],
    ['staff', { isLoggedIn: true, isStaff: true }, 'allow'],
  ] as const)('%s → %s', (_who, user, decision) => {
    expect(staffRouteDecision(user)).toBe(decision);
  });

  it('names the staff pages and lands staff on the act-as page', () => {
    expect(isStaffRoute('staffActAs')).toBe(true);
    expect(isStaffRoute('products')).toBe(false);
    expect(isStaffRoute('toString')).toBe(false);
    expect(STAFF_LANDING_PATH).toBe('/staff/act-as');
  });
});
