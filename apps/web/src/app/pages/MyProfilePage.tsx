import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UserManagement } from '../../features/users';
import AreaPendingPage from './AreaPendingPage';

/**
 * /my-profile/{tab} (spec 3 §2): the management tab shows user and role management; the details and company
 * tabs belong to the My Profile screens, which will frame this tab too.
 */
export default function MyProfilePage() {
  const { t } = useTranslation('shell');
  const { tab } = useParams();
  if (tab !== 'management') return <AreaPendingPage />;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('routes.my-profile')}</Title>
        <UserManagement />
      </Stack>
    </Container>
  );
}
