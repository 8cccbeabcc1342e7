import { ROUTES } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { TabbedPage } from '../../../components/ui/TabbedPage';
import { DocumentsTab } from '../components/DocumentsTab';
import { EmptiesStatementTab } from '../components/EmptiesStatementTab';

/** The address of a tab of My Documents (spec 3 §2: /my-documents/{tab}). */
export const documentsTabPath = (key: string) => ROUTES.myDocuments.path.replace(':tab', key);

// The documents tab first (spec 3 §2 "tab seen: documents"), the menus' link; then the empties statement.
const TABS = [
  { key: 'documents', label: 'tabs.documents', Panel: DocumentsTab },
  { key: 'empties', label: 'tabs.empties', Panel: EmptiesStatementTab },
] as const;

/** /my-documents/{tab} (spec 3 §2 myDocuments; always allowed, spec 3 §6). An unknown tab opens the first. */
export default function MyDocumentsPage() {
  const { t } = useTranslation('documents');
  const { tab } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const active = TABS.find((entry) => entry.key === tab);
  // The period and view asked for go along.
  if (!active) return <Navigate to={{ pathname: documentsTabPath(TABS[0].key), search }} replace />;
  const Panel = active.Panel;
  return (
    <TabbedPage
      size="xl"
      title={t('page.title')}
      intro={t('page.intro')}
      tabs={TABS.map((entry) => ({ key: entry.key, label: t(entry.label) }))}
      active={active.key}
      onChange={(key) => void navigate(documentsTabPath(key))}
      label={t('page.sections')}
    >
      <Panel />
    </TabbedPage>
  );
}
