import type { ServerModule } from '../module';
import { contactRequestRoutes } from './contact-requests.routes';
import { createContactRequests } from './contact-requests.service';

/** The become-a-partner and contact forms (spec 3 §2, §5): stored, and mailed to customer service by the job queue. */
export const contactRequestsModule: ServerModule = {
  name: 'contact-requests',
  routes: (app, deps) => {
    const forms = createContactRequests(deps);
    forms.registerMailJobs();
    contactRequestRoutes(app, forms);
  },
};
