import {
  capacityRule,
  CAPACITY_MESSAGES,
  isEmptiesProduct,
  isSellableOn,
  kgToGrams,
  gramsToKg,
  ON_PREMISE_BANDS,
  packagesPerPallet,
  productCounters,
  roundTo,
  type CapacityRule,
} from '@spina/domain';
import type { TruckFill, TruckFillSuggestion } from '../../graphql/resolvers.generated';
import type { CartState } from './cart.state';
import { lineRulesOf } from './cart.state';
import type { LineProductRow } from './cart.store';
import { evaluateCart, packagingOf } from './cart.view';

/**
 * The truck-fill assistant (issue 10 item 5): the next capacity band that matters to this buyer, how far the
 * cart is from it, and lines from the ship-to's own history and favourites that close the gap without going
 * past the maximum weight or pallets. The bands are the domain's (spec 2 §5, DESIGN §6).
 */

export const MAX_SUGGESTIONS = 5;

type Target = { band: string; message: string; weightKg: number | null; pallets: number | null };

/** The next band for the cart's rule; null when the cart is at its last band or the rule has no bar. */
function nextTarget(rule: CapacityRule, state: CartState, weightKg: number, pallets: number): Target | null {
  const { shipTo } = state.context;
  const M = CAPACITY_MESSAGES;
  const byWeight = (band: string, message: string, kg: number): Target => ({
    band,
    message,
    weightKg: kg,
    pallets: null,
  });
  const maximum = byWeight('maximum', M.capacityReached, shipTo.maxWeightKg);
  // "At or below the minimum" is an error (spec 2 §5): the minimum is passed one gram above it.
  const minimum = (message: string) => byWeight('minimum', message, shipTo.minWeightKg + 0.001);
  switch (rule) {
    case 'pallets':
      if (pallets < shipTo.minPallets) {
        return {
          band: 'pallet_minimum',
          message: M.capacityReached,
          weightKg: null,
          pallets: shipTo.minPallets,
        };
      }
      return pallets < shipTo.maxPallets
        ? { band: 'pallet_maximum', message: M.capacityReached, weightKg: null, pallets: shipTo.maxPallets }
        : null;
    case 'onPremise':
      if (weightKg <= shipTo.minWeightKg) return minimum(M.motriceNotReached);
      if (weightKg < ON_PREMISE_BANDS.motriceStartKg)
        return byWeight('motrice', M.motriceReached, ON_PREMISE_BANDS.motriceStartKg);
      if (weightKg < ON_PREMISE_BANDS.autotrenoReachedKg)
        return byWeight('autotreno', M.autotrenoReached, ON_PREMISE_BANDS.autotrenoReachedKg);
      return weightKg < shipTo.maxWeightKg ? { ...maximum, message: M.autotrenoReached } : null;
    case 'franchisee':
    case 'weight':
    case 'flatRate':
      if (weightKg <= shipTo.minWeightKg && (rule !== 'flatRate' || pallets < shipTo.minPallets)) {
        return minimum(M.capacityReached);
      }
      return weightKg < shipTo.maxWeightKg ? maximum : null;
    default:
      return null;
  }
}

/** The candidates of the assistant, most relevant first: history by how often ordered, then favourites. */
export type FillCandidate = { row: LineProductRow; source: 'history' | 'favourite' };

