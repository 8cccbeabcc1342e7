import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { PRODUCT_FLAGS, type ProductFacet } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { Aggregation } from '../api/products';
import { activeFilters, type CatalogueView } from '../../../lib/catalogue-url';
import { useCatalogueLabels } from '../hooks/use-catalogue-labels';

/** A filter in force: the whole chip is the button that removes it. */
function Chip({ text, label, onRemove }: { text: string; label: string; onRemove: () => void }) {
  return (
    <Button
      variant="light"
      color="spinaGreen"
      size="compact-sm"
      radius="xl"
      rightSection={<IconX size={14} aria-hidden />}
      aria-label={label}
      onClick={onRemove}
    >
      {text}
    </Button>
  );
}

type ActiveFilterChipsProps = {
  view: CatalogueView;
  aggregations: readonly Aggregation[];
  onRemove: (facet: ProductFacet, value: string) => void;
  onClearSearch: () => void;
  onClearAll: () => void;
};

/**
 * The filters in force as chips, each with a button that removes it, plus the search term and a 'clear all'
 * button; nothing when no filter and no search is on.
 */
export function ActiveFilterChips({
  view,
  aggregations,
  onRemove,
  onClearSearch,
  onClearAll,
}: ActiveFilterChipsProps) {
  const { t } = useTranslation('catalogue');
  const labels = useCatalogueLabels();
  const filters = activeFilters(view);
  if (filters.length === 0 && !view.search) return null;
  const optionLabel = (facet: ProductFacet, value: string) => {
    const option = aggregations
      .find((aggregation) => aggregation.attribute_code === facet)
      ?.options.find((candidate) => candidate.value === value);
    return labels.option(facet, option ?? { value, label: value });
  };
  // A flag's chip reads 'New', not 'New: Yes'.
  const chipText = (facet: ProductFacet, value: string) =>
    (PRODUCT_FLAGS as readonly string[]).includes(facet)
      ? labels.facet(facet)
      : `${labels.facet(facet)}: ${optionLabel(facet, value)}`;
  return (
    <Group gap="xs" role="group" aria-label={t('filters.active')}>
      {view.search && (
        <Chip
          text={t('filters.searchChip', { term: view.search })}
          label={t('filters.removeSearch', { term: view.search })}
          onRemove={onClearSearch}
        />
      )}
      {filters.map(({ facet, value }) => {
        const text = chipText(facet, value);
        return (
          <Chip
            key={`${facet}:${value}`}
            text={text}
            label={t('filters.remove', { filter: text })}
            onRemove={() => onRemove(facet, value)}
          />
        );
      })}
      <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
        {t('filters.clearAll')}
      </Button>
    </Group>
  );
}
