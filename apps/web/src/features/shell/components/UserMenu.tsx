import { ActionIcon, Group } from '@mantine/core';
import { IconChevronDown, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { STAFF_LANDING_PATH, STAFF_ROUTES, userMenu, type AccountLink } from '@spina/domain';
import { useAccess } from '../../auth';

/** Customer service's own entries, first in their menu; the first is the target of their user icon. */
const STAFF_ENTRIES: AccountLink[] = [
  { key: 'staffActAs', label: 'Act as a customer', path: STAFF_LANDING_PATH, section: null },
  { key: 'staffTickets', label: 'Support tickets', path: STAFF_ROUTES.staffTickets.path, section: null },
];

const UserMenuDropdown = lazy(() => import('./UserMenuDropdown'));

/**
 * The user icon and its menu (spec 1 §2.3). The domain decides the entries and the icon's default target
 * (the first visible entry, else Documents); customer-service staff also get their own pages (act as a customer, support tickets), first.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const access = useAccess();
  const [openRequested, setOpenRequested] = useState(false);
  const menu = userMenu(access);
  const entries = access.staff ? [...STAFF_ENTRIES, ...menu.entries] : menu.entries;
  const defaultTarget = access.staff ? STAFF_LANDING_PATH : menu.defaultTarget;
  return (
    <Group gap={0} wrap="nowrap">
      <ActionIcon
        component={Link}
        to={defaultTarget}
        variant="subtle"
        color="dark"
        size="lg"
        aria-label={t('header.account')}
      >
        <IconUserCircle size={24} aria-hidden />
      </ActionIcon>
      <Suspense
        fallback={
          // A click before the menu's code arrives is kept: the menu opens as soon as it is there.
          <ActionIcon
            variant="subtle"
            color="dark"
            size="md"
            aria-label={t('header.accountMenu')}
            onClick={() => setOpenRequested(true)}
          >
            <IconChevronDown size={16} aria-hidden />
          </ActionIcon>
        }
      >
        {/* Keyed by the request: a click the fallback took as the menu's code arrived still opens it. */}
        <UserMenuDropdown
          key={openRequested ? 'requested' : 'idle'}
          entries={entries}
          defaultOpened={openRequested}
        />
      </Suspense>
    </Group>
  );
}
