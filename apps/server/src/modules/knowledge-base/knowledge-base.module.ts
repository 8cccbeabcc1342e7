import type { ServerModule } from '../module';
import { knowledgeBaseRoutes } from './knowledge-base.routes';

/** The knowledge base of the support area (spec 3 §7 "FAQ and knowledge base"). */
export const knowledgeBaseModule: ServerModule = {
  name: 'knowledge-base',
  routes: knowledgeBaseRoutes,
};
