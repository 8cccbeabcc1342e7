/** Reporting (spec 3 §2 reporting /reporting, permission Reporting; issue 14 item 5; decision 0034). */
export const reportingPages = { reporting: () => import('./pages/ReportingPage') };
