import { Badge, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMarket } from '../../auth';
import type { SavedOrder } from '../api/use-saved-orders';
import { formatEuros, formatSavedDay } from '../format';
import type { SavedOrderActions } from '../use-saved-order-actions';
import { useOrderName } from './order-name';
import { SavedOrderRowActions } from './SavedOrderRowActions';

type ListProps = {
  orders: readonly SavedOrder[];
  detailsHref: (id: string) => string;
  actions: SavedOrderActions;
};

function KindBadge({ order }: { order: SavedOrder }) {
  const { t } = useTranslation('saved-orders');
  return (
    <Badge
      variant="light"
      color={order.beer_order ? 'spinaGreen' : 'gray'}
      radius="sm"
      tt="none"
      styles={{ root: { overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {order.beer_order ? t('order.kindBeer') : t('order.kindEmpties')}
    </Badge>
  );
}

/** The saved orders as a table on wide screens: name, saved date, ship-to, deliver to, total, quantity, type. */
export function SavedOrdersTable({ orders, detailsHref, actions }: ListProps) {
  const { t } = useTranslation('saved-orders');
  const market = useMarket();
  const nameOf = useOrderName();
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="saved-orders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('columns.name')}</Table.Th>
            <Table.Th scope="col">{t('columns.savedOn')}</Table.Th>
            <Table.Th scope="col">{t('columns.shipTo')}</Table.Th>
            <Table.Th scope="col">{t('columns.deliverTo')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.total')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.quantity')}
            </Table.Th>
            <Table.Th scope="col">{t('columns.kind')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-saved-order-id={order.id}>
              <Table.Th scope="row" fw={600}>
                {nameOf(order)}
              </Table.Th>
              <Table.Td>{formatSavedDay(order.saved_order_date, market)}</Table.Td>
              <Table.Td>{order.shipto_name}</Table.Td>
              <Table.Td>{order.deliver_to}</Table.Td>
              <Table.Td ta="right">{formatEuros(order.total.value)}</Table.Td>
              <Table.Td ta="right">{t('order.units', { count: order.total_qty })}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <KindBadge order={order} />
              </Table.Td>
              <Table.Td>
                <SavedOrderRowActions order={order} detailsHref={detailsHref(order.id)} actions={actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The saved orders as cards on a phone (390 px), the same fields one under the other. */
export function SavedOrderCards({ orders, detailsHref, actions }: ListProps) {
  const { t } = useTranslation('saved-orders');
  const market = useMarket();
  const nameOf = useOrderName();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('page.title')}
      data-testid="saved-orders-cards"
    >
      {orders.map((order) => (
        <Paper key={order.id} component="li" withBorder radius="md" p="sm" data-saved-order-id={order.id}>
          <Stack gap="xs">
            <Text fw={700}>{nameOf(order)}</Text>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
              <CardField
                label={t('columns.savedOn')}
                value={formatSavedDay(order.saved_order_date, market)}
              />
              <CardField label={t('columns.total')} value={formatEuros(order.total.value)} />
              <CardField label={t('columns.shipTo')} value={order.shipto_name} />
              <CardField label={t('columns.quantity')} value={t('order.units', { count: order.total_qty })} />
              <CardField label={t('columns.deliverTo')} value={order.deliver_to} />
              <Stack gap={0}>
                <Text component="dt" size="xs" c="gray.7">
                  {t('columns.kind')}
                </Text>
                <Text component="dd" m={0}>
                  <KindBadge order={order} />
                </Text>
              </Stack>
            </SimpleGrid>
            <SavedOrderRowActions order={order} detailsHref={detailsHref(order.id)} actions={actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function CardField({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="gray.7">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}
