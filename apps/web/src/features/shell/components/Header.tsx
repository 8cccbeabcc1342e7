import { ActionIcon, Box, Button, Container, Group } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
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
 * The header's second row: the server's menu and, where the delivery bar does not carry it, the ship-to selector.
 * It reads the menu itself, so that the menu's answer renders this row and not the whole header.
 */
function HeaderNavRow({ shipToSelector, barShown }: { shipToSelector: ReactNode; barShown: boolean }) {
  const access = useAccess();
  const { status } = useSession();
  const menu = useMenu();
  // The create-an-order entry needs the Catalogue permission (spec 1 §6), whatever the menu data says.
  const entries = (menu.data ?? []).filter((entry) => access.catalogue || !isCreateOrderEntry(entry));
  const mobileNav = entries.some(isCreateOrderEntry);
  // While a stored session is restored, and until a Catalogue user's menu is here, the row keeps its place (on a
  // phone too, where it holds 'create an order'): appearing with the menu, it pushed the whole page down.
  const rowPending = menu.data === undefined && (status === 'loading' || access.catalogue);
  if (entries.length === 0 && !access.catalogue && !rowPending) return null;
  return (
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
  );
}

/**
 * The portal header (spec 1 §2.3): back chevron, logo, single sign-on links, search, favourites, cart and
 * the user menu on the first row; the server's menu and, with Catalogue, the ship-to selector on the second. On small screens only the back chevron,
 * the logo and the gold 'create an order' entry remain: the bottom bar carries the rest.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const access = useAccess();
  const { pathname } = useLocation();
  const barShown = access.catalogue && barPresentation(pathname, false) !== 'hidden';
  const shipToSelector = (
    <Box visibleFrom="sm" style={{ flex: 'none' }}>
      <Suspense fallback={null}>
        <ShipToSelector />
      </Suspense>
    </Box>
  );
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
      <HeaderNavRow shipToSelector={shipToSelector} barShown={barShown} />
      {access.catalogue && (
        <Suspense fallback={null}>
          <DeliveryBar shipToSelector={shipToSelector} />
        </Suspense>
      )}
    </Box>
  );
}
