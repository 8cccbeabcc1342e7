import { CompanyTab } from './components/CompanyTab';
import { DetailsTab } from './components/DetailsTab';
import type { ProfileTab } from './profile-tabs';

/**
 * The tabs of My Profile (spec 3 §2), in their order. User management, for Owners and Delegated Owners (spec 3
 * §6), joins as `{ key: 'management', label: 'tabs.management', section: SECTIONS.accessManagement, Panel }`.
 */
export const PROFILE_TABS: ProfileTab[] = [
  { key: 'details', label: 'tabs.details', Panel: DetailsTab },
  { key: 'company', label: 'tabs.company', Panel: CompanyTab },
];
