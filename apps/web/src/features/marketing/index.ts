/**
 * The marketing materials feature (issue 15 item 2; spec 3 §2 marketingMaterials, §7 "downloadmaterial"):
 * folders, brands, title search, previews, single downloads and a ZIP of a selection.
 */

/** The marketing materials page, loaded with its route. */
export const marketingPages = {
  materials: () => import('./pages/MarketingMaterialsPage'),
};
