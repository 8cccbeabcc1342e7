import { Avatar, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRecycle } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ReturnableEmpties } from '../api/empties-return';
import type { ReturnedEmpties } from '../cart-model';
import { QuantityCounter } from './QuantityCounter';

type EmptiesReturnProps = {
  /** The empties the ship-to holds and can return; undefined while they load. */
  returnable: readonly ReturnableEmpties[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** What the cart already sends back. */
  returned: readonly ReturnedEmpties[];
  onChange: (sku: string, quantity: number) => void;
};

/**
 * The empties return of a beer order (spec 2 §1 "a beer order may be accompanied by an empties return"; §3
 * Customer empties; §7 getCustomerEmpties, updateEmpties): every crate and keg the ship-to holds, with how many,
 * and a counter up to that number, sent 300 ms after the last edit; 0 takes it off the order.
 */
export function EmptiesReturn({ returnable, failed, onRetry, returned, onChange }: EmptiesReturnProps) {
  const { t } = useTranslation('cart');
  const titleId = useId();
  const quantityOf = (sku: string) => returned.find((item) => item.sku === sku)?.quantity ?? 0;
  const total = returned.reduce((sum, item) => sum + item.quantity, 0);
  // Returned empties no longer in the list (another price list) stay visible, so they can be taken off.
  const listed = returnable ?? [];
  const others = returned
    .filter((item) => !listed.some((entry) => entry.sku === item.sku))
    .map((item) => ({
      sku: item.sku,
      name: item.name,
      imageUrl: null,
      bottlesPerItem: item.bottlesPerItem,
      held: item.quantity,
    }));
  const rows = [...listed, ...others];
  if (returnable && rows.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconRecycle size={20} aria-hidden />
            <Title order={2} fz="md" id={titleId}>
              {t('emptiesReturn.title')}
            </Title>
          </Group>
          <Text size="sm" fw={600} role="status">
            {total > 0 ? t('emptiesReturn.total', { count: total }) : t('emptiesReturn.none')}
          </Text>
        </Group>
        <Text size="sm" c="gray.7">
          {t('emptiesReturn.help')}
        </Text>
        {failed && !returnable ? (
          <Group gap="sm" role="alert">
            <Text size="sm" c="spinaRed.8">
              {t('emptiesReturn.loadFailed')}
            </Text>
            <Button size="compact-sm" variant="light" onClick={onRetry}>
              {t('page.retry')}
            </Button>
          </Group>
        ) : !returnable ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton height={44} radius="sm" />
            <Skeleton height={44} radius="sm" />
          </Stack>
        ) : (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((item) => (
              <Group key={item.sku} component="li" justify="space-between" wrap="wrap" gap="sm">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <Avatar src={item.imageUrl} alt="" radius="sm" size={40} />
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {item.name}
                    </Text>
                    <Text size="xs" c="gray.7">
                      {item.bottlesPerItem > 0
                        ? t('emptiesReturn.holds', { count: item.bottlesPerItem, sku: item.sku })
                        : item.sku}{' '}
                      · {t('emptiesReturn.held', { count: item.held })}
                    </Text>
                  </Stack>
                </Group>
                <QuantityCounter
                  label={t('emptiesReturn.counter', { name: item.name })}
                  value={quantityOf(item.sku)}
                  max={Math.max(item.held, quantityOf(item.sku))}
                  onChange={(quantity) => onChange(item.sku, quantity)}
                />
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
