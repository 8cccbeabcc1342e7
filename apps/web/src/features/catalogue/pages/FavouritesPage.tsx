import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@spina/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useSearchParams } from 'react-router';
import { useWishlistPage } from '../api/favourites';
import { CatalogueNoticeToast } from '../components/CatalogueNoticeToast';
import { Pager } from '../../../components/ui/Pager';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { EmptyState, LoadError } from '../components/StatusPanels';
import { useRouteTitle } from '../hooks/use-route-title';
import { useShipToChange } from '../../../lib/ship-to/ship-to-events';

/** Favourites take the whole width: there is no filter panel beside them. */
const COLUMNS = { base: 2, sm: 3, md: 4, lg: 5 } as const;

function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /catalog/favorites (spec 2 §2 favourites): the user's favourites on the current ship-to, 25 a page
 * (spec 2 §9), each removable with its heart; an empty list points to the catalogue.
 */
export default function FavouritesPage() {
  const { t } = useTranslation('catalogue');
  const title = useRouteTitle('favorites');
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const query = useWishlistPage(page);
  const wishlist = query.data;
  const items = wishlist?.items_v2.items;
  const totalPages = wishlist?.items_v2.page_info.total_pages ?? 0;
  const itemIds = useMemo(() => new Map((items ?? []).map((item) => [item.product.sku, item.id])), [items]);
  const goTo = (next: number) => setParams(next > 1 ? { page: String(next) } : {});

  // The last favourite of a page was removed: show the page before it.
  useEffect(() => {
    if (wishlist && !query.isPlaceholderData && page > 1 && page > totalPages) {
      setParams(totalPages > 1 ? { page: String(totalPages) } : {}, { replace: true });
    }
  }, [wishlist, query.isPlaceholderData, page, totalPages, setParams]);
  useShipToChange(() => {
    if (page > 1) setParams({}, { replace: true });
  });

  let content;
  if (query.isError && !wishlist) {
    content = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!items) {
    content = <ProductGridSkeleton columns={COLUMNS} count={10} />;
  } else if (items.length === 0) {
    content = (
      <EmptyState
        title={t('favourites.empty.title')}
        text={t('favourites.empty.text')}
        action={
          <Button component={Link} to={ROUTES.products.path}>
            {t('favourites.empty.browse')}
          </Button>
        }
      />
    );
  } else {
    content = (
      <>
        <ProductGrid
          products={items.map((item) => item.product)}
          wishlistItemIds={itemIds}
          columns={COLUMNS}
        />
        <Pager label={t('pager.label')} mt="lg" page={page} totalPages={totalPages} onChange={goTo} />
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text component="h2" fz="md" fw={500} m={0} aria-live="polite">
          {wishlist ? t('favourites.count', { count: wishlist.items_v2.shipto_item_count }) : t('loading')}
        </Text>
        <Box aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}>{content}</Box>
      </Stack>
      <CatalogueNoticeToast />
    </Container>
  );
}
