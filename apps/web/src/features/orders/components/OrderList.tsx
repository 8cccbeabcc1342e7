import { Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { actionOrderOfSummary, orderDetailPath } from '../action-order';
import type { OrderSummary } from '../api/order-list';
import { formatDate, formatDay, formatMoney } from '../format';
import { useActionStates } from '../hooks/use-action-states';
import type { OrderActions } from '../hooks/use-order-actions';
import { useOrderTexts } from '../hooks/use-order-texts';
import classes from '../orders.module.css';
import { OrderActionButtons } from './OrderActionButtons';
import { StatusBadge } from './StatusBadge';

type ListProps = { orders: OrderSummary[]; actions: OrderActions };

function OrderLink({ order }: { order: OrderSummary }) {
  return (
    <Anchor
      component={Link}
      to={orderDetailPath(order.order_number, order.ship_to_id)}
      fw={700}
      underline="always"
    >
      {order.order_number}
    </Anchor>
  );
}

function useRow(order: OrderSummary) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const states = useActionStates({
    shipToId: order.ship_to_id,
    status: order.status,
    changeRefusal: order.change_refusal ?? null,
  });
  return {
    states,
    placed: formatDay(order.created_at, texts.timeZone),
    kind: `${order.empty_return ? t('kinds.emptiesOrder') : t('kinds.beerOrder')} · ${texts.orderType(order.type_of_transport)}`,
  };
}

function TableRow({ order, actions }: { order: OrderSummary; actions: OrderActions }) {
  const row = useRow(order);
  return (
    <Table.Tr data-testid="order-row" data-order={order.order_number}>
      <Table.Th scope="row">
        <OrderLink order={order} />
      </Table.Th>
      <Table.Td>{row.placed}</Table.Td>
      <Table.Td>{order.ship_to_name}</Table.Td>
      <Table.Td>{order.customer_order_number ?? ''}</Table.Td>
      <Table.Td>{formatDate(order.delivery_date)}</Table.Td>
      <Table.Td>{row.kind}</Table.Td>
      <Table.Td>
        <StatusBadge value={order.status} />
      </Table.Td>
      <Table.Td>
        <StatusBadge value={order.processing_status} />
      </Table.Td>
      <Table.Td ta="end">{formatMoney(order.grand_total)}</Table.Td>
      <Table.Td>
        <OrderActionButtons
          order={actionOrderOfSummary(order)}
          states={row.states}
          actions={actions}
          variant="row"
        />
      </Table.Td>
    </Table.Tr>
  );
}

/** The history as a table (desktop): one row an order, its number opening the detail. */
export function OrderTable({ orders, actions }: ListProps) {
  const { t } = useTranslation('orders');
  const column = (key: string, end = false) => (
    <Table.Th scope="col" ta={end ? 'end' : undefined}>
      {t(`list.columns.${key}`)}
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Caption>{t('list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {column('number')}
            {column('placed')}
            {column('shipTo')}
            {column('customerNumber')}
            {column('delivery')}
            {column('kind')}
            {column('deliveryStatus')}
            {column('processingStatus')}
            {column('total', true)}
            {column('actions')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <TableRow key={order.order_number} order={order} actions={actions} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Card({ order, actions }: { order: OrderSummary; actions: OrderActions }) {
  const { t } = useTranslation('orders');
  const row = useRow(order);
  const field = (label: string, value: string) => (
    <Group gap={6} wrap="nowrap" justify="space-between">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text size="sm" ta="end">
        {value}
      </Text>
    </Group>
  );
  return (
    <li className={classes.card} data-testid="order-row" data-order={order.order_number}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <OrderLink order={order} />
          <Text fw={700}>{formatMoney(order.grand_total)}</Text>
        </Group>
        <Group gap={6}>
          <StatusBadge value={order.status} />
          <StatusBadge value={order.processing_status} />
        </Group>
        {field(t('list.columns.placed'), row.placed)}
        {field(t('list.columns.delivery'), formatDate(order.delivery_date))}
        {field(t('list.columns.shipTo'), order.ship_to_name)}
        {order.customer_order_number && field(t('list.columns.customerNumber'), order.customer_order_number)}
        {field(t('list.columns.kind'), row.kind)}
        <OrderActionButtons
          order={actionOrderOfSummary(order)}
          states={row.states}
          actions={actions}
          variant="row"
        />
      </Stack>
    </li>
  );
}

/** The history as cards (phones, 390 px): the same facts, stacked. */
export function OrderCards({ orders, actions }: ListProps) {
  const { t } = useTranslation('orders');
  return (
    <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list.caption')}>
      {orders.map((order) => (
        <Card key={order.order_number} order={order} actions={actions} />
      ))}
    </Stack>
  );
}
