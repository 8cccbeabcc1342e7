import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { orderDetailPath, type OrderDetail } from '../action-order';
import { formatDate, formatMoney } from '../format';
import { useOrderTexts } from '../hooks/use-order-texts';
import { Fact } from '../../../components/ui/Fact';

type Address = OrderDetail['shipping_address'];

/** A titled box of the detail screen. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** An address with its SAP code, named as what it is: the ship-to, or the paying company. */
function AddressLines({ address, codeLabel }: { address: Address; codeLabel: 'shipToId' | 'payerId' }) {
  const { t } = useTranslation('orders');
  const place = [address.postalcode, address.city, address.province ? `(${address.province})` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {address.name}
      </Text>
      {address.street && <Text size="sm">{address.street}</Text>}
      {place && <Text size="sm">{place}</Text>}
      <Text size="sm">{address.country}</Text>
      <Text size="xs" c="gray.7">
        {t(`detail.${codeLabel}`, { id: address.sap_id })}
      </Text>
    </Stack>
  );
}

/** Delivery, payment and the linked order (spec 2 §3 additional_data), and the two addresses. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const data = order.additional_data;
  const linked = data.empty_order_number ?? data.beer_order;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Section id="order-delivery" title={t('detail.delivery')}>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" m={0}>
          <Fact term={t('detail.deliveryDate')}>{formatDate(data.delivery_date)}</Fact>
          <Fact term={t('detail.orderType')}>{texts.orderType(data.type_of_transport)}</Fact>
          <Fact term={t('detail.deliveryMessage')}>{data.delivery_message || t('detail.none')}</Fact>
          <Fact term={t('detail.flexible')}>
            {order.flexible_delivery ? t('detail.yes') : t('detail.no')}
          </Fact>
          <Fact term={t('detail.payment')}>
            {data.payment_method_title || data.payment_method || t('detail.none')}
          </Fact>
          <Fact term={t('detail.customerOrderNumber')}>
            {order.customer_order_number || t('detail.none')}
          </Fact>
          <Fact term={t('detail.noteForDriver')}>{order.note_for_driver || t('detail.none')}</Fact>
          {linked && (
            <Fact term={data.empty_order_number ? t('detail.linkedEmpties') : t('detail.linkedBeer')}>
              <Anchor
                component={Link}
                to={orderDetailPath(linked, data.ship_to_id)}
                underline="always"
                data-testid="linked-order"
              >
                {linked}
              </Anchor>
            </Fact>
          )}
        </SimpleGrid>
      </Section>
      <Section id="order-addresses" title={t('detail.shippingAddress')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <AddressLines address={order.shipping_address} codeLabel="shipToId" />
          <Stack gap={4}>
            <Text size="sm" c="gray.7">
              {t('detail.billingAddress')}
            </Text>
            <AddressLines address={order.billing_address} codeLabel="payerId" />
          </Stack>
        </SimpleGrid>
      </Section>
    </SimpleGrid>
  );
}

/** The money of the order: your price, the empties deposit, tax and the grand total. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const rows = [
    [t('detail.totalYourPrice'), order.additional_data.total_your_price.value],
    [t('detail.emptiesDeposit'), order.additional_data.total_empties_deposit.value],
    [t('detail.tax'), order.total_tax.value],
  ] as const;
  return (
    <Stack component="dl" gap={6} m={0} data-testid="order-totals">
      {rows.map(([term, value]) => (
        <SimpleGrid key={term} cols={2} spacing="xs">
          <Text component="dt" size="sm">
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} ta="end">
            {formatMoney(value)}
          </Text>
        </SimpleGrid>
      ))}
      <SimpleGrid cols={2} spacing="xs">
        <Text component="dt" fw={700}>
          {t('detail.grandTotal')}
        </Text>
        <Text component="dd" fw={700} m={0} ta="end">
          {formatMoney(order.grand_total.value)}
        </Text>
      </SimpleGrid>
    </Stack>
  );
}
