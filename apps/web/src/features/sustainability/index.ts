/**
 * The sustainability feature (issue 15 item 4; spec 1 §2.2 sustainability and sustainabilitySurvey, spec 3 §2,
 * §3, §7, §9): the public landing page, categories and checklist, kept in the becomeSustainable cache, and the
 * signed-in user's survey.
 */
export { sustainabilityHref } from './links';

/** The section's pages, loaded with their routes. */
export const sustainabilityPages = {
  landing: () => import('./pages/SustainabilityPage'),
  survey: () => import('./pages/SurveyPage'),
};
