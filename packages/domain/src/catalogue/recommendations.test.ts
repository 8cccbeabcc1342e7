import { describe, expect, it } from 'vitest';
import { rankRecommendations, RECOMMENDATION_LIMIT, type RecommendationSignals } from './recommendations';

const signals = (
  sku: string,
  values: Partial<Omit<RecommendationSignals, 'sku'>>,
): RecommendationSignals => ({
  sku,
  ownPairOrders: 0,
  sameTypePairOrders: 0,
  allPairOrders: 0,
  ownOrders: 0,
  sameTypeOrders: 0,
  ...values,
});

// spec 2 §7: recommendItems returns recItems sorted by Priority ascending.
describe('recommendation ranking', () => {
  it('puts what this ship-to buys together first, then its peers, then everyone', () => {
    const ranked = rankRecommendations({
      candidates: [
        signals('ALL', { allPairOrders: 50 }),
        signals('PEER', { sameTypePairOrders: 10, allPairOrders: 10 }),
        signals('OWN', { ownPairOrders: 3, ownOrders: 3 }),
      ],
      anchors: ['ANCHOR'],
      isEligible: () => true,
    });
    expect(ranked.map((item) => [item.sku, item.priority])).toEqual([
      ['OWN', 1],
      ['PEER', 2],
      ['ALL', 3],
    ]);
  });

  it('drops the anchors, ineligible products and candidates without any signal', () => {
    const ranked = rankRecommendations({
      candidates: [
        signals('CART', { ownPairOrders: 9 }),
        signals('EMPTY-CRATE', { ownPairOrders: 9 }),
        signals('NOTHING', {}),
        signals('KEEP', { allPairOrders: 1 }),
      ],
      anchors: ['CART'],
      isEligible: (sku) => sku !== 'EMPTY-CRATE',
    });
    expect(ranked).toEqual([{ sku: 'KEEP', priority: 1, score: 1 }]);
  });

  it('breaks ties by sku and stops at the limit', () => {
    const candidates = Array.from({ length: RECOMMENDATION_LIMIT + 5 }, (_, index) =>
      signals(`P${String(index).padStart(2, '0')}`, { sameTypeOrders: 1 }),
    ).reverse();
    const ranked = rankRecommendations({ candidates, anchors: [], isEligible: () => true });
    expect(ranked).toHaveLength(RECOMMENDATION_LIMIT);
    expect(ranked[0]).toMatchObject({ sku: 'P00', priority: 1 });
    expect(ranked.at(-1)).toMatchObject({ sku: 'P11', priority: RECOMMENDATION_LIMIT });
  });

  it('falls back to own and peer history when nothing is anchored', () => {
    const ranked = rankRecommendations({
      candidates: [signals('PEER', { sameTypeOrders: 100 }), signals('OWN', { ownOrders: 2 })],
      anchors: [],
      isEligible: () => true,
    });
    expect(ranked.map((item) => item.sku)).toEqual(['OWN', 'PEER']);
  });
});
