import { lazyComponent } from '../../../lib/lazy-component';
import { loadDeliveryBar } from '../../delivery';
import { loadMobileShipToStrip, loadShipToSelector } from '../../shipto';

// The parts of the frame only a signed-in user sees: their code loads with them, never for visitors.
export const SessionBars = lazyComponent(() => import('./SessionBars'));
// Only Catalogue users choose a ship-to; its list and texts load with them.
export const ShipToSelector = lazyComponent(loadShipToSelector);
export const MobileShipToStrip = lazyComponent(loadMobileShipToStrip);
// The delivery-preferences bar (spec 1 §2.4) sits under the header and holds the ship-to selector where shown.
export const DeliveryBar = lazyComponent(loadDeliveryBar);

/**
 * Starts loading the signed-in frame's code while the session is being restored, for a browser where a session
 * is open: the bars then render with the session instead of after it, and the delivery bar's calls (the ship-to's
 * details, its order types, the first delivery date) leave a few round trips sooner.
 */
export function preloadSessionChrome(): void {
  for (const part of [SessionBars, ShipToSelector, MobileShipToStrip, DeliveryBar]) part.prefetch();
}
