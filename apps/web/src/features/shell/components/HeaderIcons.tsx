import { ActionIcon, Indicator } from '@mantine/core';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFavouritesCount } from '../../catalogue/api/favourites-count';

/**
 * Favourites and cart links with their counts (spec 1 §2.3); shown only with the Catalogue permission. The
 * favourites count is the current ship-to's; the cart's comes with the cart work, until then it is 0.
 */
export function HeaderIcons({ cartItems = 0 }: { cartItems?: number }) {
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
      <Indicator label={cartItems} size={16} showZero color="gold.4" autoContrast offset={4}>
        <ActionIcon
          component={Link}
          to="/cart"
          variant="subtle"
          color="dark"
          size="lg"
          aria-label={t('header.cart', { count: cartItems })}
        >
          <IconShoppingCart size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
    </>
  );
}
