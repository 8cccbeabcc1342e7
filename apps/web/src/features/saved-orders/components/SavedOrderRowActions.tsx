import { ActionIcon, Anchor, Button, Group, Tooltip } from '@mantine/core';
import { IconShoppingCartPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import type { SavedOrder } from '../api/use-saved-orders';
import type { SavedOrderActions } from '../use-saved-order-actions';
import { useOrderName } from './order-name';

/** Details, Re-order and Delete of one saved order; each control names the saved order it acts on. */
export function SavedOrderRowActions({
  order,
  detailsHref,
  actions,
}: {
  order: SavedOrder;
  detailsHref: string;
  actions: SavedOrderActions;
}) {
  const { t } = useTranslation('saved-orders');
  const name = useOrderName()(order);
  const busy = actions.reordering !== null;
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Anchor component={Link} to={detailsHref} size="sm" aria-label={t('order.detailsOf', { name })}>
        {t('order.details')}
      </Anchor>
      <Button
        size="xs"
        leftSection={<IconShoppingCartPlus size={16} aria-hidden />}
        aria-label={t('order.reorderOf', { name })}
        loading={actions.reordering === order.id}
        disabled={busy && actions.reordering !== order.id}
        onClick={() => actions.reorder(order)}
      >
        {t('order.reorder')}
      </Button>
      <Tooltip label={t('order.delete')}>
        <ActionIcon
          variant="subtle"
          color="spinaRed"
          size="lg"
          aria-label={t('order.deleteOf', { name })}
          onClick={() => actions.askDelete(order)}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
