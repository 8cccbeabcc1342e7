import { createContext, useContext } from 'react';

/**
 * Whether a navigation is under way: the next page's code or texts are still loading, and the page the user
 * left stays in view meanwhile (the router renders the next one in a transition).
 */
export const NavigationPendingContext = createContext(false);

export const useNavigationPending = () => useContext(NavigationPendingContext);
