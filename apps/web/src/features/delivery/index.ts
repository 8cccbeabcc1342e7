// The delivery-preferences feature's public face: other features, app/ and tests import it from here only
// (DESIGN §3).
export { barPresentation } from './bar-visibility';

/** The delivery-preferences bar (spec 1 §2.4), loaded after the first paint. */
export const loadDeliveryBar = () => import('./components/DeliveryBar');

/** The bar's controls for checkout's delivery step (spec 2 §2), loaded with that step. */
export const loadDeliveryChoices = () => import('./components/DeliveryChoices');
