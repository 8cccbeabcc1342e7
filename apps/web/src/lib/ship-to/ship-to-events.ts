import { useEffect, useRef } from 'react';

/** A ship-to became the current one (spec 1 §4.4): the catalogue and the cart reload for it. */
export type ShipToChangeEvent = {
  /** The ship-to id, padded to 10 digits. */
  shipToId: string;
  /** The company (payer) the ship-to belongs to. */
  payerCompanyId: string;
  customerType: string | null;
  /** initial: chosen when the session started; change: chosen by the user. */
  reason: 'initial' | 'change';
};

type Listener = (event: ShipToChangeEvent) => void;
const listeners = new Set<Listener>();

/** Listens to ship-to changes; returns the function that stops listening. */
export function onShipToChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells every listener about a ship-to change; a failing listener is logged and does not stop the others. */
export function emitShipToChange(event: ShipToChangeEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      console.error('a ship-to change listener failed', error);
    }
  }
}

/** Calls `listener` on every ship-to change while the component is shown. */
export function useShipToChange(listener: Listener): void {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => onShipToChange((event) => latest.current(event)), []);
}
