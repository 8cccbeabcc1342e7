import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { CUSTOMER_ORDER_NUMBER_MAX, NOTE_FOR_DRIVER_MAX } from '../../cart';
import { loadDeliveryChoices } from '../../delivery';
import {
  CheckoutRefused,
  useSaveOrderDetails,
  useSetTransport,
  type CheckoutCart,
} from '../api/use-checkout';

const DeliveryChoices = lazy(loadDeliveryChoices);

/** The ship-to the order goes to (spec 2 §3 outlet_details). */
export function ShipToAddress({ cart }: { cart: CheckoutCart }) {
  const { t } = useTranslation('checkout');
  const outlet = cart.outlet_details;
  return (
    <Stack gap={2} component="address" style={{ fontStyle: 'normal' }} aria-label={t('delivery.address')}>
      <Text fw={700}>{outlet.outlet_name}</Text>
      <Text size="sm">{outlet.street}</Text>
      <Text size="sm">
        {outlet.postalcode} {outlet.city}
        {outlet.province ? ` (${outlet.province})` : ''} · {outlet.country}
      </Text>
      <Text size="xs" c="gray.7">
        {t('delivery.shipToId', { id: outlet.sap_id })} · {outlet.payer_name}
      </Text>
    </Stack>
  );
}

/** The length rule of a field: a translated error once the text is longer than the server stores. */
function tooLong(value: string, max: number, message: (max: number) => string): string | null {
  return value.trim().length > max ? message(max) : null;
}

type DeliveryStepProps = {
  cart: CheckoutCart;
  onNext: () => void;
};

/**
 * Checkout's delivery step (spec 2 §2): ship-to address, the bar's order type and request date with the
 * calendar, flexible delivery (1 % off, shipping within 3 working days after the date; spec 2 §9), the empties
 * returned with a beer order, the note for the driver and the customer order number, checked against what the
 * server stores before going on.
 */
export function DeliveryStep({ cart, onNext }: DeliveryStepProps) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const save = useSaveOrderDetails();
  const transport = useSetTransport();
  const [note, setNote] = useState(cart.note_for_driver ?? '');
  const [orderNumber, setOrderNumber] = useState(cart.customer_order_number ?? '');
  const [tried, setTried] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setNote(cart.note_for_driver ?? ''), [cart.note_for_driver]);
  useEffect(() => setOrderNumber(cart.customer_order_number ?? ''), [cart.customer_order_number]);

  const tooLongText = (max: number) => t('details.tooLong', { max });
  const orderNumberError = tooLong(orderNumber, CUSTOMER_ORDER_NUMBER_MAX, tooLongText);
  const noteError = tooLong(note, NOTE_FOR_DRIVER_MAX, tooLongText);
  const dateMissing = !cart.delivery_date;

  const next = async () => {
    setTried(true);
    setProblem(null);
    if (orderNumberError || noteError || dateMissing) return;
    const details = { noteForDriver: note.trim(), customerOrderNumber: orderNumber.trim() };
    const changed =
      details.noteForDriver !== (cart.note_for_driver ?? '') ||
      details.customerOrderNumber !== (cart.customer_order_number ?? '');
    try {
      if (changed) await save.mutateAsync({ cartId: cart.id, ...details });
      onNext();
    } catch (error) {
      setProblem(error instanceof CheckoutRefused ? error.message : 'Something went wrong');
    }
  };

  const flexible = (checked: boolean) => {
    setProblem(null);
    transport.mutate(
      { cart, change: { flexible: checked } },
      {
        onError: (error) =>
          setProblem(error instanceof CheckoutRefused ? error.message : 'Something went wrong'),
      },
    );
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-address-title">
        <Stack gap="xs">
          <Title order={3} fz="md" id="checkout-address-title">
            {t('delivery.address')}
          </Title>
          <ShipToAddress cart={cart} />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-when-title">
        <Stack gap="sm">
          <Title order={3} fz="md" id="checkout-when-title">
            {t('delivery.when')}
          </Title>
          <Suspense
            fallback={
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{t('delivery.loading')}</Text>
              </Group>
            }
          >
            <DeliveryChoices />
          </Suspense>
          {tried && dateMissing && (
            <Text size="sm" c="spinaRed.8" role="alert">
              {message('Delivery date has to not be empty!')}
            </Text>
          )}
          <Checkbox
            checked={cart.flexible_delivery}
            disabled={transport.isPending}
            onChange={(event) => flexible(event.currentTarget.checked)}
            label={t('delivery.flexible')}
            description={t('delivery.flexibleHint')}
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkout-details-title">
        <Stack gap="sm">
          <Title order={3} fz="md" id="checkout-details-title">
            {t('details.title')}
          </Title>
          <TextInput
            label={t('details.orderNumber')}
            description={t('details.orderNumberHint', { max: CUSTOMER_ORDER_NUMBER_MAX })}
            value={orderNumber}
            onChange={(event) => setOrderNumber(event.currentTarget.value)}
            error={orderNumberError}
          />
          <Textarea
            label={t('details.note')}
            description={t('details.noteHint', { max: NOTE_FOR_DRIVER_MAX, count: note.trim().length })}
            value={note}
            rows={3}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={noteError}
          />
        </Stack>
      </Paper>
      {problem && (
        <Alert
          color="spinaRed"
          variant="light"
          role="alert"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          {message(problem)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button onClick={() => void next()} loading={save.isPending}>
          {t('delivery.next')}
        </Button>
      </Group>
    </Stack>
  );
}
