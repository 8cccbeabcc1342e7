import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { capacityRule, formatDecimal, type CapacityState } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import type { CapacityView } from '../cart-model';
import { formatCents } from '../format';

const COLOURS: Readonly<Record<CapacityState, string>> = {
  hidden: 'gray',
  neutral: 'gray.6',
  success: 'spinaGreen.8',
  error: 'spinaRed.8',
};

const TEXT_COLOURS: Readonly<Record<CapacityState, string>> = {
  hidden: 'dark',
  neutral: 'dark',
  success: 'spinaGreen.9',
  error: 'spinaRed.8',
};

/** Whether the cart is judged by its value (a Standard order), whatever the customer type (DESIGN §6). */
const judgedByCash = (capacity: CapacityView) =>
  capacityRule({ customerType: '', orderType: capacity.orderType, isFullTruck: capacity.isFullTruck }) ===
  'cash';

/**
 * The capacity bar of a cart (spec 2 §5): the fill and the message for the customer type and order type that
 * the server's capacityProgress gave, in its colour; on the cart page also weight, pallets and hectolitres
 * against their limits and the cash progress (spec 1 §4.5). Empty small has no bar.
 */
export function CapacityBar({ capacity, compact = false }: { capacity: CapacityView; compact?: boolean }) {
  const { t, i18n } = useTranslation('cart');
  const message = useMessage();
  if (capacity.state === 'hidden') return null;
  const cash = judgedByCash(capacity);
  const number = (value: number, decimals = 0) => formatDecimal(value, i18n.language, decimals);
  return (
    <Stack gap={4} data-testid="capacity-bar" data-state={capacity.state}>
      <Progress.Root size={compact ? 'md' : 'lg'} radius="xl">
        <Progress.Section
          value={capacity.percent}
          color={COLOURS[capacity.state]}
          aria-label={t('capacity.title')}
          aria-valuetext={t(cash ? 'capacity.cashFill' : 'capacity.fill', { percent: capacity.percent })}
        />
      </Progress.Root>
      {capacity.message && (
        <Text size="sm" fw={600} c={TEXT_COLOURS[capacity.state]} role="status">
          {message(capacity.message)}
        </Text>
      )}
      {!compact && (
        <Group gap="md" wrap="wrap">
          <Text size="xs" c="gray.7">
            {t('capacity.weight')}: {t('capacity.kg', { value: number(capacity.weightKg) })} /{' '}
            {t('capacity.kg', { value: number(capacity.maxWeightKg) })}
          </Text>
          <Text size="xs" c="gray.7">
            {t('capacity.pallets')}: {number(capacity.pallets, 2)} / {number(capacity.maxPallets)}
          </Text>
          <Text size="xs" c="gray.7">
            {t('capacity.hectolitres')}: {number(capacity.hectolitres, 2)}
          </Text>
          {capacity.maxOrderCashCents > 0 && (
            <Text size="xs" c="gray.7">
              {t('capacity.cash')}: {formatCents(capacity.cartValueCents)} /{' '}
              {formatCents(capacity.maxOrderCashCents)} ({capacity.cashPercent} %)
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
