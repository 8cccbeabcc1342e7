import { describe, expect, it } from 'vitest';
import { isSellableOn, saleabilityOn } from './saleability';

const window = (sellable: boolean, disabledFrom: string | null, disabledTo: string | null) => ({
  sellable,
  disabledFrom,
  disabledTo,
});

// spec 2 §3: saleability (sellable, disabled_from, disabled_to).
describe('saleability', () => {
  it.each([
    ['no window', window(true, null, null), '2026-03-10', true],
    ['not sellable at all', window(false, null, null), '2026-03-10', false],
    ['before the window', window(true, '2026-03-10', '2026-03-20'), '2026-03-09', true],
    ['on its first day', window(true, '2026-03-10', '2026-03-20'), '2026-03-10', false],
    ['inside', window(true, '2026-03-10', '2026-03-20'), '2026-03-15', false],
    ['on its last day', window(true, '2026-03-10', '2026-03-20'), '2026-03-20', false],
    ['after the window', window(true, '2026-03-10', '2026-03-20'), '2026-03-21', true],
    ['open end, later', window(true, '2026-03-10', null), '2027-01-01', false],
    ['open end, before', window(true, '2026-03-10', null), '2026-03-01', true],
    ['open start, earlier', window(true, null, '2026-03-20'), '2025-01-01', false],
    ['open start, after', window(true, null, '2026-03-20'), '2026-03-21', true],
  ])('%s', (_name, product, date, expected) => {
    expect(isSellableOn(product, date)).toBe(expected);
  });

  it('reports the stored window with sellable evaluated on the date', () => {
    expect(saleabilityOn(window(true, '2026-03-10', '2026-03-20'), '2026-03-12')).toEqual({
      sellable: false,
      disabled_from: '2026-03-10',
      disabled_to: '2026-03-20',
    });
  });
});
