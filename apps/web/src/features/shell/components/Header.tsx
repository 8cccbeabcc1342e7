import { ActionIcon, Box, Button, Container, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAccess, useSession } from '../../auth';
import { barPresentation } from '../../delivery';
import { HeaderSearchTrigger } from '../../search';
import { useMenu } from '../api/content';
import { HeaderIcons } from './HeaderIcons';
import { HeaderNav, isCreateOrderEntry } from './HeaderNav';
import { Logo } from '../../../components/ui/Logo';
import { SsoLinks } from './SsoLinks';
import { UserMenu } from './UserMenu';
import { DeliveryBar, ShipToSelector } from './session-chrome';
import classes from '../shell.module.css';

/**
 * The portal header (spec 1 §2.3): back chevron, logo, single sign-on links, search, favourites, cart and
 * the user menu on the first row; the server's menu and, with Catalogue, the ship-to selector on the second. On small screens only the back chevron,
 * the logo and the gold 'create an order' entry remain: the bottom bar carries the rest.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const access = useAccess();
  const { status } = useSession();
  const menu = useMenu();
  const { pathname } = useLocation();
  const barShown = access.catalogue && barPresentation(pathname, false) !== 'hidden';
  const shipToSelector = (
    <Box visibleFrom="sm" style={{ flex: 'none' }}>
      <Suspense fallback={null}>
        <ShipToSelector />
      </Suspense>
    </Box>
  );
  // The create-an-order entry needs the Catalogue permission (spec 1 §6), whatever the menu data says.
  const entries = (menu.data ?? []).filter((entry) => access.catalogue || !isCreateOrderEntry(entry));
  const mobileNav = entries.some(isCreateOrderEntry);
  // While a stored session is restored, and until a Catalogue user's menu is here, the row keeps its place (on a
  // phone too, where it holds 'create an order'): appearing with the menu, it pushed the whole page down.
  const rowPending = menu.data === undefined && (status === 'loading' || access.catalogue);
  return (
    <Box component="header" className={classes.header} aria-label={t('header.label')}>
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="dark"
              size="lg"
              aria-label={t('header.back')}
              onClick={() => void navigate(-1)}
            >
              <IconChevronLeft size={22} aria-hidden />
            </ActionIcon>
            <Logo />
          </Group>
          <Group gap="sm" wrap="nowrap" visibleFrom="sm">
            <SsoLinks />
            <HeaderSearchTrigger placeholder={t('header.searchPlaceholder')} />
            {access.catalogue && <HeaderIcons />}
            {access.signedIn ? (
              <UserMenu />
            ) : (
              <Button component={Link} to="/login" variant="filled">
                {t('header.login')}
              </Button>
            )}
          </Group>
        </Group>
      </Container>
      {(entries.length > 0 || access.catalogue || rowPending) && (
        <Box
          className={classes.navRow}
          visibleFrom={mobileNav || rowPending ? undefined : 'sm'}
          data-pending={rowPending || undefined}
        >
          <Container size="xl" py={6}>
            <Group justify="space-between" wrap="nowrap" gap="sm">
              {rowPending ? (
                <Box className={classes.navRowPlaceholder} aria-hidden />
              ) : (
                <HeaderNav entries={entries} />
              )}
              {access.catalogue && !barShown && shipToSelector}
            </Group>
          </Container>
        </Box>
      )}
      {access.catalogue && (
        <Suspense fallback={null}>
          <DeliveryBar shipToSelector={shipToSelector} />
        </Suspense>
      )}
    </Box>
  );
}
