/**
 * The date the bar shows (spec 1 §4.5, spec 2 §4): the stored date when it is still among the available
 * dates and the order type was not just changed; otherwise the first available date; today when none is.
 * The domain's chooseDeliveryDate, over the server's list of available dates.
 */
export function chooseBarDate(input: {
  stored: string | null;
  available: readonly string[];
  orderTypeChanged: boolean;
  today: string;
}): string {
  if (!input.orderTypeChanged && input.stored !== null && input.available.includes(input.stored)) {
    return input.stored;
  }
  return input.available[0] ?? input.today;
}
