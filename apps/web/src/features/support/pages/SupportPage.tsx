import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { TabbedPage } from '../../../components/ui/TabbedPage';
import { supportTabPath } from '../anchors';
import type { SupportTab } from '../support-tabs';
import { SUPPORT_TABS } from '../tabs';

/**
 * The support area with the tabs given: each tab has its own address, /support/{path} (spec 1 §2.2), shown
 * as tabs on a desktop and a select on a phone. An unknown tab sends to the first one, keeping the anchor.
 */
export function SupportView({ tabs }: { tabs: readonly SupportTab[] }) {
  // The tabs other features bring label themselves in their own catalogues, loaded with this one.
  const namespaces = ['support', ...new Set(tabs.flatMap((tab) => (tab.namespace ? [tab.namespace] : [])))];
  const { t } = useTranslation(namespaces);
  const { path: requested } = useParams();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((tab) => tab.key === requested);
  const [first] = tabs;
  if (!active) return first ? <Navigate to={`${supportTabPath(first.key)}${hash}`} replace /> : null;
  const Panel = active.Panel;

  return (
    <TabbedPage
      size="lg"
      title={t('page.title')}
      intro={t('page.intro')}
      tabs={tabs.map((tab) => ({ key: tab.key, label: t(tab.label, { ns: tab.namespace ?? 'support' }) }))}
      active={active.key}
      onChange={(key) => void navigate(supportTabPath(key))}
      label={t('page.sections')}
    >
      <Panel />
    </TabbedPage>
  );
}

/** /support/{knowledge-base, faq, ...} (spec 1 §2.2 support: login, permission Support). */
export default function SupportPage() {
  return <SupportView tabs={SUPPORT_TABS} />;
}
