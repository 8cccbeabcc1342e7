import { describe, expect, it } from 'vitest';
import { balanceAddsUp, defaultStatementPeriod, materialBalances, type BalanceMovement } from './balances';

const period = { from: '2026-01-01', to: '2026-06-30' };
const move = (material: string, date: string, code: string, quantity: number): BalanceMovement => ({
  material,
  date,
  code,
  quantity,
});

describe('empties balances (spec 3 §3: opening balance, in, out, adjustment, closing balance)', () => {
  it('opening is every movement before the period; the period splits into in, out and adjustment', () => {
    const rows = materialBalances(
      [
        move('KEG30', '2025-11-02', 'XD', 10),
        move('KEG30', '2025-12-01', 'XR', -4),
        move('KEG30', '2026-01-01', 'XD', 8),
        move('KEG30', '2026-02-10', 'XR', -7),
        move('KEG30', '2026-03-01', 'MR', -1),
        move('KEG30', '2026-04-01', 'RC', -2),
        move('KEG30', '2026-05-01', 'NC', 3),
        move('KEG30', '2026-06-30', 'XS', 1),
        move('KEG30', '2026-07-01', 'XD', 50),
      ],
      period,
    );
    expect(rows).toEqual([{ material: 'KEG30', opening: 6, in: 9, out: 8, adjustment: 1, closing: 8 }]);
    expect(balanceAddsUp(rows[0]!)).toBe(true);
  });

  it('one row per material, sorted; a material with no balance and no movement is left out', () => {
    const rows = materialBalances(
      [
        move('CRATE24', '2026-02-01', 'XD', 2),
        move('BOX', '2025-01-01', 'XD', 3),
        move('BOX', '2025-02-01', 'XR', -3),
        move('AFTER', '2026-08-01', 'XD', 3),
      ],
      period,
    );
    expect(rows.map((row) => row.material)).toEqual(['CRATE24']);
  });

  it('a material only held from before the period shows its opening as its closing', () => {
    const [row] = materialBalances([move('PAL', '2024-05-05', 'XD', 4)], period);
    expect(row).toEqual({ material: 'PAL', opening: 4, in: 0, out: 0, adjustment: 0, closing: 4 });
  });

  it('refuses a code the spec does not name instead of guessing its kind', () => {
    expect(() => materialBalances([move('PAL', '2026-02-01', 'ZZ', 1)], period)).toThrow(/ZZ/);
  });

  it('the default period is this year up to today', () => {
    expect(defaultStatementPeriod('2026-11-24')).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });
});
