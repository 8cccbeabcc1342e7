import type { ServerModule } from '../module';
import { faqRoutes } from './faq.routes';

/** The FAQ of the support area (spec 3 §7 "FAQ and knowledge base"). */
export const faqModule: ServerModule = {
  name: 'faq',
  routes: faqRoutes,
};