/** A suggested line for one candidate, or null when it cannot help without passing a maximum. */
function suggestionFor(
  candidate: FillCandidate,
  state: CartState,
  target: Target,
  now: { weightG: number; pallets: number },
): TruckFillSuggestion | null {
  const { row } = candidate;
  const { shipTo } = state.context;
  const rules = lineRulesOf(state);
  const product = row.product;
  if (!row.price || isEmptiesProduct(product.materialType) || !isSellableOn(product, rules.date)) return null;
  const counters = productCounters(
    { materialType: product.materialType, packagingEnabled: product.packagingEnable },
    rules.orderableUnits,
  );
  const facts = packagingOf(product);
  const perPallet = packagesPerPallet(facts);
  const byLayer = counters.layers && rules.palletMinimum === 0 && facts.productsOnLayer > 0;
  const stepPackages = byLayer ? facts.productsOnLayer : perPallet;
  if (!(byLayer || counters.pallets) || stepPackages <= 0 || perPallet <= 0) return null;
  const stepWeightG = stepPackages * facts.grossWeightG;
  const stepPallets = stepPackages / perPallet;

  const existing = state.lines.find((line) => line.product.sku === product.sku);
  const minimumSteps = byLayer ? 1 : Math.max(1, rules.palletMinimum - (existing?.item.pallets ?? 0));
  const wanted =
    target.weightKg !== null
      ? Math.ceil((kgToGrams(target.weightKg) - now.weightG) / stepWeightG)
      : Math.ceil(roundTo((target.pallets! - now.pallets) / stepPallets, 6));
  const checksWeight = state.context.cart.orderType !== 'emptiesfulltruck_emptiesfulltruck';
  const roomByWeight = checksWeight
    ? Math.floor((kgToGrams(shipTo.maxWeightKg) - now.weightG) / stepWeightG)
    : Number.POSITIVE_INFINITY;
  const roomByPallets = Math.floor(roundTo((shipTo.maxPallets - now.pallets) / stepPallets, 6));
  const steps = Math.min(Math.max(wanted, minimumSteps), roomByWeight, roomByPallets);
  if (steps < minimumSteps || steps <= 0) return null;
  return {
    sku: product.sku,
    name: product.name,
    image: { url: product.smallImageUrl, label: product.name },
    source: candidate.source,
    number_of_layer: byLayer ? steps : 0,
    number_of_pallet: byLayer ? 0 : steps,
    weight: gramsToKg(steps * stepWeightG),
    reaches_target: steps >= wanted,
  };
}

export function truckFillOf(state: CartState, candidates: readonly FillCandidate[]): TruckFill {
  const { measures, capacity } = evaluateCart(state.context, state.lines);
  const { shipTo } = state.context;
  const rule = capacityRule(capacity);
  const target = nextTarget(rule, state, measures.weightKg, measures.pallets);
  const headroomWeight = Math.max(0, roundTo(shipTo.maxWeightKg - measures.weightKg, 3));
  const headroomPallets = Math.max(0, roundTo(shipTo.maxPallets - measures.pallets, 2));
  const gapWeight =
    target?.weightKg != null ? Math.max(0, roundTo(target.weightKg - measures.weightKg, 3)) : 0;
  const gapPallets = target?.pallets != null ? Math.max(0, roundTo(target.pallets - measures.pallets, 2)) : 0;
  const suggestions: TruckFillSuggestion[] = [];
  if (target) {
    const now = { weightG: measures.weightG, pallets: measures.pallets };
    for (const candidate of candidates) {
      const suggestion = suggestionFor(candidate, state, target, now);
      if (suggestion && !suggestions.some((known) => known.sku === suggestion.sku))
        suggestions.push(suggestion);
    }
  }
  suggestions.sort((a, b) => Number(b.reaches_target) - Number(a.reaches_target));
  return {
    rule,
    target: target?.band ?? null,
    target_message: target?.message ?? null,
    weight: measures.weightKg,
    pallets: measures.pallets,
    gap_weight: gapWeight,
    gap_layers: gapLayers(state, gapWeight),
    gap_pallets: gapPallets,
    headroom_weight: headroomWeight,
    headroom_pallets: headroomPallets,
    suggestions: suggestions.slice(0, MAX_SUGGESTIONS),
  };
}

/** The gap in layers of the cart's heaviest layer, the unit a buyer at the counter thinks in; 0 without one. */
function gapLayers(state: CartState, gapWeightKg: number): number {
  const layerWeights = state.lines
    .map((line) => line.product.numberOfProductsOnLayer * line.product.grossWeightG)
    .filter((grams) => grams > 0);
  if (gapWeightKg <= 0 || layerWeights.length === 0) return 0;
  return Math.ceil(kgToGrams(gapWeightKg) / Math.max(...layerWeights));
}
