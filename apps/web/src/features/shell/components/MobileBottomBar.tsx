import { Box, Group, UnstyledButton } from '@mantine/core';
import { IconHeart, IconMenu2, IconSearch, IconUser } from '@tabler/icons-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CountBadge } from '../../../components/ui/CountBadge';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { STAFF_LANDING_PATH, userMenu } from '@spina/domain';
import { useAccess } from '../../auth';
import { MobileCartEntry } from '../../cart';
import { useFavouritesCount } from '../../catalogue';
import { MobileSearchTrigger } from '../../search';
import classes from '../shell.module.css';
import { MobileShipToStrip } from './session-chrome';

// The drawer is only needed once the menu is opened, so it stays out of the first page's JavaScript.
const MobileMenu = lazy(() => import('./MobileMenu'));
// Only Catalogue users choose a ship-to (spec 1 §2.5).

function BarItem({ icon, label, count }: { icon: ReactNode; label: string; count?: number }) {
  return (
    <>
      <Box pos="relative" component="span" display="inline-flex">
        {icon}
        {count !== undefined && <CountBadge count={count} className={classes.barCount} />}
      </Box>
      <span className={classes.barLabel}>{label}</span>
    </>
  );
}

/**
 * The mobile bottom bar (spec 1 §2.5), shown at widths of 768 px or less: search, profile, favourites and
 * cart with their counts (with the Catalogue permission), and the menu; the ship-to strip above it.
 */
export function MobileBottomBar() {
  const { t } = useTranslation('shell');
  const access = useAccess();
  const favourites = useFavouritesCount(access.catalogue);
  const [menuOpened, setMenuOpened] = useState(false);
  const profileTarget = !access.signedIn
    ? '/login'
    : access.staff
      ? STAFF_LANDING_PATH
      : userMenu(access).defaultTarget;
  return (
    <>
      {access.catalogue && (
        <Box hiddenFrom="sm">
          <Suspense fallback={null}>
            <MobileShipToStrip />
          </Suspense>
        </Box>
      )}
      <Box component="nav" aria-label={t('mobile.bar')} className={classes.bottomBar} hiddenFrom="sm">
        <Group justify="space-around" wrap="nowrap" gap={0} h="100%">
          <MobileSearchTrigger className={classes.barItem}>
            <BarItem icon={<IconSearch size={22} aria-hidden />} label={t('mobile.search')} />
          </MobileSearchTrigger>
          <Link to={profileTarget} className={classes.barItem}>
            <BarItem
              icon={<IconUser size={22} aria-hidden />}
              label={access.signedIn ? t('mobile.profile') : t('mobile.login')}
            />
          </Link>
          {access.catalogue && (
            <Link
              to="/catalog/favorites"
              className={classes.barItem}
              aria-label={t('header.favourites', { count: favourites })}
            >
              <BarItem
                icon={<IconHeart size={22} aria-hidden />}
                label={t('mobile.favourites')}
                count={favourites}
              />
            </Link>
          )}
          {access.catalogue && (
            <MobileCartEntry
              className={classes.barItem}
              label={<span className={classes.barLabel}>{t('mobile.cart')}</span>}
            />
          )}
          <UnstyledButton
            className={classes.barItem}
            onClick={() => setMenuOpened(true)}
            aria-haspopup="dialog"
            aria-expanded={menuOpened}
          >
            <BarItem icon={<IconMenu2 size={22} aria-hidden />} label={t('mobile.menu')} />
          </UnstyledButton>
        </Group>
        {menuOpened && (
          <Suspense fallback={null}>
            <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} />
          </Suspense>
        )}
      </Box>
    </>
  );
}
