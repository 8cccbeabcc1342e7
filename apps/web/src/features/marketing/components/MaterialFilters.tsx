import { Chip, Group, SegmentedControl, Select, Stack, TextInput, VisuallyHidden } from '@mantine/core';
import { IconLayoutGrid, IconList, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMaterialBrands, useMaterialFolders } from '../api/materials';
import type { MaterialFilters as Filters } from '../filters';

/** How long typing pauses before the search runs (ms). */
const SEARCH_DELAY_MS = 300;

type MaterialFiltersProps = { filters: Filters; onChange: (next: Partial<Filters>) => void };

/** The title search, the brand choice, the folders and the grid or list view. */
export function MaterialFilters({ filters, onChange }: MaterialFiltersProps) {
  const { t } = useTranslation('marketing');
  const brands = useMaterialBrands().data?.results ?? [];
  const folderList = useMaterialFolders(filters.brandId);
  const folders = folderList.data?.results ?? [];
  const [title, setTitle] = useState(filters.title);

  useEffect(() => setTitle(filters.title), [filters.title]);
  useEffect(() => {
    if (title === filters.title) return;
    const timer = window.setTimeout(() => onChange({ title, page: 1 }), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [title, filters.title, onChange]);

  const short = title.trim().length > 0 && title.trim().length < 3;
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('filters.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          description={short ? t('filters.searchHint') : undefined}
          maxLength={100}
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label={t('filters.brand')}
          data={[
            { value: '', label: t('filters.allBrands') },
            ...brands.map((brand) => ({
              value: brand.id,
              label: t('filters.brandOption', { name: brand.name, count: brand.count }),
            })),
          ]}
          value={filters.brandId ?? ''}
          onChange={(value) => onChange({ brandId: value || null, folder: null, page: 1 })}
          allowDeselect={false}
          // A handful of brands: the list shows whole rather than as a scrolling region without keyboard access
          // (axe scrollable-region-focusable), as the delivery bar's order type does.
          withScrollArea={false}
          style={{ flex: '1 1 12rem' }}
        />
        <SegmentedControl
          aria-label={t('filters.view')}
          value={filters.view}
          onChange={(value) => onChange({ view: value === 'list' ? 'list' : 'grid' })}
          data={[
            {
              value: 'grid',
              label: (
                <>
                  <IconLayoutGrid size={16} aria-hidden />
                  <VisuallyHidden>{t('filters.grid')}</VisuallyHidden>
                </>
              ),
            },
            {
              value: 'list',
              label: (
                <>
                  <IconList size={16} aria-hidden />
                  <VisuallyHidden>{t('filters.list')}</VisuallyHidden>
                </>
              ),
            },
          ]}
        />
      </Group>
      <Chip.Group
        value={filters.folder ?? ''}
        onChange={(value) => onChange({ folder: (value as string) || null, page: 1 })}
      >
        {/* The last brand's folders stay in view, marked busy, until the next brand's come. */}
        <Group
          gap="xs"
          wrap="wrap"
          role="group"
          aria-label={t('filters.folders')}
          aria-busy={folderList.isPlaceholderData}
        >
          <Chip value="" size="sm">
            {t('filters.allFolders')}
          </Chip>
          {folders.map((folder) => (
            <Chip key={folder.name} value={folder.name} size="sm">
              {t('filters.folder', { name: folder.name, count: folder.count })}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
