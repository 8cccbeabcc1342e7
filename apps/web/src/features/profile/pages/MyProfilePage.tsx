import { ROUTES } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, useNavigate, useParams } from 'react-router';
import { TabbedPage } from '../../../components/ui/TabbedPage';
import { usePortalConfig } from '../../../lib/portal-config';
import { useAccess } from '../../auth';
import { visibleProfileTabs, type ProfileTab } from '../profile-tabs';
import { PROFILE_TABS } from '../tabs';

/** The address of a tab of My Profile (spec 3 §2: /my-profile/{tab}). */
export const profileTabPath = (key: string) => ROUTES['my-profile'].path.replace(':tab', key);

/**
 * My Profile with the tabs given: each tab has its own address, tabs on a desktop (arrow keys move between
 * them) and a select on a phone (spec 3 §2: tabs shown as tabs or as a select). A tab the user may not open,
 * or an unknown one, sends to the first tab.
 */
export function MyProfileView({ tabs }: { tabs: readonly ProfileTab[] }) {
  const { t } = useTranslation('profile');
  const { tab: requested } = useParams();
  const navigate = useNavigate();
  const access = useAccess();
  const config = usePortalConfig();
  const visible = visibleProfileTabs(tabs, access.canOpen);
  const active = visible.find((tab) => tab.key === requested);
  const [first] = visible;

  if (!active) {
    // A tab that needs a section waits for the portal's section list before it is judged closed.
    if (config.isPending && tabs.some((tab) => tab.key === requested)) return null;
    return first ? <Navigate to={profileTabPath(first.key)} replace /> : null;
  }
  const Panel = active.Panel;

  return (
    <TabbedPage
      size="xl"
      title={t('page.title')}
      intro={t('page.intro')}
      tabs={visible.map((tab) => ({ key: tab.key, label: t(tab.label) }))}
      active={active.key}
      onChange={(key) => void navigate(profileTabPath(key))}
      label={t('page.sections')}
    >
      <Panel />
    </TabbedPage>
  );
}

/** /my-profile/{details, company, ...} (spec 3 §2 My Profile screens; permission My Profile). */
export default function MyProfilePage() {
  return <MyProfileView tabs={PROFILE_TABS} />;
}
