import { describe, expect, it } from 'vitest';
import { needsCartChoice, reorderStatus } from './order-actions';

describe('needsCartChoice (spec 2 §4 order-in-progress: continue or start new)', () => {
  it.each([
    [false, null, false],
    [false, 'START_NEW', false],
    [true, null, true],
    [true, undefined, true],
    [true, 'CONTINUE', false],
    [true, 'START_NEW_SAVE', false],
  ] as const)('cart holds items %s, mode %s → asks %s', (holds, mode, asks) => {
    expect(needsCartChoice(holds, mode)).toBe(asks);
  });
});

describe('reorderStatus (spec 2 §4 Re-order: message, status and failed_items)', () => {
  it.each([
    [3, 0, 'success'],
    [2, 1, 'partial'],
    [0, 2, 'failed'],
    [0, 0, 'failed'],
  ] as const)('%i added, %i failed → %s', (added, failed, status) => {
    expect(reorderStatus(added, failed)).toBe(status);
  });
});
