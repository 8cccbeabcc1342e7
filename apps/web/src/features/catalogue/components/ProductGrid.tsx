import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { memo, startTransition, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { preloadProductOrderCounters, ProductOrderCounters } from '../../cart';
import type { ProductCardData } from '../api/product-card-fields';
import { ProductCard } from './ProductCard';

// The grid's code comes with a list page, before its products: the counters' code loads meanwhile.
preloadProductOrderCounters();

/** Columns of the product grid: two on a phone, up to four beside the filters on a desktop. */
const COLUMNS = { base: 2, sm: 3, lg: 4 } as const;

/** Cards in the first row of the widest grid: on screen before any scrolling, whatever the width. */
const FIRST_ROW = 4;

/**
 * Cards of a grid's first commit: two rows of the widest grid, four on a phone, as many as the placeholders before
 * them, so the page keeps its height and the pager below stays out of sight until the rest follow.
 */
const FIRST_COMMIT_CARDS = 2 * FIRST_ROW;

type ProductGridProps = {
  products: readonly ProductCardData[];
  /** The wishlist item of each product, on the favourites screen. */
  wishlistItemIds?: ReadonlyMap<string, string>;
  /** The ordering area of each card, instead of the cart's counters. */
  renderActions?: (product: ProductCardData) => ReactNode;
  /** Columns to use instead of the default, e.g. on a page without the filter panel. */
  columns?: Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
};

/** The cart's counters on a card (spec 2 §4); a product that cannot be sold now has none. */
function CardCounters({ product }: { product: ProductCardData }) {
  if (!product.saleability.sellable) return null;
  return (
    <ProductOrderCounters
      product={{
        sku: product.sku,
        name: product.catalog_product_name,
        materialType: product.material_type,
        packagingEnabled: product.packaging_enable,
      }}
    />
  );
}

/**
 * False for the grid's first commit, true from the next on. A list's 25 cards with their counters took about a
 * second to build on a phone with a quarter of a laptop's speed before the first of them showed; the cards above
 * the fold now show after a third of that, and the rest follow in slices that leave the main thread free. Later
 * answers (another page, a date) render every card at once, so nothing shown shrinks.
 */
function useRestOfGridShown(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown;
}

/**
 * A card of the grid with its ordering area. Memoised on the product and its place, so that the grid's second commit
 * (the rest of the cards joining the first) and a screen rendering again around the same products leave the cards
 * already shown alone: the ordering area is an element made here, new at each render, so the card's own memo would
 * let every card render again.
 */
const GridItem = memo(function GridItem({
  product,
  firstInView,
  wishlistItemId,
  renderActions,
}: {
  product: ProductCardData;
  firstInView: boolean;
  wishlistItemId: string | undefined;
  renderActions: ProductGridProps['renderActions'];
}) {
  return (
    <li>
      <ProductCard
        product={product}
        firstInView={firstInView}
        wishlistItemId={wishlistItemId}
        actions={renderActions ? renderActions(product) : <CardCounters product={product} />}
      />
    </li>
  );
});

/**
 * A grid of product cards, announced as a list. Memoised, so that a screen rendering again around the same products
 * (a deferred page on its way, a drawer opening) does not render its cards again.
 */
export const ProductGrid = memo(function ProductGrid({
  products,
  wishlistItemIds,
  renderActions,
  columns = COLUMNS,
}: ProductGridProps) {
  const restShown = useRestOfGridShown();
  const shown = restShown ? products : products.slice(0, FIRST_COMMIT_CARDS);
  return (
    <SimpleGrid
      cols={columns}
      spacing={{ base: 'xs', sm: 'md' }}
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {shown.map((product, index) => (
        <GridItem
          key={product.sku}
          product={product}
          firstInView={index < FIRST_ROW}
          wishlistItemId={wishlistItemIds?.get(product.sku)}
          renderActions={renderActions}
        />
      ))}
    </SimpleGrid>
  );
});

/**
 * Placeholders of cards while a page of products loads; announced once as loading. Memoised: the screen around it
 * renders again as its filters and counts arrive, and these 8 cards are some 200 components.
 */
export const ProductGridSkeleton = memo(function ProductGridSkeleton({
  count = FIRST_COMMIT_CARDS,
  columns = COLUMNS,
}: {
  count?: number;
  columns?: ProductGridProps['columns'];
}) {
  const { t } = useTranslation('catalogue');
  return (
    <SimpleGrid
      cols={columns}
      spacing={{ base: 'xs', sm: 'md' }}
      role="status"
      aria-busy="true"
      aria-label={t('loading')}
    >
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" padding="sm">
          <Skeleton style={{ aspectRatio: '1 / 1' }} radius="md" />
          <Stack gap={6} mt="sm">
            <Skeleton height={12} width="40%" />
            <Skeleton height={14} />
            <Skeleton height={14} width="80%" />
            <Skeleton height={20} width="50%" mt="xs" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
});
