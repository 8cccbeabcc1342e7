// The users feature's public face: other features, app/ and tests import it from here only (DESIGN §3).

/**
 * User and role management for Owners and Delegated Owners (spec 3 §2 My Profile management tab, §6, §7): the
 * content of /my-profile/management. Its texts load with it (namespace 'users').
 */
export { UserManagement } from './components/UserManagement';
