import { Button, Collapse, Group, Paper, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { DeliveryStatus, IsoDate, ProcessingStatus } from '@spina/domain';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useStatusList } from '../api/order-list';
import { useOrderTexts } from '../hooks/use-order-texts';
import {
  DEFAULT_HISTORY_FILTERS,
  isFiltered,
  type HistoryFilters as Filters,
  type OrderKind,
} from '../history-filters';

export type ShipToOption = { value: string; label: string };

type Props = {
  filters: Filters;
  /** Whether they are unfolded on a phone: kept by the page, as a search or Clear shows them anew. */
  open: boolean;
  onToggle: () => void;
  onChange: (change: Partial<Filters>) => void;
  /** The user's ship-tos with My Orders; the choice is offered when there are several. */
  shipTos: ShipToOption[];
};

const ALL = '';

/**
 * The history's filters (issue 12 item 1): placed-date range, order number and the buyer's own number (typed,
 * applied on Search), ship-to, delivery and processing status and kind (applied when chosen). On a phone
 * they fold away behind a button.
 */
export function HistoryFilters({ filters, open, onToggle, onChange, shipTos }: Props) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const narrow = useMobileLayout();
  const [orderNumber, setOrderNumber] = useState(filters.orderNumber);
  const [customerOrderNumber, setCustomerOrderNumber] = useState(filters.customerOrderNumber);
  const deliveryStatuses = useStatusList('delivery');
  const processingStatuses = useStatusList('processing');

  const statusOptions = (values: string[] | undefined) => [
    { value: ALL, label: t('filters.anyStatus') },
    ...(values ?? []).map((value) => ({ value, label: texts.status(value) })),
  ];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ orderNumber: orderNumber.trim(), customerOrderNumber: customerOrderNumber.trim() });
  };
  const clear = () => {
    setOrderNumber('');
    setCustomerOrderNumber('');
    const { page: _page, sort: _sort, dir: _dir, ...cleared } = DEFAULT_HISTORY_FILTERS;
    onChange(cleared);
  };

  const form = (
    <Paper withBorder radius="md" p="md" component="form" onSubmit={submit} aria-label={t('filters.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput
          label={t('filters.orderNumber')}
          value={orderNumber}
          onChange={(event) => setOrderNumber(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextInput
          label={t('filters.customerOrderNumber')}
          value={customerOrderNumber}
          onChange={(event) => setCustomerOrderNumber(event.currentTarget.value)}
          autoComplete="off"
        />
        <TextInput
          type="date"
          label={t('filters.from')}
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => onChange({ from: (event.currentTarget.value || null) as IsoDate | null })}
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => onChange({ to: (event.currentTarget.value || null) as IsoDate | null })}
        />
        {shipTos.length > 1 && (
          <NativeSelect
            label={t('filters.shipTo')}
            data={[{ value: ALL, label: t('filters.allShipTos') }, ...shipTos]}
            value={filters.shipTo ?? ALL}
            onChange={(event) => onChange({ shipTo: event.currentTarget.value || null })}
          />
        )}
        <NativeSelect
          label={t('filters.deliveryStatus')}
          data={statusOptions(deliveryStatuses.data)}
          value={filters.deliveryStatus ?? ALL}
          onChange={(event) =>
            onChange({ deliveryStatus: (event.currentTarget.value || null) as DeliveryStatus | null })
          }
        />
        <NativeSelect
          label={t('filters.processingStatus')}
          data={statusOptions(processingStatuses.data)}
          value={filters.processingStatus ?? ALL}
          onChange={(event) =>
            onChange({ processingStatus: (event.currentTarget.value || null) as ProcessingStatus | null })
          }
        />
        <NativeSelect
          label={t('filters.kind')}
          data={[
            { value: ALL, label: t('kinds.all') },
            { value: 'beer', label: t('kinds.beer') },
            { value: 'empties', label: t('kinds.empties') },
          ]}
          value={filters.kind ?? ALL}
          onChange={(event) => onChange({ kind: (event.currentTarget.value || null) as OrderKind | null })}
        />
      </SimpleGrid>
      <Group justify="flex-end" gap="sm" mt="sm">
        {isFiltered(filters) && (
          <Button variant="subtle" onClick={clear}>
            {t('filters.clear')}
          </Button>
        )}
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
          {t('filters.search')}
        </Button>
      </Group>
    </Paper>
  );

  if (!narrow) return form;
  return (
    <div>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls="order-filters"
        onClick={onToggle}
        mb="xs"
      >
        {open ? t('filters.hide') : t('filters.show')}
      </Button>
      <Collapse expanded={open} id="order-filters">
        {form}
      </Collapse>
    </div>
  );
}
