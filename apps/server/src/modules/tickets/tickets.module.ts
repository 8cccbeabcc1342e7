import type { ServerModule } from '../module';
import { ticketsRoutes } from './tickets.routes';

/** Support tickets of customers and customer service's answers (spec 3 §3, §7 "Tickets"). */
export const ticketsModule: ServerModule = {
  name: 'tickets',
  routes: ticketsRoutes,
};
