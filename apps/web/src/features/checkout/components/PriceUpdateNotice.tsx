import { Alert, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { formatCents } from '../format';
import type { PriceCheck } from '../api/use-checkout';

const cents = (euros: number) => Math.round(euros * 100);

/**
 * 'Prices have been updated' (spec 2 §3, §5, §8) with each moved line's previous and new price, shown before
 * the buyer confirms; nothing when no price moved.
 */
export function PriceUpdateNotice({
  check,
  names,
}: {
  check: PriceCheck;
  names: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const changed = check.order_items.filter((item) => item.changed);
  if (changed.length === 0 && check.message !== 'Prices have been updated') return null;
  return (
    <Alert
      color="gold"
      variant="light"
      role="status"
      title={message('Prices have been updated')}
      icon={<IconInfoCircle size={18} aria-hidden />}
      data-testid="price-update"
    >
      <Text size="sm" mb="xs">
        {t('recap.pricesChanged')}
      </Text>
      {changed.length > 0 && (
        <Table fz="sm" withRowBorders={false} verticalSpacing={2} aria-label={t('recap.pricesChangedTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th px={0}>{t('recap.product')}</Table.Th>
              <Table.Th px={0} ta="right">
                {t('recap.oldNewPrice')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {changed.map((item) => (
              <Table.Tr key={item.cart_item_id}>
                <Table.Td px={0}>{names.get(item.sku) ?? item.sku}</Table.Td>
                <Table.Td px={0} ta="right">
                  <s aria-label={t('recap.oldPrice', { price: formatCents(cents(item.previous_price)) })}>
                    {formatCents(cents(item.previous_price))}
                  </s>{' '}
                  → <strong>{formatCents(cents(item.price))}</strong>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Alert>
  );
}
