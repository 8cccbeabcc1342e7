import { ActionIcon, Indicator } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { HeaderCart } from '../../cart';
import { useFavouritesCount } from '../../catalogue';

/**
 * Favourites and cart links with their counts (spec 1 §2.3); shown only with the Catalogue permission. Both
 * counts are the current ship-to's; the cart icon opens the mini cart on hover.
 */
export function HeaderIcons() {
  const { t } = useTranslation('shell');
  const favourites = useFavouritesCount(true);
  return (
    <>
      <Indicator label={favourites} size={16} showZero color="gold.4" autoContrast offset={4}>
        <ActionIcon
          component={Link}
          to="/catalog/favorites"
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('header.favourites', { count: favourites })}
        >
          <IconHeart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <HeaderCart />
    </>
  );
}
