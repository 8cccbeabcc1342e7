import type { ServerModule } from '../module';
import { emptiesStatementRoutes } from './empties-statement.routes';

/** The empties account statement (spec 3 §2 "Account statement with three views"; decision 0032). */
export const emptiesStatementModule: ServerModule = {
  name: 'empties-statement',
  routes: emptiesStatementRoutes,
};
