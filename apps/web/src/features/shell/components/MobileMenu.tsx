import { Accordion, Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { canUseSingleSignOn, type MenuEntry } from '@spina/domain';
import { useAccess } from '../../auth';
import { useMenu } from '../api/content';
import { useSignOut } from '../hooks/use-sign-out';
import { AppLink } from '../../../components/ui/app-link';
import { startHandoff } from './SsoLinks';

function EntryLink({ entry, onNavigate }: { entry: MenuEntry & { href: string }; onNavigate: () => void }) {
  return <NavLink component={AppLink} href={entry.href} label={entry.label} onClick={onNavigate} />;
}

const hasHref = (entry: MenuEntry): entry is MenuEntry & { href: string } => entry.href !== null;

/**
 * The mobile menu (spec 1 §2.5): the server menu as an accordion, the single sign-on entries, and Log out
 * (or Login for visitors).
 */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const access = useAccess();
  const entries = useMenu().data ?? [];
  const signOut = useSignOut();
  const groups = entries.filter((entry) => entry.children.length > 0);
  const links = entries.filter((entry) => entry.children.length === 0).filter(hasHref);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('mobile.menuTitle')}
      position="right"
      size="85%"
      closeButtonProps={{ 'aria-label': t('mobile.closeMenu') }}
    >
      <Stack gap={0}>
        {links.map((entry) => (
          <EntryLink key={entry.name} entry={entry} onNavigate={onClose} />
        ))}
        <Accordion chevronPosition="right">
          {groups.map((group) => (
            <Accordion.Item key={group.name} value={group.name}>
              <Accordion.Control>{group.label}</Accordion.Control>
              <Accordion.Panel>
                {group.children.filter(hasHref).map((child) => (
                  <EntryLink key={child.name} entry={child} onNavigate={onClose} />
                ))}
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
        {access.signedIn &&
          (['pubmenu', 'elearning'] as const)
            .filter((provider) => canUseSingleSignOn(provider, access))
            .map((provider) => (
              <NavLink
                key={provider}
                component="button"
                label={t(provider === 'pubmenu' ? 'header.pubMenu' : 'header.eLearning')}
                description={t('opensInNewWindow')}
                onClick={() => {
                  startHandoff(provider);
                  onClose();
                }}
              />
            ))}
        <Divider my="sm" />
        {access.signedIn ? (
          <Button
            variant="subtle"
            color="dark"
            justify="flex-start"
            leftSection={<IconLogout size={18} aria-hidden />}
            onClick={() => {
              onClose();
              void signOut();
            }}
          >
            {t('userMenu.logOut')}
          </Button>
        ) : (
          <Button component={Link} to="/login" onClick={onClose}>
            {t('header.login')}
          </Button>
        )}
      </Stack>
    </Drawer>
  );
}
