// The search feature's public face: other features, app/ and tests import it from here only (DESIGN §3).
export { HeaderSearchTrigger, MobileSearchTrigger } from './components/SearchTrigger';
