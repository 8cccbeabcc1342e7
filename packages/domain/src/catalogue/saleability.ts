import type { IsoDate } from '../calendar/dates';

/** A product's saleability as the catalogue stores it (spec 2 §3: sellable, disabled_from, disabled_to). */
export type SaleabilityWindow = {
  sellable: boolean;
  /** First day the product may not be ordered for, or null for no start. */
  disabledFrom: IsoDate | null;
  /** Last day the product may not be ordered for, or null for no end. */
  disabledTo: IsoDate | null;
};

/**
 * Whether a product can be ordered for delivery on `date`. Ruling: the disabled window includes both of its
 * days; a window with only a start lasts from then on, one with only an end lasts until then, and a window
 * with neither does not exist. A product that is not sellable at all is never orderable. Products that are
 * not orderable stay visible in the catalogue, flagged, so the buyer sees why they cannot be added.
 */
export function isSellableOn(window: SaleabilityWindow, date: IsoDate): boolean {
  if (!window.sellable) return false;
  const { disabledFrom, disabledTo } = window;
  if (disabledFrom === null && disabledTo === null) return true;
  const afterStart = disabledFrom === null || date >= disabledFrom;
  const beforeEnd = disabledTo === null || date <= disabledTo;
  return !(afterStart && beforeEnd);
}

/** The saleability a buyer sees for a delivery date: the stored window with `sellable` evaluated on it. */
export function saleabilityOn(
  window: SaleabilityWindow,
  date: IsoDate,
): { sellable: boolean; disabled_from: IsoDate | null; disabled_to: IsoDate | null } {
  return {
    sellable: isSellableOn(window, date),
    disabled_from: window.disabledFrom,
    disabled_to: window.disabledTo,
  };
}
