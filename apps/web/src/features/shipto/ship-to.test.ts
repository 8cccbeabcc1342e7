import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_KEYS } from '../../lib/storage';
import { fakeIdentityServer } from '../../test/fake-identity';
import { shipToEntry, testUser } from '../../test/users';
import { createSessionStore } from '../auth';
import { changeShipTo } from './change-ship-to';
import { applyInitialShipTo } from '../../lib/ship-to/initial-ship-to';
import { onShipToChange, type ShipToChangeEvent } from '../../lib/ship-to/ship-to-events';

const centro = shipToEntry('100001', ['Catalogue'], { name: 'Centro', companyId: 'P1' });
const stazione = shipToEntry('100002', ['Catalogue'], { name: 'Stazione', status: 'SUSPENDED' });
const lungomare = shipToEntry('100003', ['Catalogue', 'Empties Management'], {
  name: 'Lungomare',
  companyId: 'P1',
  customerType: 'On Premise',
});
const noCatalogue = shipToEntry('100004', ['My Documents'], { name: 'Ufficio' });
const owner = testUser({ permissionSchema: [centro, stazione, lungomare, noCatalogue] });

const events: ShipToChangeEvent[] = [];
const stopListening = onShipToChange((event) => events.push(event));
afterEach(() => {
  events.length = 0;
});

describe('initial ship-to (spec 1 §4.4, the domain’s initialShipTo)', () => {
  it('keeps the ship-to stored in this browser when it is still valid, padded, with its customer type', () => {
    const server = fakeIdentityServer({ user: owner });
    localStorage.setItem(LOCAL_KEYS.shipToId, '100003');
    applyInitialShipTo({ ...owner, defaultShipToId: '0000100001' });
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100003');
    expect(localStorage.getItem(LOCAL_KEYS.customerType)).toBe('On Premise');
    expect(events).toEqual([
      { shipToId: '0000100003', payerCompanyId: 'P1', customerType: 'On Premise', reason: 'initial' },
    ]);
    expect(server.calls('/api/identity/v1/users/setdefaultshipto', 'POST')).toHaveLength(0);
  });

  it('uses the user’s default when the stored one is no longer valid (suspended or not theirs)', () => {
    fakeIdentityServer({ user: owner });
    localStorage.setItem(LOCAL_KEYS.shipToId, '0000100002');
    applyInitialShipTo({ ...owner, defaultShipToId: '0000100003' });
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100003');
  });

  it('takes the first one that can order and stores it as default when there is no valid default', async () => {
    const server = fakeIdentityServer({ user: owner });
    applyInitialShipTo({ ...owner, defaultShipToId: null });
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100001');
    await vi.waitFor(() =>
      expect(server.calls('/api/identity/v1/users/setdefaultshipto', 'POST').map((call) => call.url)).toEqual(
        [expect.stringContaining('shiptoId=0000100001')],
      ),
    );
  });

  it('uses the only ship-to with Catalogue and stores no default', () => {
    const server = fakeIdentityServer({ user: owner });
    applyInitialShipTo(testUser({ permissionSchema: [noCatalogue, lungomare] }));
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100003');
    expect(server.calls('/api/identity/v1/users/setdefaultshipto', 'POST')).toHaveLength(0);
  });

  it('forgets any ship-to for a user without Catalogue (staff, or documents only)', () => {
    fakeIdentityServer({ user: owner });
    localStorage.setItem(LOCAL_KEYS.shipToId, '0000100001');
    localStorage.setItem(LOCAL_KEYS.customerType, 'On Premise');
    applyInitialShipTo(testUser({ isStaff: true, permissionSchema: [] }));
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBeNull();
    expect(localStorage.getItem(LOCAL_KEYS.customerType)).toBeNull();
    expect(events).toEqual([]);
  });
});

describe('changing the ship-to (spec 1 §4.4, §8)', () => {
  const signedIn = () => createSessionStore({ status: 'authenticated', user: owner, accessToken: 'token' });

  it('blocks a suspended ship-to with its message and changes nothing, before loading anything', async () => {
    const server = fakeIdentityServer({ user: owner });
    localStorage.setItem(LOCAL_KEYS.shipToId, '0000100001');
    const result = await changeShipTo(signedIn(), '0000100002');
    expect(result).toEqual({ ok: false, message: 'ShipTo suspended - Select another ShipTo' });
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100001');
    expect(events).toEqual([]);
    expect(server.requests).toEqual([]);
  });

  it('loads the details afresh, stores the ship-to for every call and tells listeners with the payer', async () => {
    fakeIdentityServer({ user: owner });
    const store = signedIn();
    const result = await changeShipTo(store, '100003');
    expect(result).toEqual({ ok: true, shipToId: '0000100003' });
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100003');
    expect(events).toEqual([
      { shipToId: '0000100003', payerCompanyId: 'P1', customerType: 'On Premise', reason: 'change' },
    ]);
  });

  it('blocks a ship-to suspended since sign-in, seen in the fresh details', async () => {
    const now = testUser({
      permissionSchema: [centro, stazione, { ...lungomare, shipToStatus: 'SUSPENDED' }],
    });
    fakeIdentityServer({ user: now });
    const store = signedIn();
    const result = await changeShipTo(store, '0000100003');
    expect(result).toEqual({ ok: false, message: 'ShipTo suspended - Select another ShipTo' });
    expect(store.get().user?.permissionSchema[2]?.shipToStatus).toBe('SUSPENDED');
    expect(events).toEqual([]);
  });

  it("answers 'Error setting shipment' when the details cannot be loaded, and changes nothing", async () => {
    fakeIdentityServer({ user: owner, userInfoStatus: 500 });
    localStorage.setItem(LOCAL_KEYS.shipToId, '0000100001');
    const result = await changeShipTo(signedIn(), '0000100003');
    expect(result).toEqual({ ok: false, message: 'Error setting shipment' });
    expect(localStorage.getItem(LOCAL_KEYS.shipToId)).toBe('0000100001');
  });

  it('refuses a ship-to without Catalogue or not the user’s', async () => {
    fakeIdentityServer({ user: owner });
    expect(await changeShipTo(signedIn(), '0000100004')).toEqual({
      ok: false,
      message: 'Error setting shipment',
    });
    expect(await changeShipTo(signedIn(), '0000999999')).toMatchObject({ ok: false });
  });

  it('stops telling a listener that stopped listening', async () => {
    stopListening();
    fakeIdentityServer({ user: owner });
    await changeShipTo(signedIn(), '0000100003');
    expect(events).toEqual([]);
  });
});
