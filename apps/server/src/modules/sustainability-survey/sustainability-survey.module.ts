import type { ServerModule } from '../module';
import { sustainabilitySurveyRoutes } from './sustainability-survey.routes';

/** The sustainability survey (spec 3 §2 sustainabilitySurvey): each user's answers per ship-to. */
export const sustainabilitySurveyModule: ServerModule = {
  name: 'sustainability-survey',
  routes: sustainabilitySurveyRoutes,
};
