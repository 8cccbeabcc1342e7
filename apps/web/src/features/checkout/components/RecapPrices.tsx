import { Table } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatCents } from '../format';
import type { PriceCheck } from '../api/use-checkout';

const cents = (euros: number) => Math.round(euros * 100);

function Row({
  label,
  euros,
  minus = false,
  strong = false,
}: {
  label: string;
  euros: number;
  minus?: boolean;
  strong?: boolean;
}) {
  const value = cents(euros);
  return (
    <Table.Tr
      fw={strong ? 700 : undefined}
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-4)' } : undefined}
    >
      <Table.Th scope="row" fw={strong ? 700 : 400} px={0}>
        {label}
      </Table.Th>
      <Table.Td ta="right" px={0}>
        {minus && value > 0 ? `−${formatCents(value)}` : formatCents(value)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Every price line of the order as the price check read it (spec 2 §3 Price-update result totals): list
 * subtotal, discounts, excise, your price, transport and flexible-delivery discounts, taxable, VAT, deposit, total.
 */
export function RecapPrices({ totals }: { totals: PriceCheck['totals'] }) {
  const { t } = useTranslation('checkout');
  return (
    <Table
      withRowBorders={false}
      verticalSpacing={4}
      fz="sm"
      aria-label={t('recap.prices')}
      data-testid="recap-prices"
    >
      <Table.Tbody>
        <Row label={t('prices.subtotal')} euros={totals.subtotal_list.value} />
        <Row label={t('prices.discounts')} euros={totals.discounts.value} minus />
        <Row label={t('prices.excise')} euros={totals.excise.value} />
        <Row label={t('prices.net')} euros={totals.grand_total_your_price.value} />
        <Row label={t('prices.transportDiscount')} euros={totals.transport_discount.value} minus />
        <Row label={t('prices.flexibleDiscount')} euros={totals.flexible_delivery_discount.value} minus />
        <Row label={t('prices.taxable')} euros={totals.taxable.value} />
        <Row label={t('prices.vat')} euros={totals.vat.value} />
        <Row label={t('prices.deposit')} euros={totals.deposit.value} />
        <Row label={t('prices.total')} euros={totals.grand_total.value} strong />
      </Table.Tbody>
    </Table>
  );
}
