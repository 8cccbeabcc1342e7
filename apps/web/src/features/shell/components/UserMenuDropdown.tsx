import { ActionIcon, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { AccountLink } from '@spina/domain';
import { useSignOut } from '../hooks/use-sign-out';

/** The user menu's entries (spec 1 §2.3) behind the chevron next to the user icon; Log out ends the session. */
export default function UserMenuDropdown({
  entries,
  defaultOpened = false,
}: {
  entries: AccountLink[];
  /** Opens at once: the user clicked before the menu's code had arrived. */
  defaultOpened?: boolean;
}) {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="dark" size="md" aria-label={t('header.accountMenu')}>
          <IconChevronDown size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {entries.map((entry) =>
          entry.path === null ? (
            <Menu.Item
              key={entry.key}
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut()}
            >
              {t(`userMenu.${entry.key}`)}
            </Menu.Item>
          ) : (
            <Menu.Item key={entry.key} component={Link} to={entry.path}>
              {t(`userMenu.${entry.key}`)}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
