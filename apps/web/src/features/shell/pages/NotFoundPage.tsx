import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StatusPage } from '../../../components/ui/StatusPage';

/** The 404 page (spec 1 §2.2 Error404): any path the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  return (
    <StatusPage
      icon={<IconMapQuestion size={36} />}
      title={t('pages.notFound.title')}
      text={t('pages.notFound.text')}
      action={{ label: t('pages.notFound.home'), to: '/' }}
    />
  );
}
