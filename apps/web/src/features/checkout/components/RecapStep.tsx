import { Alert, Anchor, Button, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconRecycle } from '@tabler/icons-react';
import { formatInputDate } from '@spina/domain';
import { Suspense, useState } from 'react';
import { lazyComponent } from '../../../lib/lazy-component';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { useOnlineStatus } from '../../../lib/online-status';
import { loadCapacityBar, type CartView } from '../../cart';
import { formatCents } from '../format';
import type { CheckoutCart, PriceCheck } from '../api/use-checkout';
import type { PlaceFailure } from '../place-failure';
import { PriceUpdateNotice } from './PriceUpdateNotice';
import { RecapPrices } from './RecapPrices';
import type { CheckoutStep } from './CheckoutStepper';
import { TermsAcceptance, termsAccepted, type TermsState } from './TermsAcceptance';

// Loaded with the checkout, so that the recap renders it with its first render: a lazy component suspending there
// appeared some 300 ms after the recap (React's throttled reveal) and, on a phone, moved Place order down under
// the buyer's finger.
const CapacityBar = lazyComponent(loadCapacityBar);
CapacityBar.prefetch();

const CALENDAR_MESSAGE = 'Shipping cannot be ordered. Choose a different date.';

type RecapStepProps = {
  cart: CheckoutCart;
  capacity: CartView['capacity'] | null;
  check: PriceCheck;
  placing: boolean;
  failure: PlaceFailure | null;
  /** The first date the order type may be delivered on, once asked for after a passed date. */
  newDate: string | null;
  takingDate: boolean;
  onTakeDate: (date: string) => void;
  onEdit: (step: CheckoutStep) => void;
  onPlace: (terms: TermsState) => void;
};

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="xs">
        <Title order={3} fz="md" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text size="sm" c="gray.7" style={{ minWidth: 150 }}>
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}

/**
 * The recap before placing (spec 2 §2): delivery and payment choices, the lines and the empties returned,
 * the capacity verdict, every price line after the price check (and 'Prices have been updated' with the old
 * and new figures), the two acceptances of spec 3 §5 and Place order, which explains what stops it. Offline,
 * Place order waits for the connection and says so (decision 0038): an order is never sent unseen.
 */
