import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { MARKETING_PAGE_SIZE, MARKETING_BANNER_LOCATION } from '@spina/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadFailure } from '../../../components/ui/LoadFailure';
import { Pager } from '../../../components/ui/Pager';
import { RouteBanner } from '../../banners';
import { useMaterials } from '../api/materials';
import { MaterialCard } from '../components/MaterialCard';
import { MaterialFilters } from '../components/MaterialFilters';
import { MaterialSelectionBar, SelectVisible } from '../components/SelectionBar';
import { filtersSearchParams, readFilters, type MaterialFilters as Filters } from '../filters';
import { useBulkDownload, useSingleDownload } from '../hooks/use-downloads';
import { useSelection } from '../hooks/use-selection';
import classes from '../marketing.module.css';
import { useLatestSearchParams } from '../../../lib/latest-search-params';

function NoMaterials({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('marketing');
  return (
    <EmptyState
      icon={<IconPhoto size={40} aria-hidden />}
      title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
      text={filtered ? t('list.noMatchText') : t('list.emptyText')}
      testId="materials-empty"
    >
      {filtered && (
        <Button variant="light" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      )}
    </EmptyState>
  );
}

function LoadingGrid() {
  const { t } = useTranslation('marketing');
  return (
    <div aria-busy="true" aria-label={t('list.loading')} role="status">
      <ul className={classes.grid}>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index}>
            <Skeleton height={230} radius="md" />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The marketing materials (spec 3 §2 route marketingMaterials, permission Marketing Materials; §7
 * "downloadmaterial"): the page's banners, folders, a brand filter and a title search, a grid or list with
 * previews, one download per file, and a selection across filters downloaded as one ZIP with its progress.
 */
export default function MarketingMaterialsPage() {
  const { t } = useTranslation('marketing');
  const [params, setParams] = useLatestSearchParams();
  const filters = readFilters(params);
  const materials = useMaterials(filters);
  const selection = useSelection();
  const bulk = useBulkDownload();
  const single = useSingleDownload();

  const update = useCallback(
    (next: Partial<Filters>) =>
      setParams((current) => filtersSearchParams({ ...readFilters(current), ...next }), { replace: true }),
    [setParams],
  );
  const clearFilters = () => update({ title: '', brandId: null, folder: null, page: 1 });

  const page = materials.data;
  const visible = page?.results ?? [];
  const visibleSelected = visible.filter((material) => selection.selected.has(material.id)).length;
  const filtered = Boolean(filters.title || filters.brandId || filters.folder);
  const totalPages = page ? Math.max(1, Math.ceil(page.total / MARKETING_PAGE_SIZE)) : 1;

  const downloadSelected = async () => {
    if (await bulk.start([...selection.selected.keys()])) selection.clear();
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <RouteBanner routeName={MARKETING_BANNER_LOCATION} mb="lg" />
      <Stack gap="xs" mb="lg">
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      <MaterialFilters filters={filters} onChange={update} />
      <Stack gap="sm" mt="lg">
        {page && (
          <Group justify="space-between" gap="sm">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('list.count', { count: page.total })}
            </Text>
            <SelectVisible
              selected={visibleSelected}
              total={visible.length}
              onChange={(on) => selection.setMany(visible, on)}
            />
          </Group>
        )}
        {materials.isPending ? (
          <LoadingGrid />
        ) : materials.isError && !page ? (
          <LoadFailure
            text={t('list.error')}
            retry={t('list.retry')}
            onRetry={() => void materials.refetch()}
          />
        ) : visible.length === 0 ? (
          <NoMaterials filtered={filtered} onClear={clearFilters} />
        ) : (
          <ul
            className={filters.view === 'list' ? classes.rows : classes.grid}
            aria-label={t('list.label')}
            // While other filters are read, the last page stays in view, marked busy.
            aria-busy={materials.isPlaceholderData}
          >
            {visible.map((material) => (
              <li key={material.id}>
                <MaterialCard
                  material={material}
                  view={filters.view}
                  selected={selection.selected.has(material.id)}
                  onSelect={(on) => selection.toggle(material, on)}
                  downloading={single.pending === material.id}
                  onDownload={() => void single.download(material)}
                />
                {single.failed?.id === material.id && (
                  <Alert color="spinaRed" variant="light" role="alert" mt={4} p="xs">
                    <Text size="xs">{t(`errors.${single.failed.failure}`)}</Text>
                  </Alert>
                )}
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={filters.page}
          totalPages={totalPages}
          onChange={(next) => update({ page: next })}
          label={t('list.pages')}
          mt="md"
        />
      </Stack>
      <MaterialSelectionBar
        count={selection.selected.size}
        bytes={selection.bytes}
        onClear={selection.clear}
        onDownload={() => void downloadSelected()}
        download={bulk.state}
        onDismiss={bulk.dismiss}
      />
    </Container>
  );
}
