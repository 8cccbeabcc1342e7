import { memo, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { ProductCardData } from '../api/product-card-fields';
import { packLabel } from '../format';
import { useCatalogueLabels } from '../hooks/use-catalogue-labels';
import classes from './catalogue.module.css';
import { FavouriteToggle } from './FavouriteToggle';
import { NotOrderable } from './NotOrderable';
import { ProductFlags } from './ProductFlags';
import { ProductPrices } from './ProductPrices';
import { productPath, type ProductLinkState } from './product-links';

type ProductCardProps = {
  product: ProductCardData;
  /** The wishlist item of the product, on the favourites screen. */
  wishlistItemId?: string;
  /**
   * The card's ordering area: quantity counters and add to cart come with the cart (spec 2 §4 mini-cart
   * counters); until then it is empty.
   */
  actions?: ReactNode;
  /** Heading level of the product's name in the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** A card shown before any scrolling: its picture is fetched at once, not when laid out. */
  firstInView?: boolean;
};

/**
 * A product in a list (spec 2 §2): picture, name, pack, the user's prices with and without tax, flags, the
 * favourite toggle and, when it cannot be ordered, a 'not orderable' mark. Picture and name open the
 * product page, which remembers this list for its back link. Memoised: a carousel renders again as it measures and
 * moves (the home page's recommendations rendered their 12 cards three more times on a first visit).
 */
export const ProductCard = memo(function ProductCard({
  product,
  wishlistItemId,
  actions,
  headingLevel = 3,
  firstInView = false,
}: ProductCardProps) {
  const { t, i18n } = useTranslation('catalogue');
  const labels = useCatalogueLabels();
  const location = useLocation();
  const state: ProductLinkState = { from: `${location.pathname}${location.search}` };
  const pack = packLabel(product, i18n.language);
  const Heading = `h${headingLevel}` as const;
  // Plain elements styled by the module: a list renders 25 cards, and each Mantine layout component is a render.
  return (
    <article className={classes.card}>
      <div className={classes.cardMedia}>
        {/* The name is the product's link for keyboards and screen readers; the picture repeats it for the mouse. */}
        <Link
          to={productPath(product.sku)}
          state={state}
          className={classes.cardImageLink}
          tabIndex={-1}
          aria-hidden
        >
          <img
            src={product.small_image.url}
            alt=""
            className={classes.cardImage}
            loading={firstInView ? 'eager' : 'lazy'}
            fetchPriority={firstInView ? 'high' : 'auto'}
          />
        </Link>
        <div className={classes.cardFavourite}>
          <FavouriteToggle product={product} itemId={wishlistItemId} />
        </div>
      </div>
      <div className={classes.cardBody}>
        <ProductFlags product={product} />
        <Heading className={classes.cardHeading}>
          <Link to={productPath(product.sku)} state={state} className={classes.cardTitle}>
            {product.catalog_product_name}
          </Link>
        </Heading>
        <p className={classes.cardMeta}>
          {[labels.packaging(product.packaging), pack].filter(Boolean).join(' · ')}
          <br />
          {t('product.code', { sku: product.sku })}
        </p>
        <div className={classes.cardFooter}>
          <ProductPrices product={product} />
          <div className={classes.cardNotes}>
            <NotOrderable saleability={product.saleability} />
          </div>
          {actions}
        </div>
      </div>
    </article>
  );
});
