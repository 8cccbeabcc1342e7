import { SECTIONS } from '@spina/domain';
import { UserManagement } from '../users';
import { CompanyTab } from './components/CompanyTab';
import { DetailsTab } from './components/DetailsTab';
import type { ProfileTab } from './profile-tabs';

/** The tabs of My Profile (spec 3 §2), in their order; user management only for Owners and Delegated Owners (§6). */
export const PROFILE_TABS: ProfileTab[] = [
  { key: 'details', label: 'tabs.details', Panel: DetailsTab },
  { key: 'company', label: 'tabs.company', Panel: CompanyTab },
  {
    key: 'management',
    label: 'tabs.management',
    section: SECTIONS.accessManagement,
    Panel: UserManagement,
  },
];
