// The tutorial feature's public face: app/ and tests import it from here only (DESIGN §3).

/**
 * The first-login tutorial (spec 3 §2, §4), mounted by the app's frame for signed-in users; loaded on demand
 * so that visitors never carry it.
 */
export const loadTutorial = () => import('./components/TutorialGate');
