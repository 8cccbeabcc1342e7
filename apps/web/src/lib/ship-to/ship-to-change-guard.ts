/**
 * A question asked before the ship-to changes (spec 1 §4.5: with items in the cart, keep the current order or
 * start a new one). The guard answers true to go ahead; false keeps the current ship-to, a harmless abort.
 */
export type ShipToChangeGuard = (shipToId: string) => Promise<boolean>;

let guard: ShipToChangeGuard | null = null;

/** Installs the guard (one at a time: the delivery bar's); returns the function that removes it. */
export function setShipToChangeGuard(next: ShipToChangeGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

/** Asks the guard, if any, whether the ship-to may change to `shipToId`. */
export function mayChangeShipTo(shipToId: string): Promise<boolean> {
  return guard ? guard(shipToId) : Promise.resolve(true);
}
