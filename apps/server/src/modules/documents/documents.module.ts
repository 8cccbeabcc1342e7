import type { ServerModule } from '../module';
import { documentsRoutes } from './documents.routes';

/** My Documents: invoices, credit notes and transport documents, one by one or as a ZIP (decision 0033). */
export const documentsModule: ServerModule = {
  name: 'documents',
  routes: documentsRoutes,
};
