import { describe, expect, it } from 'vitest';
import { blockingCounter, throttleKeys, throttleLimits } from './throttle.rules';

const limits = throttleLimits(10);

describe('sign-in throttle rules (DESIGN §8: login throttled, no owner locked out by others)', () => {
  it('derives the address-wide and account-wide limits from LOGIN_THROTTLE_LIMIT', () => {
    expect(limits).toEqual({ pair: 10, address: 100, account: 50 });
  });

  it.each([
    ['nothing yet', { pair: 0, address: 0, account: 0 }, null],
    ['9 failures of the account from this address', { pair: 9, address: 9, account: 9 }, null],
    ['10 failures of the account from this address', { pair: 10, address: 10, account: 10 }, 'pair'],
    ['an office with 99 failures over other accounts', { pair: 0, address: 99, account: 0 }, null],
    ['an address with 100 failures over any e-mails', { pair: 0, address: 100, account: 0 }, 'address'],
    ['an account with 50 failures elsewhere, this address clean', { pair: 0, address: 3, account: 50 }, null],
    ['an account with 50 failures, one of them from here', { pair: 1, address: 1, account: 50 }, 'account'],
    ['an account with 49 failures, some from here', { pair: 5, address: 5, account: 49 }, null],
  ] as const)('%s → %s', (_name, counts, blocker) => {
    expect(blockingCounter(counts, limits)).toBe(blocker);
  });

  it('keys the account by its e-mail in lower case, alone and from one address', () => {
    expect(throttleKeys(' Owner@Example.com ', '203.0.113.5')).toEqual({
      pair: 'account:owner@example.com|ip:203.0.113.5',
      address: 'ip:203.0.113.5',
      account: 'account:owner@example.com',
    });
  });
});
