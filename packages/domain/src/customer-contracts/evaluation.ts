import { daysBetween, type IsoDate } from '../calendar/dates';

/**
 * The contract evaluation of a customer contract (issue 14 item 3, spec 3 §7 `power-bi/contract-evaluation`,
 * answered natively; decision 0034): how far the customer is on the volume they committed to, against where a
 * steady pace would have them today, and where that pace ends the period. Pure, so the server, the web and the
 * tests share one rule.
 */

/** A contract's period (both days included), the hectolitres committed and those bought so far. */
export type ContractVolumes = {
  periodStart: IsoDate;
  periodEnd: IsoDate;
  committedHl: number;
  actualHl: number;
};

/** Where the contract stands: ahead of or on the steady pace, behind it, or over (the period has ended). */
export type ContractStanding = 'not-started' | 'on-track' | 'behind' | 'met' | 'missed';

export type ContractEvaluation = {
  /** Days of the period, and those gone by today (today included, at most the whole period). */
  daysTotal: number;
  daysElapsed: number;
  /** Bought over committed, in percent (may pass 100). */
  progressPercent: number;
  /** The hectolitres a steady pace would have reached by today. */
  expectedHl: number;
  /** Bought minus expected: negative when behind. */
  deviationHl: number;
  /** The hectolitres at the period's end if the pace so far goes on. */
  projectedHl: number;
  /** Hectolitres still to buy to meet the commitment (0 once met). */
  remainingHl: number;
  standing: ContractStanding;
};

/** Hectolitres kept to one decimal place, as the reports show them. */
export function roundHl(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Hectolitres of `quantity` sales units holding `itemsInBox` items of `volumeMl` each (1 hl = 100,000 ml). */
export function hectolitres(quantity: number, itemsInBox: number, volumeMl: number): number {
  return (quantity * itemsInBox * volumeMl) / 100_000;
}

/** The evaluation of `contract` on `today`. */
export function evaluateContract(contract: ContractVolumes, today: IsoDate): ContractEvaluation {
  const { periodStart, periodEnd, committedHl, actualHl } = contract;
  const daysTotal = daysBetween(periodStart, periodEnd) + 1;
  const daysElapsed = Math.min(daysTotal, Math.max(0, daysBetween(periodStart, today) + 1));
  const share = daysElapsed / daysTotal;
  const expectedHl = committedHl * share;
  const projectedHl = daysElapsed === 0 ? actualHl : actualHl / share;
  const met = actualHl >= committedHl;
  const standing: ContractStanding =
    daysElapsed === 0
      ? 'not-started'
      : today > periodEnd
        ? met
          ? 'met'
          : 'missed'
        : met || actualHl >= expectedHl
          ? 'on-track'
          : 'behind';
  return {
    daysTotal,
    daysElapsed,
    progressPercent: committedHl > 0 ? Math.round((actualHl / committedHl) * 1000) / 10 : 0,
    expectedHl: roundHl(expectedHl),
    deviationHl: roundHl(actualHl - expectedHl),
    projectedHl: roundHl(projectedHl),
    remainingHl: roundHl(Math.max(0, committedHl - actualHl)),
    standing,
  };
}
