import { Alert, Button, Container, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCartOff } from '@tabler/icons-react';
import { ROUTES } from '@spina/domain';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useMessage } from '../../../lib/i18n/messages';
import {
  useAddByList,
  useAddToCart,
  useRemoveCartItem,
  useSaveOrderDetails,
  useUpdateCartItems,
} from '../api/cart-actions';
import { useReturnableEmpties, useUpdateEmpties } from '../api/empties-return';
import { useCart } from '../api/use-cart';
import { useTruckFill } from '../api/use-truck-fill';
import type { CartView, FillSuggestion } from '../cart-model';
import { CapacityBar } from '../components/CapacityBar';
import { CartLines } from '../components/CartLines';
import { EmptiesReturn } from '../components/EmptiesReturn';
import { OrderDetailsForm } from '../components/OrderDetailsForm';
import { PriceBreakdown } from '../components/PriceBreakdown';
import { QuickOrderPanel } from '../components/QuickOrderPanel';
import { SaveForLater } from '../components/SaveForLater';
import { TruckFillAssistant } from '../components/TruckFillAssistant';

function LoadingCart() {
  const { t } = useTranslation('cart');
  return (
    <Stack gap="sm" aria-busy="true">
      <Text size="sm">{t('page.loading')}</Text>
      <Skeleton height={120} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

function EmptyCart() {
  const { t } = useTranslation('cart');
  const message = useMessage();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="sm">
        <IconShoppingCartOff size={40} aria-hidden />
        <Title order={2} fz="lg">
          {message('The cart is Empty')}
        </Title>
        <Text size="sm" c="gray.7" ta="center">
          {t('page.emptyText')}
        </Text>
        <Button component={Link} to={ROUTES.products.path}>
          {t('page.browse')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The side column: capacity, truck-fill assistant, prices and (unless checkout asks them later) order details. */
function CartSummary({ cart, withOrderDetails }: { cart: CartView; withOrderDetails: boolean }) {
  const { t } = useTranslation('cart');
  const fill = useTruckFill(cart);
  const add = useAddToCart();
  const save = useSaveOrderDetails();
  const [adding, setAdding] = useState<string | null>(null);
  const addSuggestion = (suggestion: FillSuggestion) => {
    setAdding(suggestion.sku);
    add.mutate(
      {
        sku: suggestion.sku,
        name: suggestion.name,
        quantities: { packages: 0, layers: suggestion.layers, pallets: suggestion.pallets },
      },
      { onSettled: () => setAdding(null) },
    );
  };
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="capacity-title">
        <Stack gap="xs">
          <Title order={2} fz="md" id="capacity-title">
            {t('capacity.title')}
          </Title>
          <CapacityBar capacity={cart.capacity} />
        </Stack>
      </Paper>
      {fill && <TruckFillAssistant fill={fill} onAdd={addSuggestion} adding={adding} />}
      <PriceBreakdown totals={cart.totals} />
      {withOrderDetails && (
        <OrderDetailsForm
          noteForDriver={cart.noteForDriver}
          customerOrderNumber={cart.customerOrderNumber}
          saving={save.isPending}
          onSave={(details) => save.mutateAsync(details)}
        />
      )}
    </Stack>
  );
}

/** The empties return of a beer order that holds goods (spec 2 §1, §4 shipment mode 0). */
function CartEmptiesReturn({ cart }: { cart: CartView }) {
  const returnable = useReturnableEmpties(cart.shipToId);
  const update = useUpdateEmpties();
  return (
    <EmptiesReturn
      returnable={returnable.data}
      failed={returnable.isError}
      onRetry={() => void returnable.refetch()}
      returned={cart.returnedEmpties}
      onChange={(sku, quantity) => update.mutate({ sku, quantity })}
    />
  );
}

/**
 * The cart's contents (spec 2 §2, issue 10 item 4), the first step of the order: the lines with their counters
 * and linked empties, the empties returned with a beer order, the capacity bar, the truck-fill assistant, the
 * price breakdown, the note for the driver and the customer order number (unless checkout asks them in its
 * delivery step), and quick order by list; loading, empty and error states. No footer (spec 1 §2.2).
 */
export function CartContents({
  withOrderDetails = true,
  after,
}: {
  withOrderDetails?: boolean;
  /** What follows the contents once they show (checkout's way on), so that it comes with them, not before. */
  after?: (cart: CartView) => ReactNode;
}) {
  const { t } = useTranslation('cart');
  const cart = useCart();
  const update = useUpdateCartItems();
  const remove = useRemoveCartItem();
  const addByList = useAddByList();
  // The cart's first answer appears through a deferred flag: React builds its lines, bars and totals in slices that
  // leave the main thread free, where the answer's update alone rendered them in one long task. Later answers (a
  // quantity changed) show at once. An answer already here on mount (read by the header's cart icon) shows at once
  // too: its skeleton, a different height, would shift the page.
  const firstAnswerShown = useDeferredValue(cart.data !== undefined);
  let content;
  if (cart.isError && !cart.data) {
    content = (
      <Alert
        color="spinaRed"
        variant="light"
        title={t('page.errorTitle')}
        icon={<IconAlertTriangle size={20} aria-hidden />}
        role="alert"
      >
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{t('page.errorText')}</Text>
          <Button size="xs" variant="white" color="spinaRed" onClick={() => void cart.refetch()}>
            {t('page.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!cart.data || !firstAnswerShown) {
    content = <LoadingCart />;
  } else {
    const data = cart.data;
    content = (
      <>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <SaveForLater hasItems={data.lines.length > 0} />
              {data.lines.length === 0 ? (
                <EmptyCart />
              ) : (
                <CartLines
                  lines={data.lines}
                  empties={data.empties}
                  busy={remove.isPending}
                  onChange={(line, quantities) => update.mutate([{ line, quantities }])}
                  onRemove={(line) => remove.mutate(line)}
                />
              )}
              {data.shipmentMode === 0 && (data.lines.length > 0 || data.returnedEmpties.length > 0) && (
                <CartEmptiesReturn cart={data} />
              )}
              <QuickOrderPanel onSubmit={(lines) => addByList.mutateAsync(lines)} />
            </Stack>
          </Grid.Col>
          {data.lines.length > 0 && (
            <Grid.Col span={{ base: 12, md: 4 }}>
              <CartSummary cart={data} withOrderDetails={withOrderDetails} />
            </Grid.Col>
          )}
        </Grid>
        {after?.(data)}
      </>
    );
  }
  return content;
}

/** /cart as the cart feature alone shows it (no footer, spec 1 §2.2); the app shows checkout's steps there. */
export default function CartPage() {
  const { t } = useTranslation('cart');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('page.title')}</Title>
        <CartContents />
      </Stack>
    </Container>
  );
}
