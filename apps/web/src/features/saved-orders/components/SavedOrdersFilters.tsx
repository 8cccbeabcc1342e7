import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SORT_FIELDS, type ListQuery, type SortDirection, type SortField } from '../list-query';

/** Each field both ways, the way a buyer reads them: newest, A to Z, highest total, most units first. */
const SORT_CHOICES = SORT_FIELDS.flatMap((field): Array<`${SortField}_${SortDirection}`> =>
  field === 'name' ? [`${field}_ASC`, `${field}_DESC`] : [`${field}_DESC`, `${field}_ASC`],
);

type FiltersProps = { query: ListQuery; onChange: (query: ListQuery) => void };

/**
 * The list's filters (the day saved, from and until, and a part of the name), applied together, and its sort,
 * applied at once; either goes back to the first page.
 */
export function SavedOrdersFilters({ query, onChange }: FiltersProps) {
  const { t } = useTranslation('saved-orders');
  const [name, setName] = useState(query.name);
  const [from, setFrom] = useState(query.from ?? '');
  const [to, setTo] = useState(query.to ?? '');
  const badRange = from !== '' && to !== '' && to < from;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (badRange) return;
    onChange({ ...query, name: name.trim(), from: from || null, to: to || null, page: 1 });
  };
  const clear = () => {
    setName('');
    setFrom('');
    setTo('');
    onChange({ ...query, name: '', from: null, to: null, page: 1 });
  };

  return (
    <form onSubmit={apply} aria-label={t('filters.label')} role="search">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('filters.name')}
          placeholder={t('filters.namePlaceholder')}
          value={name}
          maxLength={40}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={from}
          max={to || undefined}
          onChange={(event) => setFrom(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={to}
          min={from || undefined}
          error={badRange ? t('filters.badRange') : undefined}
          onChange={(event) => setTo(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('sort.label')}
          value={`${query.sort}_${query.direction}`}
          data={SORT_CHOICES.map((choice) => ({ value: choice, label: t(`sort.${choice}`) }))}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const direction: SortDirection = value.endsWith('_ASC') ? 'ASC' : 'DESC';
            const sort = value.slice(0, value.lastIndexOf('_')) as SortField;
            onChange({ ...query, sort, direction, page: 1 });
          }}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />} disabled={badRange}>
          {t('filters.apply')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={clear}
          disabled={!query.name && !query.from && !query.to && !name && !from && !to}
        >
          {t('filters.clear')}
        </Button>
      </Group>
    </form>
  );
}
