import { Alert, Anchor, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useMessage } from '../../../lib/i18n/messages';
import type { ReorderFailedItem } from '../api/order-actions';
import type { ActionOutcome as Outcome, OrderActions } from '../hooks/use-order-actions';
import { useOrderTexts } from '../hooks/use-order-texts';

/** Products a re-order could not add, listed by sku, name and quantity (spec 2 §4, §8), never dropped silently. */
function FailedItems({ items }: { items: ReorderFailedItem[] }) {
  const { t } = useTranslation('orders');
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700} id="reorder-failed-title">
        {t('outcome.failedTitle')}
      </Text>
      <Table withTableBorder aria-labelledby="reorder-failed-title" data-testid="reorder-failed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('outcome.failedSku')}</Table.Th>
            <Table.Th scope="col">{t('outcome.failedName')}</Table.Th>
            <Table.Th scope="col">{t('outcome.failedQuantity')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.sku}>
              <Table.Td>{item.sku}</Table.Td>
              <Table.Td>{item.name}</Table.Td>
              <Table.Td>{item.quantity}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Reordered({ outcome }: { outcome: Extract<Outcome, { kind: 'reordered' }> }) {
  const { t } = useTranslation('orders');
  const failedSkus = new Set(outcome.failed.map((item) => item.sku));
  const added = outcome.order.lines ? outcome.order.lines.filter((line) => !failedSkus.has(line.sku)) : null;
  const count = added ? added.length : Math.max(0, outcome.order.itemsCount - outcome.failed.length);
  return (
    <Stack gap="xs">
      <Text size="sm">{count > 0 ? t('outcome.added', { count }) : t('outcome.noneAdded')}</Text>
      {added && added.length > 0 && (
        <Text size="sm" component="ul" m={0} data-testid="reorder-added">
          {added.map((line) => (
            <li key={line.sku}>{`${line.name} (${line.sku}) × ${line.quantity}`}</li>
          ))}
        </Text>
      )}
      {outcome.failed.length > 0 && <FailedItems items={outcome.failed} />}
      {outcome.savedOrderId && (
        <Text size="sm">
          {t('outcome.savedForLater')}{' '}
          <Anchor component={Link} to={ROUTES['saved-orders'].path} size="sm" underline="always">
            {t('outcome.savedOrders')}
          </Anchor>
        </Text>
      )}
      <Group>
        <Anchor component={Link} to={ROUTES.cart.path} fw={700} underline="always">
          {t('outcome.toCart')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/** How the last order action ended: what a re-order added and could not add, a cancellation, or a refusal. */
export function ActionOutcome({ actions }: { actions: OrderActions }) {
  const { t } = useTranslation('orders');
  const message = useMessage();
  const texts = useOrderTexts();
  const { outcome } = actions;
  if (!outcome) return null;
  const close = {
    withCloseButton: true,
    closeButtonLabel: t('outcome.close'),
    onClose: actions.dismissOutcome,
  };
  if (outcome.kind === 'failed') {
    return (
      <Alert
        {...close}
        color="spinaRed"
        variant="light"
        role="alert"
        title={t(`outcome.failed.${outcome.action}`)}
        icon={<IconAlertTriangle size={20} aria-hidden />}
        data-testid="action-outcome"
      >
        {texts.failure(outcome.error)}
      </Alert>
    );
  }
  return (
    <Alert
      {...close}
      color="spinaGreen"
      variant="light"
      role="status"
      icon={<IconCircleCheck size={20} aria-hidden />}
      title={
        outcome.kind === 'reordered'
          ? t('outcome.reorderedTitle', { number: outcome.order.orderNumber })
          : t('outcome.cancelledTitle')
      }
      data-testid="action-outcome"
    >
      {outcome.kind === 'reordered' ? (
        <Reordered outcome={outcome} />
      ) : (
        <Stack gap={4}>
          <Text size="sm">{message(outcome.message)}</Text>
          <Text size="sm">{t('outcome.cancelledNumbers', { numbers: outcome.orderNumbers.join(', ') })}</Text>
        </Stack>
      )}
    </Alert>
  );
}
