import { Avatar, Group, Paper, Stack, Text } from '@mantine/core';
import { IconRecycle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CartLine, EmptiesLine, LineQuantities } from '../cart-model';
import { formatCents } from '../format';
import { LineCounters } from './LineCounters';
import { RemoveLineButton } from './RemoveLineButton';

type CartLinesProps = {
  lines: readonly CartLine[];
  empties: readonly EmptiesLine[];
  busy?: boolean;
  onChange: (line: CartLine, quantities: LineQuantities) => void;
  onRemove: (line: CartLine) => void;
};

/** The empties that follow a returnable product, as read-only lines with their deposit (spec 2 §3 empties). */
function LinkedEmpties({ empties }: { empties: readonly EmptiesLine[] }) {
  const { t } = useTranslation('cart');
  if (empties.length === 0) return null;
  return (
    <Stack gap={4} pl={{ base: 0, sm: 56 }} aria-label={t('page.empties')}>
      {empties.map((item) => (
        <Group key={`${item.parentSku}-${item.sku}`} gap="xs" wrap="nowrap">
          <IconRecycle size={16} aria-hidden />
          <Text size="xs" c="gray.7">
            {t('page.emptiesOf', { sku: item.parentSku })}: {item.name} ·{' '}
            {t('page.emptiesQuantity', { count: item.quantity, deposit: formatCents(item.depositCents) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The cart's lines (issue 10 item 4): picture, name, your price, the counters of the product (sent 300 ms after
 * the last edit), the line total, delete, and the empties linked to it.
 */
export function CartLines({ lines, empties, busy = false, onChange, onRemove }: CartLinesProps) {
  const { t } = useTranslation('cart');
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('page.lines')}>
      {lines.map((line) => (
        <Paper key={line.id} withBorder radius="md" p="sm" component="li">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }} align="flex-start">
                <Avatar src={line.product.imageUrl} alt="" radius="sm" size={48} />
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm">
                    {line.product.name}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {line.product.sku} · {t('page.unitPrice', { price: formatCents(line.yourPriceCents) })}
                  </Text>
                </Stack>
              </Group>
              <RemoveLineButton line={line} busy={busy} onRemove={onRemove} />
            </Group>
            <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
              <LineCounters
                name={line.product.name}
                quantities={line.quantities}
                counters={line.counters}
                onChange={(quantities) => onChange(line, quantities)}
              />
              <Text
                fw={700}
                size="sm"
                aria-label={`${t('page.lineTotal')}: ${formatCents(line.rowTotalCents)}`}
              >
                {formatCents(line.rowTotalCents)}
              </Text>
            </Group>
            <LinkedEmpties empties={empties.filter((item) => item.parentSku === line.product.sku)} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
