import { Button, Group, NativeSelect } from '@mantine/core';
import { PRODUCT_SORT_OPTIONS } from '@spina/domain';
import { memo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { RESET_SORT_KEY } from '../../../lib/catalogue-url';
import { useCatalogueLabels } from '../hooks/use-catalogue-labels';

type SortControlProps = {
  /** The sort chosen, or null for the default order. */
  value: string | null;
  /** True while searching: the default order is then the best match. */
  searching: boolean;
  onChange: (key: string) => void;
  onReset: () => void;
};

/**
 * The sort of the products screen (spec 2 §2): the default order (recommended first, or best match when
 * searching), brand, packaging, price, volume, A-Z and Z-A; 'reset' returns to A-Z, the reset sort.
 */
export const SortControl = memo(function SortControl({
  value,
  searching,
  onChange,
  onReset,
}: SortControlProps) {
  const { t } = useTranslation('catalogue');
  const labels = useCatalogueLabels();
  const data = [
    { value: '', label: searching ? t('sort.relevance') : t('sort.recommended') },
    ...PRODUCT_SORT_OPTIONS.map((option) => ({ value: option.key, label: labels.sort(option.key) })),
  ];
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        label={t('sort.label')}
        data={data}
        value={value ?? ''}
        onChange={(event) => {
          const key = event.currentTarget.value;
          if (key) onChange(key);
          else onReset();
        }}
        w={{ base: 150, sm: 190 }}
      />
      {value !== RESET_SORT_KEY && (
        <Button variant="subtle" onClick={onReset}>
          {t('sort.reset')}
        </Button>
      )}
    </Group>
  );
});
