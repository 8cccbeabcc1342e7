import type { ServerModule } from '../module';
import { foodPairingRoutes } from './food-pairing.routes';

/** The food-pairing configurator (spec 3 §2 foodParingConfigurator): configurations per user and their beers. */
export const foodPairingModule: ServerModule = {
  name: 'food-pairing',
  routes: foodPairingRoutes,
};
