import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconRecycle,
  IconShoppingCartPlus,
  IconTrash,
} from '@tabler/icons-react';
import { formatInputDate, paymentTermLabel } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useMarket } from '../../auth';
import { useSavedOrderDetails, type SavedOrderDetails } from '../api/use-saved-orders';
import { formatEuros, formatSavedDay } from '../format';
import { isGone, type SavedOrderActions } from '../use-saved-order-actions';
import { useOrderName } from './order-name';
import { Fact } from '../../../components/ui/Fact';

type Address = SavedOrderDetails['shipping_address'];
type Item = SavedOrderDetails['items'][number];

function AddressCard({ title, address }: { title: string; address: Address }) {
  const { t } = useTranslation('saved-orders');
  const place = [address.postalcode, address.city, address.province && `(${address.province})`]
    .filter(Boolean)
    .join(' ');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Title order={3} fz="sm" mb={4}>
        {title}
      </Title>
      <Text size="sm" fw={600}>
        {address.name}
      </Text>
      {address.street && <Text size="sm">{address.street}</Text>}
      {place && <Text size="sm">{place}</Text>}
      <Text size="sm">{address.country}</Text>
      <Text size="xs" c="gray.7">
        {t('details.sapId', { id: address.sap_id })}
      </Text>
    </Paper>
  );
}

/** The counters of a line as the cart entered them: packages, layers, pallets, then the units in all. */
function lineQuantities(item: Item, t: (key: string, options: { count: number }) => string): string {
  const parts = [
    item.number_of_packages > 0 && t('details.packages', { count: item.number_of_packages }),
    item.number_of_layer > 0 && t('details.layers', { count: item.number_of_layer }),
    item.number_of_pallet > 0 && t('details.pallets', { count: item.number_of_pallet }),
  ].filter((part): part is string => Boolean(part));
  const units = t('order.units', { count: item.quantity });
  return parts.length > 0 ? `${parts.join(' + ')} = ${units}` : units;
}

function ItemRow({ item }: { item: Item }) {
  const { t } = useTranslation('saved-orders');
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-sku={item.sku}>
      <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Avatar src={item.image.url} alt="" radius="sm" size={56} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} size="sm">
              {item.name}
            </Text>
            <Text size="xs" c="gray.7">
              {t('details.sku', { sku: item.sku })} ·{' '}
              {t('details.unitPrice', { price: formatEuros(item.price.value) })}
            </Text>
            <Text size="sm">{lineQuantities(item, t)}</Text>
          </Stack>
        </Group>
        <Text
          fw={700}
          size="sm"
          aria-label={`${t('details.rowTotal')}: ${formatEuros(item.row_total.value)}`}
        >
          {formatEuros(item.row_total.value)}
        </Text>
      </Group>
    </Paper>
  );
}

function DetailsBody({ details, actions }: { details: SavedOrderDetails; actions: SavedOrderActions }) {
  const { t, i18n } = useTranslation('saved-orders');
  const market = useMarket();
  const name = useOrderName()(details.order);
  const { order } = details;
  return (
    <Stack gap="md" data-testid="saved-order-details">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="xl">
            {name}
          </Title>
          <Text size="sm" c="gray.7">
            {t('details.savedOn', { date: formatSavedDay(order.saved_order_date, market) })} ·{' '}
            {order.beer_order ? t('order.kindBeer') : t('order.kindEmpties')}
          </Text>
        </Stack>
        <Group gap="sm">
          <Button
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            loading={actions.reordering === order.id}
            onClick={() => actions.reorder(order)}
          >
            {t('order.reorder')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden />}
            onClick={() => actions.askDelete(order)}
          >
            {t('order.delete')}
          </Button>
        </Group>
      </Group>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="saved-order-summary">
        <Title order={3} fz="sm" mb="xs" id="saved-order-summary">
          {t('details.summary')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="dl" m={0}>
          <Fact term={t('columns.total')}>{formatEuros(order.total.value)}</Fact>
          <Fact term={t('columns.quantity')}>
            {t('order.units', { count: order.total_qty })} · {t('order.lines', { count: order.lines_count })}
          </Fact>
          <Fact term={t('details.deliveryDate')}>
            {order.delivery_date ? formatInputDate(order.delivery_date) : t('details.none')}
          </Fact>
          <Fact term={t('details.paymentTerm')}>
            {details.payment_method
              ? paymentTermLabel(details.payment_method, i18n.language)
              : t('details.none')}
          </Fact>
          <Fact term={t('details.customerOrderNumber')}>
            {order.customer_order_number || t('details.none')}
          </Fact>
          <Fact term={t('details.note')}>{details.note_for_driver || t('details.none')}</Fact>
        </SimpleGrid>
      </Paper>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <AddressCard title={t('details.shippingAddress')} address={details.shipping_address} />
        <AddressCard title={t('details.billingAddress')} address={details.billing_address} />
      </SimpleGrid>

      <Stack gap="xs" component="section" aria-labelledby="saved-order-items">
        <Title order={3} fz="md" id="saved-order-items">
          {t('details.items')} ({details.items.length})
        </Title>
        <Stack
          gap="sm"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-labelledby="saved-order-items"
        >
          {details.items.map((item) => (
            <ItemRow key={item.sku} item={item} />
          ))}
        </Stack>
      </Stack>

      <Stack gap="xs" component="section" aria-labelledby="saved-order-empties">
        <Title order={3} fz="md" id="saved-order-empties">
          {t('details.empties')}
        </Title>
        {details.empties.length === 0 ? (
          <Text size="sm" c="gray.7">
            {t('details.noEmpties')}
          </Text>
        ) : (
          <Stack
            gap={4}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="saved-order-empties"
          >
            {details.empties.map((line) => (
              <Group key={line.sku} component="li" gap="xs" wrap="nowrap">
                <IconRecycle size={16} aria-hidden />
                <Text size="sm">
                  {line.name} ({line.sku}) · {t('details.emptiesQuantity', { count: line.qty })}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * One saved order (spec 2 §3 "details add addresses, items, payment method"; spec 2 §7 getSaveOrderDetails) at
 * /orders/saved?order=<id>, so it can be linked to and reloaded; the way back keeps the list's filters and page.
 */
export function SavedOrderDetailsView({
  id,
  backHref,
  actions,
}: {
  id: string;
  backHref: string;
  actions: SavedOrderActions;
}) {
  const { t } = useTranslation('saved-orders');
  const details = useSavedOrderDetails(id);

  let content;
  if (details.isError) {
    const gone = isGone(details.error);
    content = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{gone ? t('details.notFound') : t('details.loadFailed')}</Text>
          {!gone && (
            <Button size="xs" variant="white" color="spinaRed" onClick={() => void details.refetch()}>
              {t('page.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else if (!details.data) {
    content = (
      <Stack gap="sm" aria-busy="true">
        <Text size="sm">{t('details.loading')}</Text>
        <Skeleton height={40} width="50%" radius="md" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={80} radius="md" />
      </Stack>
    );
  } else {
    content = <DetailsBody details={details.data} actions={actions} />;
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={backHref} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('details.back')}
        </Group>
      </Anchor>
      {content}
    </Stack>
  );
}
