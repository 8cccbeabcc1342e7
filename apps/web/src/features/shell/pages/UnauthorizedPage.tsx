import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLocation } from 'react-router';
import { loginPathFor } from '../../auth';
import { StatusPage } from '../../../components/ui/StatusPage';

/**
 * The 401 page (spec 1 §2.1): shown in place of a page that needs sign-in, for a visitor. Its Log in button
 * brings the visitor back to this page once signed in.
 */
export function UnauthorizedPage() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  return (
    <StatusPage
      icon={<IconLock size={36} />}
      title={t('pages.unauthorized.title')}
      text={t('pages.unauthorized.text')}
      action={{ label: t('pages.unauthorized.login'), to: loginPathFor(`${pathname}${search}`) }}
      color="red"
    />
  );
}
