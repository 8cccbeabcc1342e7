// The ship-to feature's public face: other features, app/ and tests import it from here only (DESIGN §3).
// The current ship-to and its change events are in lib/ship-to, as every feature reads them.

/** The header's ship-to selector, loaded after the first paint. */
export const loadShipToSelector = () => import('./components/ShipToSelector');

/** The ship-to strip of the mobile layout, loaded after the first paint. */
export const loadMobileShipToStrip = () => import('./components/MobileShipToStrip');

/** Changes the current ship-to with the checks of spec 1 §4.4 (for screens that act on another ship-to's cart). */
export const loadChangeShipTo = () => import('./change-ship-to');
