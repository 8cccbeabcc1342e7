/**
 * The My Profile feature (issue 13 items 1 and 4; spec 3 §2, §3, §5): /my-profile/{tab} with the user's details,
 * change password, default ship-to and language, and the company's details. Its tabs are listed in tabs.ts.
 */

/** The My Profile page, loaded with its route. */
export const profilePages = { myProfile: () => import('./pages/MyProfilePage') };
