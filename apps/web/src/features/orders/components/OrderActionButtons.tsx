import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconInfoCircle, IconRepeat, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ActionOrder } from '../api/order-actions';
import type { OrderAction, OrderActions } from '../hooks/use-order-actions';
import { useOrderTexts } from '../hooks/use-order-texts';
import type { OrderActionStates } from '../order-actions-rules';

const ICONS = { reorder: IconRepeat, edit: IconEdit, cancel: IconX } as const;
const VARIANTS = { reorder: 'filled', edit: 'default', cancel: 'outline' } as const;

type Props = {
  order: ActionOrder;
  states: OrderActionStates;
  actions: OrderActions;
  /** A row offers re-order and cancel, named with the order; the detail offers all three and says why not. */
  variant: 'row' | 'detail';
};

/**
 * The actions on a placed order (spec 2 §4): only those the buyer may take now are offered; on the detail
 * screen the reason an action is not offered is said in words (the server's spec 2 §8 message).
 */
export function OrderActionButtons({ order, states, actions, variant }: Props) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const shown: OrderAction[] = variant === 'row' ? ['reorder', 'cancel'] : ['reorder', 'edit', 'cancel'];
  const offered = shown.filter((action) => states[action].allowed);
  const busy = actions.busy?.orderNumber === order.orderNumber ? actions.busy.action : null;
  const reasons =
    variant === 'detail'
      ? [
          ...new Set(
            shown.flatMap((action) => {
              const state = states[action];
              return state.allowed ? [] : [texts.reason(state.reason)];
            }),
          ),
        ]
      : [];

  const label = (action: OrderAction) => {
    if (variant === 'detail') return undefined;
    return action === 'reorder'
      ? t('actions.reorderOf', { number: order.orderNumber })
      : t('actions.cancelOf', { number: order.orderNumber });
  };

  return (
    <Stack gap={6}>
      {offered.length > 0 && (
        <Group gap="xs" wrap="wrap">
          {offered.map((action) => {
            const Icon = ICONS[action];
            return (
              <Button
                key={action}
                size={variant === 'row' ? 'compact-sm' : 'sm'}
                variant={VARIANTS[action]}
                color={action === 'cancel' ? 'spinaRed.8' : undefined}
                leftSection={<Icon size={16} aria-hidden />}
                loading={busy === action}
                disabled={busy !== null && busy !== action}
                aria-label={label(action)}
                onClick={() => actions.start(action, order)}
              >
                {t(`actions.${action}`)}
              </Button>
            );
          })}
        </Group>
      )}
      {reasons.map((text) => (
        <Group key={text} gap={6} wrap="nowrap" align="flex-start" data-testid="action-why">
          <IconInfoCircle size={18} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm">{text}</Text>
        </Group>
      ))}
    </Stack>
  );
}
