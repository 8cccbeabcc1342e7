import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { SECTIONS, type Language } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSession } from '../../auth';
import { RoleManagement } from './RoleManagement';
import { UsersPanel } from './UsersPanel';

/**
 * The content of the My Profile management tab (spec 3 §2): user management and role management for Owners and
 * Delegated Owners (Access Management, spec 3 §6). Others read why the tab is empty; the server refuses them too.
 */
export function UserManagement() {
  const { t, i18n } = useTranslation('users');
  const { user } = useSession();
  const language = (i18n.resolvedLanguage === 'en' ? 'en' : 'it') as Language;

  if (!user?.allAvailablePermission.includes(SECTIONS.accessManagement))
    return (
      <Alert variant="light" color="gray" title={t('noAccess.title')}>
        {t('noAccess.text')}
      </Alert>
    );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>{t('title')}</Title>
        <Text size="sm">{t('intro')}</Text>
      </Stack>
      <Tabs defaultValue="users" keepMounted={false}>
        <Tabs.List aria-label={t('tabs.label')}>
          <Tabs.Tab value="users">{t('tabs.users')}</Tabs.Tab>
          <Tabs.Tab value="roles">{t('tabs.roles')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="users" pt="md">
          <UsersPanel language={language} />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RoleManagement />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
