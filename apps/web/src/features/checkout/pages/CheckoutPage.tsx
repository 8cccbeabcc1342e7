import { Alert, Button, Container, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { memo, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useMessage } from '../../../lib/i18n/messages';
import { loadCartContents, useCart, type CartView } from '../../cart';
import {
  CheckoutRefused,
  firstAvailableDate,
  useCheckoutCart,
  usePlaceOrder,
  useSetTransport,
  useUpdatePrices,
  type PriceCheck,
} from '../api/use-checkout';
import { CHECKOUT_STEPS, CheckoutStepper, type CheckoutStep } from '../components/CheckoutStepper';
import { DeliveryStep } from '../components/DeliveryStep';
import { PaymentStep } from '../components/PaymentStep';
import { RecapStep } from '../components/RecapStep';
import type { TermsState } from '../components/TermsAcceptance';
import { lazyComponent } from '../../../lib/lazy-component';
import { placeFailure, type PlaceFailure } from '../place-failure';
import { thanksPath } from '../thanks-path';

// The first step's code loads with the page's, so the cart renders as soon as its answer is here.
const CartContents = lazyComponent(loadCartContents);
CartContents.prefetch();

const stepIndex = (step: CheckoutStep) => CHECKOUT_STEPS.indexOf(step);

function Loading() {
  const { t } = useTranslation('checkout');
  return (
    <Stack gap="sm" aria-busy="true">
      <Text size="sm">{t('page.loading')}</Text>
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

/**
 * Step 1 (spec 2 §2 check contents): the cart's lines, totals and capacity; on only when capacity allows. Memoised:
 * the contents follow the cart themselves, and the page around them renders again with every answer it waits for.
 */
const ContentsStep = memo(function ContentsStep({ onNext }: { onNext: () => void }) {
  return (
    <Stack gap="md">
      <Suspense fallback={<Loading />}>
        <CartContents
          withOrderDetails={false}
          after={(cart) => cart.lines.length > 0 && <ContentsNext cart={cart} onNext={onNext} />}
        />
      </Suspense>
    </Stack>
  );
});

/** The way on from the contents, or why capacity refuses it. */
function ContentsNext({ cart, onNext }: { cart: CartView; onNext: () => void }) {
  const { t } = useTranslation('checkout');
  const message = useMessage();
  const capacityRefuses = cart.capacity.state === 'error';
  return (
    <Stack gap={4} align="flex-end">
      <Button
        onClick={onNext}
        disabled={capacityRefuses}
        aria-describedby={capacityRefuses ? 'contents-why' : undefined}
      >
        {t('contents.next')}
      </Button>
      {capacityRefuses && (
        <Text id="contents-why" size="sm" c="spinaRed.8" ta="right" data-testid="contents-why">
          {t('contents.blocked', {
            reason: cart.capacity.message ? message(cart.capacity.message) : t('contents.capacity'),
          })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * /cart with checkout (spec 2 §2): a visible stepper over check contents, delivery, payment terms and the
 * recap; each step's heading takes the focus when it opens. The price check runs before the recap; Place order
 * sends placeOrder with one Idempotency-Key per attempt and goes to /thanks. No footer (spec 1 §2.2).
 */
export default function CheckoutPage() {
  const { t } = useTranslation(['checkout', 'cart']);
  const navigate = useNavigate();
  const checkout = useCheckoutCart();
  const cartView = useCart();
  const transport = useSetTransport();
  const prices = useUpdatePrices();
  const place = usePlaceOrder();
  const [step, setStep] = useState<CheckoutStep>('contents');
  const [reached, setReached] = useState<CheckoutStep>('contents');
  const [check, setCheck] = useState<PriceCheck | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<PlaceFailure | null>(null);
  const [newDate, setNewDate] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const placing = useRef(false);
  const cart = checkout.data;

  useEffect(() => {
    if (moved.current) heading.current?.focus();
  }, [step]);

  const open = useCallback((next: CheckoutStep) => {
    moved.current = true;
    setProblem(null);
    setStep(next);
    setReached((current) => (stepIndex(next) > stepIndex(current) ? next : current));
  }, []);
  // One function for the contents' way on, so that the page rendering again (each answer of the cart, its prices
  // or its transport) does not render the cart's lines again with it.
  const openDelivery = useCallback(() => open('delivery'), [open]);

  const offerNewDate = async () => {
    if (!cart) return;
    setNewDate(await firstAvailableDate(cart).catch(() => null));
  };

  /** The price check before the recap (spec 2 §3); a passed date is offered the first available one. */
  const runCheck = async () => {
    if (!cart) return;
    const result = await prices.mutateAsync(cart.id);
    setCheck(result);
    setFailure(null);
    if (result.delivery_date_expired) await offerNewDate();
    else setNewDate(null);
  };

  const toRecap = async (paymentCode?: string) => {
    if (!cart) return;
    setProblem(null);
    try {
      if (paymentCode && paymentCode !== cart.selected_payment_method?.code) {
        await transport.mutateAsync({ cart, change: { paymentCode } });
      }
      await runCheck();
      open('recap');
    } catch (error) {
      setProblem(error instanceof CheckoutRefused ? error.message : 'Something went wrong');
    }
  };

  const takeDate = async (date: string) => {
    if (!cart) return;
    try {
      await transport.mutateAsync({ cart, change: { date } });
      place.resetAttempt();
      await runCheck();
    } catch (error) {
      setFailure(placeFailure(error));
    }
  };

  const placeOrder = (terms: TermsState) => {
    if (!cart || placing.current) return;
    placing.current = true;
    setFailure(null);
    place.mutate(
      {
        cartId: cart.id,
        customerOrderNumber: cart.customer_order_number ?? '',
        noteForDriver: cart.note_for_driver ?? '',
        acceptMasterPurchaseAgreement: terms.agreement,
        acceptGuidelines: terms.guidelines,
      },
      {
        onSuccess: (result) => {
          void navigate(thanksPath(result.orders.length > 0 ? result.orders : [result.order!]), {
            state: { orders: result.orders },
          });
        },
        onError: (error) => {
          // Only a failure frees the button: after a placement it stays pressed until /thanks opens, so the
          // second click of a double click on a slow phone cannot start a new attempt with a new key.
          placing.current = false;
          const reason = placeFailure(error);
          setFailure(reason);
          if (reason.kind === 'date') {
            if (reason.firstAvailableDate) setNewDate(reason.firstAvailableDate);
            else void offerNewDate();
          }
        },
      },
    );
  };

  let body;
  if (step === 'contents') {
    body = <ContentsStep onNext={openDelivery} />;
  } else if (!cart) {
    body = checkout.isError ? (
      <Alert
        color="spinaRed"
        variant="light"
        role="alert"
        title={t('page.errorTitle')}
        icon={<IconAlertTriangle size={20} aria-hidden />}
      >
        <Button size="xs" variant="white" color="spinaRed" onClick={() => void checkout.refetch()}>
          {t('page.retry')}
        </Button>
      </Alert>
    ) : (
      <Loading />
    );
  } else if (step === 'delivery') {
    body = <DeliveryStep cart={cart} onNext={() => open('payment')} />;
  } else if (step === 'payment') {
    body = (
      <PaymentStep
        options={cart.available_payment_methods.map((option) => ({
          code: option.code,
          group: option.group,
          title: option.title,
          isDefault: option.is_default,
        }))}
        selected={cart.selected_payment_method?.code ?? null}
        busy={transport.isPending || prices.isPending}
        problem={problem}
        onNext={(code) => void toRecap(code)}
      />
    );
  } else if (!check) {
    body = <Loading />;
  } else {
    body = (
      <RecapStep
        cart={cart}
        capacity={cartView.data?.capacity ?? null}
        check={check}
        placing={place.isPending || place.isSuccess}
        failure={failure}
        newDate={newDate}
        takingDate={transport.isPending || prices.isPending}
        onTakeDate={(date) => void takeDate(date)}
        onEdit={open}
        onPlace={placeOrder}
      />
    );
  }

  const checking = step !== 'recap' && prices.isPending;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('page.title', { ns: 'cart' })}</Title>
        <CheckoutStepper
          current={step}
          reached={reached}
          onGo={(next) => (next === 'recap' ? void toRecap() : open(next))}
        />
        <Stack gap="md" component="section" aria-labelledby="checkout-step-title">
          <Group justify="space-between" align="center">
            <Title
              order={2}
              fz="h3"
              id="checkout-step-title"
              ref={heading}
              tabIndex={-1}
              style={{ outline: 'none' }}
            >
              {t('stepper.heading', { number: stepIndex(step) + 1, name: t(`steps.${step}`) })}
            </Title>
            {checking && (
              <Group gap="xs" role="status">
                <Loader size="xs" aria-hidden />
                <Text size="sm">{t('recap.checking')}</Text>
              </Group>
            )}
          </Group>
          {body}
        </Stack>
      </Stack>
    </Container>
  );
}
