/**
 * The food-pairing feature (issue 15 item 4; spec 1 §2.2 foodParingConfigurator, spec 3 §2 "Foodpairing"): the
 * configurator, whose rules are the domain's, with the user's last and previous pairings.
 */

/** The configurator's page, loaded with its route. */
export const foodPairingPages = {
  configurator: () => import('./pages/FoodPairingPage'),
};
