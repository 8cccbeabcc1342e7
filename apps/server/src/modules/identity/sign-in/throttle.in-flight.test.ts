import { describe, expect, it } from 'vitest';
import { createInFlight, inFlightBetween } from './throttle.in-flight';
import { throttleKeys } from './throttle.rules';

const office = throttleKeys('owner@example.com', '203.0.113.5');
const colleague = throttleKeys('colleague@example.com', '203.0.113.5');

describe('sign-in attempts in flight (they wait, they are no failures)', () => {
  it('counts an attempt on its three keys until it ends; a colleague shares only the address', () => {
    const inFlight = createInFlight();
    const leave = inFlight.enter(office);
    const size = (snapshot: ReturnType<typeof inFlight.snapshot>) => ({
      pair: snapshot.pair.size,
      address: snapshot.address.size,
      account: snapshot.account.size,
    });
    expect(size(inFlight.snapshot(office))).toEqual({ pair: 1, address: 1, account: 1 });
    expect(size(inFlight.snapshot(colleague))).toEqual({ pair: 0, address: 1, account: 0 });
    leave();
    expect(size(inFlight.snapshot(office))).toEqual({ pair: 0, address: 0, account: 0 });
  });

  it('counts the attempts that finished between two snapshots once, with those still in flight', () => {
    const inFlight = createInFlight();
    const finishing = inFlight.enter(office);
    const before = inFlight.snapshot(office);
    finishing();
    inFlight.enter(office);
    expect(inFlightBetween(before, inFlight.snapshot(office))).toEqual({ pair: 2, address: 2, account: 2 });
    expect(inFlightBetween(inFlight.snapshot(office), inFlight.snapshot(office))).toEqual({
      pair: 1,
      address: 1,
      account: 1,
    });
  });

  it('wakes those waiting when an attempt on one of their keys ends, and not before', async () => {
    const inFlight = createInFlight();
    const leave = inFlight.enter(office);
    let woken = false;
    const waiting = inFlight.settled(colleague).then(() => {
      woken = true;
    });
    await Promise.resolve();
    expect(woken).toBe(false);
    leave();
    await waiting;
    expect(woken).toBe(true);
  });

  it('does not wait when nothing is in flight on the keys', async () => {
    const inFlight = createInFlight();
    inFlight.enter(throttleKeys('someone@example.com', '198.51.100.1'));
    await expect(inFlight.settled(office)).resolves.toBeUndefined();
  });
});
