import { Paper, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { CartTotals } from '../cart-model';
import { formatCents } from '../format';

function Row({
  label,
  cents,
  negative = false,
  strong = false,
}: {
  label: string;
  cents: number;
  negative?: boolean;
  strong?: boolean;
}) {
  return (
    <Table.Tr
      fw={strong ? 700 : undefined}
      style={strong ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
    >
      <Table.Th scope="row" fw={strong ? 700 : 400} px={0}>
        {label}
      </Table.Th>
      <Table.Td ta="right" px={0}>
        {negative && cents > 0 ? `−${formatCents(cents)}` : formatCents(cents)}
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * The cart's price breakdown (issue 10 item 4): your price, discounts, excise, deposit, VAT, transport
 * discount, flexible-delivery 1 % and the total; discounts that do not apply are left out.
 */
export function PriceBreakdown({ totals }: { totals: CartTotals }) {
  const { t } = useTranslation('cart');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cart-summary-title">
      <Stack gap={6}>
        <Title order={2} fz="md" id="cart-summary-title">
          {t('prices.title')}
        </Title>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm" aria-labelledby="cart-summary-title">
          <Table.Tbody>
            <Row label={t('prices.yourPrice')} cents={totals.yourPriceCents} />
            {totals.discountCents > 0 && (
              <Row label={t('prices.discounts')} cents={totals.discountCents} negative />
            )}
            <Row label={t('prices.excise')} cents={totals.exciseCents} />
            {totals.transportDiscountCents > 0 && (
              <Row label={t('prices.transportDiscount')} cents={totals.transportDiscountCents} negative />
            )}
            {totals.flexibleDeliveryDiscountCents > 0 && (
              <Row
                label={t('prices.flexibleDelivery')}
                cents={totals.flexibleDeliveryDiscountCents}
                negative
              />
            )}
            <Row label={t('prices.vat')} cents={totals.vatCents} />
            <Row label={t('prices.deposit')} cents={totals.depositCents} />
            <Row label={t('prices.total')} cents={totals.grandTotalCents} strong />
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
