import {
  Alert,
  Button,
  Container,
  Group,
  List,
  Paper,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatInputDate, ROUTES } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import { formatCents } from '../format';
import { usePlacedOrder, type PlacedOrder } from '../api/use-checkout';

function OrderCard({ order }: { order: PlacedOrder }) {
  const { t } = useTranslation('checkout');
  return (
    <Paper withBorder radius="md" p="md" data-testid="placed-order">
      <Stack gap={4}>
        <Text size="sm" c="gray.7">
          {order.is_empties_return ? t('thanks.emptiesOrder') : t('thanks.beerOrder')}
        </Text>
        <Text fw={700} fz="xl" data-testid="order-number">
          {order.order_number}
        </Text>
        <Text size="sm">
          {t('thanks.deliveryOn', {
            date: formatInputDate(order.delivery_date),
            type: t(`orderTypes.${order.order_type}`, { defaultValue: order.order_type }),
          })}
        </Text>
        {order.customer_order_number && (
          <Text size="sm">{t('thanks.yourNumber', { number: order.customer_order_number })}</Text>
        )}
        {!order.is_empties_return && (
          <Text size="sm">
            {t('thanks.total', { total: formatCents(Math.round(order.grand_total.value * 100)) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /thanks (spec 2 §2): the numbers of the orders placed (the beer order and its linked empties order), read
 * again by number from the address so a reload shows them, what happens next, and the ways on.
 */
export default function ThanksPage() {
  const { t } = useTranslation('checkout');
  const [params] = useSearchParams();
  const location = useLocation();
  const numbers = params.getAll('order');
  const fromPlacing = (location.state as { orders?: PlacedOrder[] } | null)?.orders;
  const main = usePlacedOrder(fromPlacing?.length ? null : (numbers[0] ?? null));
  const linkedNumber = main.data?.linked_order_number ?? numbers[1] ?? null;
  const linked = usePlacedOrder(fromPlacing?.length ? null : linkedNumber);

  let orders: PlacedOrder[] | null = null;
  if (fromPlacing?.length) orders = fromPlacing;
  else if (main.data) orders = [main.data, ...(linked.data ? [linked.data] : [])];

  let content;
  if (numbers.length === 0 || main.data === null) {
    content = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t('thanks.notFound')}
      </Alert>
    );
  } else if (main.isError && !orders) {
    content = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('thanks.loadFailed')}</Text>
          <Button size="xs" variant="white" color="spinaRed" onClick={() => void main.refetch()}>
            {t('page.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!orders) {
    content = (
      <Stack gap="sm" aria-busy="true">
        <Text size="sm">{t('thanks.loading')}</Text>
        <Skeleton height={100} radius="md" />
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="xl" color="spinaGreen.8" aria-hidden>
            <IconCircleCheck size={26} />
          </ThemeIcon>
          <Text fw={600}>{t('thanks.placed', { count: orders.length })}</Text>
        </Group>
        <Stack gap="sm" data-testid="placed-orders">
          {orders.map((order) => (
            <OrderCard key={order.order_number} order={order} />
          ))}
        </Stack>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="thanks-next-title">
          <Title order={2} fz="md" id="thanks-next-title" mb="xs">
            {t('thanks.nextTitle')}
          </Title>
          <List size="sm" spacing={4}>
            <List.Item>{t('thanks.next1')}</List.Item>
            <List.Item>{t('thanks.next2')}</List.Item>
            <List.Item>{t('thanks.next3')}</List.Item>
          </List>
        </Paper>
      </Stack>
    );
  }
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('thanks.title')}</Title>
        {content}
        <Group gap="sm">
          <Button component={Link} to={ROUTES['orders-history'].path}>
            {t('thanks.history')}
          </Button>
          <Button component={Link} to={ROUTES.products.path} variant="light">
            {t('thanks.catalogue')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
