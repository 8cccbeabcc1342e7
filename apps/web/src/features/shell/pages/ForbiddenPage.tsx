import { IconShieldLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { StatusPage } from '../../../components/ui/StatusPage';

/** The /error403 page (spec 1 §4.3): where a missing permission leads. */
export default function ForbiddenPage() {
  const { t } = useTranslation('shell');
  return (
    <StatusPage
      icon={<IconShieldLock size={36} />}
      title={t('pages.forbidden.title')}
      text={t('pages.forbidden.text')}
      action={{ label: t('pages.forbidden.home'), to: '/' }}
      color="orange"
    />
  );
}
