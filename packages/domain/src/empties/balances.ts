import { movementCode, type MovementKind } from './movement-codes';

/** A movement as the balance sees it: its material, day (YYYY-MM-DD), code and signed quantity. */
export type BalanceMovement = { material: string; date: string; code: string; quantity: number };

/** One material of the statement (spec 3 §3 "Empties statement rows"): its balances over the period. */
export type MaterialBalance = {
  material: string;
  opening: number;
  in: number;
  out: number;
  adjustment: number;
  closing: number;
};

/** The period a statement covers, both days included. */
export type StatementPeriod = { from: string; to: string };

function kindOf(code: string): MovementKind {
  const entry = movementCode(code);
  if (!entry) throw new Error(`Unknown empties movement type code ${code}`);
  return entry.kind;
}

/**
 * The statement's balance per material (spec 3 §3), computed from the movements: opening is the sum of every
 * movement before the period; in and out are the period's deliveries and returns (both shown as positive
 * numbers); adjustment is the signed sum of its corrections; closing = opening + in − out + adjustment.
 * Movements after the period are ignored. Materials with neither a balance nor a movement are left out.
 * Sorted by material code.
 */
export function materialBalances(
  movements: readonly BalanceMovement[],
  period: StatementPeriod,
): MaterialBalance[] {
  const byMaterial = new Map<string, MaterialBalance>();
  for (const movement of movements) {
    if (movement.date > period.to) continue;
    const row = byMaterial.get(movement.material) ?? {
      material: movement.material,
      opening: 0,
      in: 0,
      out: 0,
      adjustment: 0,
      closing: 0,
    };
    byMaterial.set(movement.material, row);
    if (movement.date < period.from) {
      row.opening += movement.quantity;
      continue;
    }
    const kind = kindOf(movement.code);
    if (kind === 'in') row.in += movement.quantity;
    else if (kind === 'out') row.out -= movement.quantity;
    else row.adjustment += movement.quantity;
  }
  return [...byMaterial.values()]
    .map((row) => ({ ...row, closing: row.opening + row.in - row.out + row.adjustment }))
    .filter((row) => row.opening !== 0 || row.in !== 0 || row.out !== 0 || row.adjustment !== 0)
    .sort((a, b) => a.material.localeCompare(b.material));
}

/** True when a balance row adds up (closing = opening + in − out + adjustment). */
export function balanceAddsUp(row: MaterialBalance): boolean {
  return row.closing === row.opening + row.in - row.out + row.adjustment;
}

/** The default period of a statement: the current year up to today (spec: ours, decision 0032). */
export function defaultStatementPeriod(today: string): StatementPeriod {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
