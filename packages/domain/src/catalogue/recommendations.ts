/**
 * Product recommendations (spec 2 §4 "On the homepage and cart, recommended products load", §7
 * recommendItems): products bought together with what the buyer looks at or has in the cart, weighted
 * toward the ship-to's own history and customers of the same customer type.
 */

/** How many recommendations one call returns: enough for the widest carousel (6) plus scrolling. */
export const RECOMMENDATION_LIMIT = 12;

/** The order-history signals of one candidate product; each counts orders. */
export type RecommendationSignals = {
  sku: string;
  /** This ship-to's orders holding the candidate together with an anchor (selected or cart item). */
  ownPairOrders: number;
  /** Orders of customers of the same type holding the candidate together with an anchor. */
  sameTypePairOrders: number;
  /** Orders of every customer holding the candidate together with an anchor. */
  allPairOrders: number;
  /** This ship-to's orders holding the candidate. */
  ownOrders: number;
  /** Orders of customers of the same type holding the candidate. */
  sameTypeOrders: number;
};

/**
 * Weights of the signals once each is scaled to 0..1 by its largest value among the candidates: bought
 * together counts more than bought at all, and this ship-to's own habits more than its peers'.
 */
export const RECOMMENDATION_WEIGHTS: Readonly<Record<Exclude<keyof RecommendationSignals, 'sku'>, number>> = {
  ownPairOrders: 4,
  sameTypePairOrders: 3,
  allPairOrders: 1,
  ownOrders: 2,
  sameTypeOrders: 0.5,
};

const SIGNALS = Object.keys(RECOMMENDATION_WEIGHTS) as (keyof typeof RECOMMENDATION_WEIGHTS)[];

/** A recommended product with its rank; Priority 1 is shown first (spec 2 §7 "sorted by Priority ascending"). */
export type RankedRecommendation = { sku: string; priority: number; score: number };

/**
 * Ranks candidates: drops the anchors themselves and products the buyer cannot order (`isEligible`: not
 * empties, sellable, priced), scores the rest by the weighted signals, and numbers them from 1. Ties go
 * to the sku, so the order is stable.
 */
export function rankRecommendations(input: {
  candidates: readonly RecommendationSignals[];
  anchors: readonly string[];
  isEligible: (sku: string) => boolean;
  limit?: number;
}): RankedRecommendation[] {
  const anchors = new Set(input.anchors);
  const candidates = input.candidates.filter(
    (candidate) => !anchors.has(candidate.sku) && input.isEligible(candidate.sku),
  );
  const highest = Object.fromEntries(
    SIGNALS.map((signal) => [signal, Math.max(0, ...candidates.map((candidate) => candidate[signal]))]),
  ) as Record<(typeof SIGNALS)[number], number>;
  const scored = candidates
    .map((candidate) => ({
      sku: candidate.sku,
      score: SIGNALS.reduce(
        (sum, signal) =>
          highest[signal] > 0
            ? sum + (RECOMMENDATION_WEIGHTS[signal] * candidate[signal]) / highest[signal]
            : sum,
        0,
      ),
    }))
    .filter((candidate) => candidate.score > 0)
    .sort((a, b) => b.score - a.score || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0));
  return scored
    .slice(0, input.limit ?? RECOMMENDATION_LIMIT)
    .map((candidate, index) => ({ ...candidate, priority: index + 1 }));
}
