import { Alert, Anchor, Button, Container, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { GraphQLRequestError } from '../../../lib/graphql';
import { useMessage } from '../../../lib/i18n/messages';
import { actionOrderOfDetail, type OrderDetail } from '../action-order';
import { useOrderDetail } from '../api/order-detail';
import { ActionOutcome } from '../components/ActionOutcome';
import { OrderActionButtons } from '../components/OrderActionButtons';
import { OrderActionDialogs } from '../components/OrderActionDialogs';
import { OrderFacts, OrderTotals, Section } from '../components/OrderFacts';
import { OrderLines } from '../components/OrderLines';
import { StatusBadge } from '../components/StatusBadge';
import { StatusTimeline } from '../components/StatusTimeline';
import { formatDay } from '../format';
import { useActionStates } from '../hooks/use-action-states';
import { useOrderActions, type OrderActions } from '../hooks/use-order-actions';
import { useOrderTexts } from '../hooks/use-order-texts';

function Loading() {
  const { t } = useTranslation('orders');
  return (
    <Stack gap="sm" aria-busy="true">
      <Text size="sm">{t('detail.loading')}</Text>
      <Skeleton height={90} radius="md" />
      <Skeleton height={220} radius="md" />
      <Skeleton height={140} radius="md" />
    </Stack>
  );
}

function Order({ order, actions }: { order: OrderDetail; actions: OrderActions }) {
  const { t } = useTranslation('orders');
  const texts = useOrderTexts();
  const states = useActionStates({
    shipToId: order.additional_data.ship_to_id,
    status: order.status,
    changeRefusal: order.change_refusal,
  });
  const kind = order.additional_data.empty_return ? t('kinds.emptiesOrder') : t('kinds.beerOrder');
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('detail.title', { number: order.order_number })}</Title>
        <Text size="sm">
          {`${kind} · ${order.additional_data.ship_to_name} · ${t('detail.placed', {
            date: formatDay(order.created_at, texts.timeZone),
          })}`}
        </Text>
      </Stack>
      <Group gap="lg" data-testid="order-statuses">
        <Group gap={6}>
          <Text size="sm" c="gray.7">
            {t('detail.deliveryStatus')}
          </Text>
          <StatusBadge value={order.status} />
        </Group>
        <Group gap={6}>
          <Text size="sm" c="gray.7">
            {t('detail.processingStatus')}
          </Text>
          <StatusBadge value={order.processing_status} />
        </Group>
      </Group>
      <section aria-label={t('actions.label', { number: order.order_number })}>
        <OrderActionButtons
          order={actionOrderOfDetail(order)}
          states={states}
          actions={actions}
          variant="detail"
        />
      </section>
      <ActionOutcome actions={actions} />
      <Section id="order-lines" title={t('detail.lines')}>
        <OrderLines items={order.items} />
      </Section>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section id="order-totals" title={t('detail.totals')}>
            <OrderTotals order={order} />
          </Section>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Section id="order-timeline" title={t('timeline.title')}>
            <StatusTimeline history={order.status_history} />
          </Section>
        </Grid.Col>
      </Grid>
      <OrderFacts order={order} />
    </Stack>
  );
}

/**
 * The detail of a placed order (spec 2 §2 "order detail also exists", §3 Submitted order): lines, totals,
 * addresses, delivery and payment, the linked beer or empties order, the status timeline, and re-order, edit
 * and cancel. Documents of the order come with a later issue.
 */
export default function OrderDetailPage() {
  const { t } = useTranslation('orders');
  const message = useMessage();
  const { orderNumber = '' } = useParams();
  const [params] = useSearchParams();
  const detail = useOrderDetail(orderNumber, params.get('shipTo'));
  const actions = useOrderActions();

  let content;
  if (detail.isPending) content = <Loading />;
  else if (detail.isError) {
    // The server's refusal ('Non-existent or blocked order') is said as is; anything else may pass on retry.
    const refused = detail.error instanceof GraphQLRequestError;
    content = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={18} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{refused ? message(detail.error.message) : t('detail.error')}</Text>
          {!refused && (
            <Button size="xs" variant="white" color="spinaRed" onClick={() => void detail.refetch()}>
              {t('list.retry')}
            </Button>
          )}
        </Stack>
      </Alert>
    );
  } else content = <Order order={detail.data} actions={actions} />;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={ROUTES['orders-history'].path} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('detail.back')}
          </Group>
        </Anchor>
        {content}
      </Stack>
      <OrderActionDialogs actions={actions} />
    </Container>
  );
}
