import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { DOCUMENT_TYPES } from '@spina/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** The list's filters as the address holds them ('' when not set). */
export type FilterValues = { type: string; from: string; to: string; number: string; shipTo: string };

type Props = {
  values: FilterValues;
  shipTos: readonly { shipToId: string; shipToName: string }[];
  onChange: (change: Partial<FilterValues>) => void;
};

/** Type, period, number and ship-to: the choices apply at once, the number when searched. */
export function DocumentFilters({ values, shipTos, onChange }: Props) {
  const { t } = useTranslation('documents');
  const [number, setNumber] = useState(values.number);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ number: number.trim() });
  };
  return (
    <Group
      component="form"
      role="search"
      aria-label={t('list.filters')}
      align="flex-end"
      gap="sm"
      onSubmit={submit}
    >
      <NativeSelect
        label={t('list.type')}
        value={values.type}
        onChange={(event) => onChange({ type: event.currentTarget.value })}
        data={[
          { value: '', label: t('list.allTypes') },
          ...DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) })),
        ]}
      />
      <TextInput
        type="date"
        label={t('list.from')}
        value={values.from}
        max={values.to || undefined}
        onChange={(event) => onChange({ from: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label={t('list.to')}
        value={values.to}
        min={values.from || undefined}
        onChange={(event) => onChange({ to: event.currentTarget.value })}
      />
      {shipTos.length > 1 && (
        <NativeSelect
          label={t('list.shipTo')}
          value={values.shipTo}
          onChange={(event) => onChange({ shipTo: event.currentTarget.value })}
          data={[
            { value: '', label: t('list.allShipTos') },
            ...shipTos.map((entry) => ({
              value: entry.shipToId,
              label: `${entry.shipToId} ${entry.shipToName}`,
            })),
          ]}
        />
      )}
      <TextInput
        label={t('list.number')}
        value={number}
        maxLength={30}
        onChange={(event) => setNumber(event.currentTarget.value)}
      />
      <Button type="submit" variant="light" leftSection={<IconSearch size={16} aria-hidden />}>
        {t('list.search')}
      </Button>
    </Group>
  );
}
