import { Box, Button, Container, Drawer, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import type { ProductFacet } from '@spina/domain';
import { useCallback, useDeferredValue, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useMountedWhenIdle } from '../../../lib/idle';
import { useCatalogueProducts, useCategoryPlaces, type Aggregation } from '../api/products';
import type { PresetFilter } from '../api/products-request';
import {
  activeFilters,
  clearFilters,
  clearSearch,
  goToPage,
  removeFilter,
  resetSort,
  sortBy,
  toggleFilter,
  type CatalogueView,
} from '../../../lib/catalogue-url';
import { useCatalogueView } from '../hooks/use-catalogue-view';
import { ActiveFilterChips } from './ActiveFilterChips';
import { Pager } from '../../../components/ui/Pager';
import classes from './catalogue.module.css';
import { CatalogueNoticeToast } from './CatalogueNoticeToast';
import { FilterPanel } from './FilterPanel';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SortControl } from './SortControl';
import { EmptyState, LoadError } from './StatusPanels';

type ProductsScreenProps = {
  title: string;
  /** A line under the title. */
  intro?: ReactNode;
  /** Filters the screen always applies (Fast Order). */
  preset?: PresetFilter;
  /** False while the preset is still being worked out: nothing is asked yet. */
  presetReady?: boolean;
};

const NO_AGGREGATIONS: Aggregation[] = [];

/**
 * The products screen (spec 2 §2): the filter panel with the server's facets and counts (a drawer on
 * mobile), the filters in force as chips, the sort, the products 25 a page with a pager, all held in the
 * address. Loading shows placeholders; an empty result offers to clear the filters; a failure offers to
 * try again.
 */
export function ProductsScreen({ title, intro, preset, presetReady = true }: ProductsScreenProps) {
  const { t } = useTranslation('catalogue');
  const [view, setView] = useCatalogueView();
  const query = useCatalogueProducts(view, preset, presetReady);
  const categories = useCategoryPlaces();
  const mobile = useMobileLayout();
  const [drawerOpened, drawer] = useDisclosure(false);
  const filterDrawerMounted = useMountedWhenIdle(drawerOpened);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const answered = query.data?.products;
  // The page renders from a deferred copy of the answer: React then builds the 25 cards and the facets in slices
  // that leave the main thread free for taps and typing, where the query's update alone would render them in one
  // long task. What was shown stays, marked as loading, until the new page is ready. On mount too (null first): a
  // page kept from an earlier visit is there at once.
  const products = useDeferredValue(answered, null) ?? undefined;
  const catchingUp = answered !== undefined && products !== answered;
  const aggregations = products?.aggregations ?? NO_AGGREGATIONS;
  const filterCount = activeFilters(view).length;
  const change = (next: CatalogueView) => setView(next);
  // Stable while the view is, so the memoised sort control is not rendered again by every answer of the query.
  const changeSort = useCallback((key: string) => setView(sortBy(view, key)), [setView, view]);
  const resetSortOrder = useCallback(() => setView(resetSort(view)), [setView, view]);
  const toggle = (facet: ProductFacet, value: string) => change(toggleFilter(view, facet, value));
  const changePage = useCallback(
    (page: number) => {
      setView(goToPage(view, page));
      resultsRef.current?.scrollIntoView({ block: 'start' });
    },
    [setView, view],
  );
  const panel = (
    <FilterPanel
      aggregations={aggregations}
      view={view}
      onToggle={toggle}
      categoryPlaces={categories.data ?? []}
    />
  );

  let results: ReactNode;
  if (query.isError && !products) {
    results = <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!products) {
    results = <ProductGridSkeleton />;
  } else if (products.items.length === 0) {
    const filtered = filterCount > 0 || view.search !== null;
    results = (
      <EmptyState
        title={t('empty.title')}
        text={filtered ? t('empty.filtered') : t('empty.none')}
        action={
          filtered && (
            <Button variant="light" onClick={() => change(clearFilters(view))}>
              {t('filters.clearAll')}
            </Button>
          )
        }
      />
    );
  } else {
    results = (
      <>
        <ProductGrid products={products.items} />
        <Pager
          label={t('pager.label')}
          mt="lg"
          page={view.page}
          totalPages={products.page_info.total_pages}
          onChange={changePage}
        />
      </>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {intro}
        </Stack>
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="xs">
            <Text ref={resultsRef} component="h2" fz="md" fw={500} m={0} aria-live="polite">
              {products ? t('results.count', { count: products.total_count }) : t('loading')}
            </Text>
            {/* The previous page stays readable while the next one loads; a spinner says it is coming. */}
            {(query.isPlaceholderData || catchingUp) && (
              <Loader size="xs" role="status" aria-label={t('loading')} />
            )}
          </Group>
          <Group gap="sm" align="flex-end">
            {mobile && (
              <Button
                variant="default"
                leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
                onClick={drawer.open}
                aria-haspopup="dialog"
                aria-expanded={drawerOpened}
              >
                {filterCount > 0 ? t('filters.openWithCount', { count: filterCount }) : t('filters.open')}
              </Button>
            )}
            <SortControl
              value={view.sort}
              searching={view.search !== null}
              onChange={changeSort}
              onReset={resetSortOrder}
            />
          </Group>
        </Group>
        <ActiveFilterChips
          view={view}
          aggregations={aggregations}
          onRemove={(facet, value) => change(removeFilter(view, facet, value))}
          onClearSearch={() => change(clearSearch(view))}
          onClearAll={() => change(clearFilters(view))}
        />
        <Box className={classes.layout}>
          {!mobile && (
            <Box component="aside" aria-label={t('filters.title')} className={classes.filterSidebar}>
              {products ? panel : null}
            </Box>
          )}
          <Box
            component="section"
            aria-label={t('results.label')}
            aria-busy={query.isFetching && query.isPlaceholderData ? true : undefined}
          >
            {results}
          </Box>
        </Box>
      </Stack>
      {mobile && filterDrawerMounted && (
        <Drawer
          opened={drawerOpened}
          onClose={drawer.close}
          title={t('filters.title')}
          position="left"
          size="90%"
          closeButtonProps={{ 'aria-label': t('filters.close') }}
          styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
        >
          {panel}
          <Box className={classes.drawerFooter}>
            <Button onClick={drawer.close} fullWidth>
              {products ? t('filters.showResults', { count: products.total_count }) : t('filters.close')}
            </Button>
          </Box>
        </Drawer>
      )}
      <CatalogueNoticeToast />
    </Container>
  );
}
