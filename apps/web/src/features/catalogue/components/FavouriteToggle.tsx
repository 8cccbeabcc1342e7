import { Button } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFavouriteToggle, type FavouriteTarget } from '../hooks/use-favourite-toggle';
import classes from './catalogue.module.css';

type FavouriteToggleProps = {
  product: FavouriteTarget & { catalog_product_name: string };
  /** The wishlist item, when known (the favourites screen). */
  itemId?: string;
  /** icon: a heart on a card; button: a labelled button on the product page. */
  variant?: 'icon' | 'button';
};

/**
 * The favourite toggle (spec 2 §2): a button that says what it does for which product and whether the
 * product is a favourite (aria-pressed), disabled while the change is being saved.
 */
export function FavouriteToggle({ product, itemId, variant = 'icon' }: FavouriteToggleProps) {
  const { t } = useTranslation('catalogue');
  const { isFavourite, pending, toggle } = useFavouriteToggle(product, itemId);
  const icon = isFavourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />;
  if (variant === 'button') {
    // Named by the words it shows, beside the product's own heading: a name of other words ('Add Serena IPA to
    // favourites' on a button reading 'Add to favourites') is not what a voice-control user says (WCAG 2.5.3).
    return (
      <Button
        variant={isFavourite ? 'light' : 'default'}
        color="spinaRed"
        leftSection={icon}
        aria-pressed={isFavourite}
        loading={pending}
        onClick={toggle}
      >
        {isFavourite ? t('favourites.inFavourites') : t('favourites.addShort')}
      </Button>
    );
  }
  // A plain button on a card, which a list shows 25 times: Mantine's ActionIcon with its loader is six renders.
  return (
    <button
      type="button"
      className={classes.favouriteIcon}
      data-favourite={isFavourite || undefined}
      aria-pressed={isFavourite}
      aria-label={
        isFavourite
          ? t('favourites.remove', { name: product.catalog_product_name })
          : t('favourites.add', { name: product.catalog_product_name })
      }
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={toggle}
    >
      {icon}
    </button>
  );
}
