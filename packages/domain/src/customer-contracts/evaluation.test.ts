import { describe, expect, it } from 'vitest';
import { evaluateContract, hectolitres } from './evaluation';

const year = { periodStart: '2026-01-01', periodEnd: '2026-12-31', committedHl: 365 };

describe('evaluateContract (issue 14 item 3: progress and contract-evaluation figures)', () => {
  it.each([
    // today, days elapsed, bought, progress, expected, deviation, projected, remaining, standing
    ['2025-12-31', 0, 0, 0, 0, 0, 0, 365, 'not-started'],
    ['2026-01-01', 1, 2, 0.5, 1, 1, 730, 363, 'on-track'],
    ['2026-01-10', 10, 10, 2.7, 10, 0, 365, 355, 'on-track'],
    ['2026-01-10', 10, 5, 1.4, 10, -5, 182.5, 360, 'behind'],
    ['2026-07-02', 183, 400, 109.6, 183, 217, 797.8, 0, 'on-track'],
    ['2026-12-31', 365, 365, 100, 365, 0, 365, 0, 'on-track'],
    ['2027-01-05', 365, 365, 100, 365, 0, 365, 0, 'met'],
    ['2027-01-05', 365, 300, 82.2, 365, -65, 300, 65, 'missed'],
  ] as const)(
    'on %s (day %d) with %d hl bought',
    (today, daysElapsed, actualHl, progress, expected, deviation, projected, remaining, standing) => {
      expect(evaluateContract({ ...year, actualHl }, today)).toEqual({
        daysTotal: 365,
        daysElapsed,
        progressPercent: progress,
        expectedHl: expected,
        deviationHl: deviation,
        projectedHl: projected,
        remainingHl: remaining,
        standing,
      });
    },
  );

  it('reads a contract with nothing committed as 0 % progress, never a division by zero', () => {
    expect(evaluateContract({ ...year, committedHl: 0, actualHl: 3 }, '2026-03-01').progressPercent).toBe(0);
  });
});

describe('hectolitres', () => {
  it.each([
    [2, 24, 330, 0.1584], // two crates of 24 × 33 cl
    [3, 1, 30_000, 0.9], // three 30 l kegs
    [5, 1, 0, 0], // empties carry no volume
  ])('%d units of %d × %d ml are %d hl', (quantity, items, ml, hl) => {
    expect(hectolitres(quantity, items, ml)).toBeCloseTo(hl, 6);
  });
});