export function RecapStep(props: RecapStepProps) {
  const { cart, capacity, check, placing, failure, newDate, takingDate, onTakeDate, onEdit, onPlace } = props;
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const [terms, setTerms] = useState<TermsState>({ agreement: false, guidelines: false });
  const [pressed, setPressed] = useState(false);
  const online = useOnlineStatus();
  const names = new Map(
    cart.items.map((item) => [item.product.sku, item.product.catalog_product_name || item.product.name]),
  );
  const returned = cart.empties.filter((item) => item.kind === 'returned');
  const linked = cart.empties.filter((item) => item.kind === 'linked');
  const dateStopped = check.delivery_date_expired || failure?.kind === 'date';
  const blocked = !check.can_proceed || dateStopped;
  const payment = cart.selected_payment_method;
  const paymentTitle =
    cart.available_payment_methods.find((option) => option.code === payment?.code)?.title ?? payment?.title;

  const place = () => {
    setPressed(true);
    if (!online || blocked || !termsAccepted(terms)) return;
    onPlace(terms);
  };
  const explanation = !online
    ? t('place.offline')
    : dateStopped
      ? message(CALENDAR_MESSAGE)
      : !check.can_proceed
        ? t('recap.cannotProceed')
        : pressed && !termsAccepted(terms)
          ? t('terms.missing')
          : null;

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <PriceUpdateNotice check={check} names={names} />
          {dateStopped && (
            <Alert
              color="spinaRed"
              variant="light"
              role="alert"
              title={message(CALENDAR_MESSAGE)}
              icon={<IconCalendarEvent size={18} aria-hidden />}
              data-testid="date-stopped"
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('recap.datePassed')}</Text>
                {newDate ? (
                  <Button size="sm" onClick={() => onTakeDate(newDate)} loading={takingDate}>
                    {t('recap.takeDate', { date: formatInputDate(newDate) })}
                  </Button>
                ) : (
                  <Button size="sm" variant="light" onClick={() => onEdit('delivery')}>
                    {t('recap.chooseDate')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {!check.can_proceed && check.status_messages.length > 0 && (
            <Alert
              color="spinaRed"
              variant="light"
              role="alert"
              icon={<IconAlertTriangle size={18} aria-hidden />}
            >
              <List size="sm">
                {check.status_messages.map((text) => (
                  <List.Item key={text}>{message(text)}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Section id="recap-delivery" title={t('recap.delivery')}>
            <Detail
              label={t('recap.shipTo')}
              value={`${cart.outlet_details.outlet_name}, ${cart.outlet_details.street}, ${cart.outlet_details.postalcode} ${cart.outlet_details.city}`}
            />
            <Detail
              label={t('recap.orderType')}
              value={t(`orderTypes.${cart.delivery_method}`, { defaultValue: cart.delivery_method })}
            />
            <Detail
              label={t('recap.date')}
              value={cart.delivery_date ? formatInputDate(cart.delivery_date) : '—'}
            />
            <Detail
              label={t('recap.flexible')}
              value={cart.flexible_delivery ? t('recap.flexibleYes') : t('recap.no')}
            />
            <Detail label={t('details.orderNumber')} value={cart.customer_order_number || '—'} />
            <Detail label={t('details.note')} value={cart.note_for_driver || '—'} />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onEdit('delivery')}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('recap.changeDelivery')}
            </Anchor>
          </Section>
          <Section id="recap-payment" title={t('recap.payment')}>
            <Detail
              label={t('recap.paymentTerm')}
              value={payment ? `${paymentTitle} (${payment.code})` : '—'}
            />
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onEdit('payment')}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('recap.changePayment')}
            </Anchor>
          </Section>
          <Section id="recap-lines" title={t('recap.lines', { count: cart.items.length })}>
            <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {cart.items.map((item) => (
                <Group key={item.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" style={{ minWidth: 0 }}>
                    {names.get(item.product.sku)} · {t('recap.units', { count: item.quantity_total })}
                  </Text>
                  <Text size="sm" fw={600}>
                    {formatCents(Math.round(item.prices.row_total.value * 100))}
                  </Text>
                </Group>
              ))}
            </Stack>
          </Section>
          <Section id="recap-empties" title={t('recap.empties')}>
            {returned.length === 0 && linked.length === 0 && <Text size="sm">{t('recap.noEmpties')}</Text>}
            {returned.length > 0 && (
              <Stack
                gap={4}
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('recap.emptiesReturned')}
                data-testid="empties-returned"
              >
                {returned.map((item) => (
                  <Group key={item.sku} component="li" gap="xs" wrap="nowrap">
                    <IconRecycle size={16} aria-hidden />
                    <Text size="sm">
                      {t('recap.emptiesReturnLine', { count: item.qty, name: item.name })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
            {linked.length > 0 && (
              <Stack
                gap={4}
                component="ul"
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                aria-label={t('recap.emptiesLinked')}
              >
                {linked.map((item) => (
                  <Group key={`${item.parent_product}-${item.sku}`} component="li" gap="xs" wrap="nowrap">
                    <Text size="xs" c="gray.7">
                      {t('recap.emptiesLinkedLine', {
                        count: item.qty,
                        name: item.name,
                        deposit: formatCents(Math.round(item.deposit * 100)),
                      })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">
          {capacity && capacity.state !== 'hidden' && (
            <Section id="recap-capacity" title={t('recap.capacity')}>
              <Suspense fallback={null}>
                <CapacityBar capacity={capacity} compact />
              </Suspense>
            </Section>
          )}
          <Section id="recap-prices" title={t('recap.prices')}>
            <RecapPrices totals={check.totals} />
          </Section>
          <Section id="recap-terms" title={t('terms.title')}>
            <TermsAcceptance value={terms} onChange={setTerms} showErrors={pressed} />
            {failure && failure.kind !== 'date' && (
              <Alert
                color="spinaRed"
                variant="light"
                role="alert"
                icon={<IconAlertTriangle size={18} aria-hidden />}
              >
                {failure.kind === 'network'
                  ? t('place.networkFailure')
                  : t(`refusals.${failure.code}`, { defaultValue: message(failure.message) })}
              </Alert>
            )}
            <Button
              size="md"
              fullWidth
              onClick={place}
              loading={placing}
              disabled={placing || !online}
              aria-describedby={explanation ? 'place-order-why' : undefined}
            >
              {t('place.button')}
            </Button>
            {explanation && (
              <Text id="place-order-why" size="sm" c="spinaRed.8" role="status" data-testid="place-why">
                {explanation}
              </Text>
            )}
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
