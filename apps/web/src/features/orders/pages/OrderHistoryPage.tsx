import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconReceiptOff } from '@tabler/icons-react';
import { padShipToId, ROUTES, SECTIONS, shipToPermissions } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useMobileLayout } from '../../../lib/breakpoints';
import { useSession } from '../../auth';
import { useOrderList } from '../api/order-list';
import { ActionOutcome } from '../components/ActionOutcome';
import { HistoryFilters, type ShipToOption } from '../components/HistoryFilters';
import { Pager } from '../../../components/ui/Pager';
import { OrderActionDialogs } from '../components/OrderActionDialogs';
import { OrderCards, OrderTable } from '../components/OrderList';
import {
  changeHistoryFilters,
  HISTORY_PAGE_SIZE,
  HISTORY_SORTS,
  historySearchParams,
  isFiltered,
  readHistoryFilters,
  type HistoryFilters as Filters,
  type HistorySort,
  type SortDirection,
} from '../history-filters';
import { useOrderActions } from '../hooks/use-order-actions';

const SORT_CHOICES = HISTORY_SORTS.flatMap((sort) => [`${sort}:desc`, `${sort}:asc`]);

/** The user's ship-tos where My Orders is granted, for the ship-to filter. */
function useOrderShipTos(): ShipToOption[] {
  const { user } = useSession();
  return (user?.permissionSchema ?? [])
    .filter((entry) => shipToPermissions(entry).includes(SECTIONS.myOrders))
    .map((entry) => ({ value: padShipToId(entry.shipToId), label: entry.shipToName }));
}

/** About the height of an order's row in the table, and of its card on a phone. */
const ROW_HEIGHT = { table: 56, card: 200 };

/** A page of placeholder rows, about as high as the page of orders that replaces it, so nothing below moves. */
function LoadingRows({ narrow }: { narrow: boolean }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="sm" aria-busy="true" data-testid="orders-loading">
      <Text size="sm">{t('list.loading')}</Text>
      {Array.from({ length: HISTORY_PAGE_SIZE }, (_, index) => (
        <Skeleton key={index} height={narrow ? ROW_HEIGHT.card : ROW_HEIGHT.table} radius="md" />
      ))}
    </Stack>
  );
}

function NoOrders({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const { t } = useTranslation('orders');
  return (
    <Paper withBorder radius="md" p="xl" data-testid="orders-empty">
      <Stack align="center" gap="xs" ta="center">
        <IconReceiptOff size={40} aria-hidden />
        <Title order={2} fz="lg">
          {filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
        </Title>
        <Text size="sm">{filtered ? t('list.noMatchText') : t('list.emptyText')}</Text>
        {filtered ? (
          <Button variant="light" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        ) : (
          <Button component={Link} to={ROUTES.products.path} variant="light">
            {t('list.toCatalogue')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /orders/history (spec 2 §2, issue 12 item 1): the buyer's placed orders over every ship-to with My Orders,
 * filtered, sorted and paged from the address, as a table on a desktop and as cards on a phone, with re-order
 * and cancel on each order.
 */
export default function OrderHistoryPage() {
  const { t } = useTranslation('orders');
  const [params, setParams] = useSearchParams();
  const filters = readHistoryFilters(params);
  const list = useOrderList(filters);
  const actions = useOrderActions();
  const shipTos = useOrderShipTos();
  const narrow = useMobileLayout();
  // On a phone the filters start unfolded while any is set, and stay as the buyer leaves them.
  const [filtersOpen, setFiltersOpen] = useState(() => isFiltered(filters));

  const change = (next: Partial<Filters>) =>
    setParams(historySearchParams(changeHistoryFilters(filters, next)));
  const clear = () => setParams(new URLSearchParams());
  const total = list.data?.total ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE));

  let content;
  if (list.isPending) content = <LoadingRows narrow={narrow} />;
  else if (list.isError && !list.data) {
    content = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('list.error')}</Text>
          <Button size="xs" variant="white" color="spinaRed" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!list.data || list.data.sopList.length === 0) {
    content = <NoOrders filtered={isFiltered(filters)} onClear={clear} />;
  } else {
    const List = narrow ? OrderCards : OrderTable;
    content = (
      <Stack gap="md" aria-busy={list.isPlaceholderData} data-testid="orders-list">
        <List orders={list.data.sopList} actions={actions} />
        <Pager
          label={t('pager.label')}
          page={filters.page}
          totalPages={totalPages}
          onChange={(page) => change({ page })}
        />
      </Stack>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{t('history.title')}</Title>
            <Text size="sm">{t('history.intro')}</Text>
          </Stack>
          <Button component={Link} to={ROUTES['saved-orders'].path} variant="subtle">
            {t('history.saved')}
          </Button>
        </Group>
        <HistoryFilters
          key={`${filters.orderNumber}\u0000${filters.customerOrderNumber}`}
          filters={filters}
          open={filtersOpen}
          onToggle={() => setFiltersOpen((open) => !open)}
          onChange={change}
          shipTos={shipTos}
        />
        <ActionOutcome actions={actions} />
        <Group justify="space-between" align="flex-end" gap="sm">
          <Text size="sm" fw={600} aria-live="polite" data-testid="orders-count">
            {list.data ? t('list.count', { count: total }) : ''}
          </Text>
          <NativeSelect
            label={t('sort.label')}
            data={SORT_CHOICES.map((value) => ({ value, label: t(`sort.${value}`) }))}
            value={`${filters.sort}:${filters.dir}`}
            onChange={(event) => {
              const [sort, dir] = event.currentTarget.value.split(':') as [HistorySort, SortDirection];
              change({ sort, dir });
            }}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
        {content}
      </Stack>
      <OrderActionDialogs actions={actions} />
    </Container>
  );
}
