// The staff feature's public face: other features, app/ and tests import it from here only (DESIGN §3).

/** The banner shown while staff act as a customer user; loaded with the bars of a signed-in session. */
export const loadActingBanner = () => import('./components/ActingBanner');

/** The staff screens, each loaded with its route. */
export const staffPages = {
  actAs: () => import('./pages/ActAsPage'),
};
