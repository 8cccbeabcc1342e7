// The home feature's public face: app/ imports it from here only (DESIGN §3).

/** The home page, loaded with its route. */
export const homePages = {
  home: () => import('./pages/HomePage'),
};
