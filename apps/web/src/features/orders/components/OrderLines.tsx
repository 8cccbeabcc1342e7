import { Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMobileLayout } from '../../../lib/breakpoints';
import type { OrderDetail } from '../action-order';
import { formatMoney } from '../format';
import classes from '../orders.module.css';

type Line = OrderDetail['items'][number];

function Product({ line }: { line: Line }) {
  const { t } = useTranslation('orders');
  return (
    <Group gap="sm" wrap="nowrap">
      <img className={classes.lineImage} src={line.image.url} alt="" loading="lazy" />
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {line.name}
        </Text>
        <Text size="xs" c="gray.7">
          {t('detail.code', { sku: line.product_sku })}
        </Text>
      </Stack>
    </Group>
  );
}

/** The quantities of a line: units always, then packages, layers and pallets where ordered so. */
function quantities(line: Line, t: (key: string) => string) {
  return [
    [t('detail.units'), line.quantity_ordered],
    [t('detail.packages'), line.number_of_packages],
    [t('detail.layers'), line.number_of_layer],
    [t('detail.pallets'), line.number_of_pallet],
  ] as const;
}

/** The order's lines with image, quantities, price and total (spec 2 §3 Submitted order items); cards on a phone. */
export function OrderLines({ items }: { items: Line[] }) {
  const { t } = useTranslation('orders');
  const narrow = useMobileLayout();
  if (items.length === 0) return <Text size="sm">{t('detail.noLines')}</Text>;
  if (narrow) {
    return (
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('detail.lines')}>
        {items.map((line) => (
          <li key={line.line} className={classes.card} data-testid="order-line">
            <Stack gap={6}>
              <Product line={line} />
              {quantities(line, t)
                .filter(([, value], index) => index === 0 || value > 0)
                .map(([label, value]) => (
                  <Group key={label} justify="space-between">
                    <Text size="sm" c="gray.7">
                      {label}
                    </Text>
                    <Text size="sm">{value}</Text>
                  </Group>
                ))}
              <Group justify="space-between">
                <Text size="sm" c="gray.7">
                  {t('detail.price')}
                </Text>
                <Text size="sm">{formatMoney(line.price.value)}</Text>
              </Group>
              <Group justify="space-between">
                <Text size="sm" fw={700}>
                  {t('detail.rowTotal')}
                </Text>
                <Text size="sm" fw={700}>
                  {formatMoney(line.row_total.value)}
                </Text>
              </Group>
            </Stack>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="xs" aria-label={t('detail.lines')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('detail.product')}</Table.Th>
            {quantities(items[0]!, t).map(([label]) => (
              <Table.Th key={label} scope="col" ta="end">
                {label}
              </Table.Th>
            ))}
            <Table.Th scope="col" ta="end">
              {t('detail.price')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('detail.rowTotal')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((line) => (
            <Table.Tr key={line.line} data-testid="order-line">
              <Table.Td>
                <Product line={line} />
              </Table.Td>
              {quantities(line, t).map(([label, value]) => (
                <Table.Td key={label} ta="end">
                  {value}
                </Table.Td>
              ))}
              <Table.Td ta="end">{formatMoney(line.price.value)}</Table.Td>
              <Table.Td ta="end" fw={700}>
                {formatMoney(line.row_total.value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
