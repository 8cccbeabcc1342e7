import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Image,
  List,
  Modal,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconShoppingCartPlus,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { formatDecimal, ROUTES } from '@spina/domain';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useCart, useCreateSuggestedCart, type SuggestedCartResult } from '../../cart';
import { useSuggestedCart, type SuggestedCartData, type SuggestedProduct } from '../api/suggested-cart';
import { formatPrice } from '../format';
import { productPath } from './product-links';
import { DialogActions } from '../../../components/ui/DialogActions';

/** Reasons a line of the usual order cannot be added, by the server's code; others show the server's text. */
const REASON_KEYS: Readonly<Record<string, string>> = {
  PRODUCT_UNAVAILABLE: 'fastOrder.reasons.unavailable',
  PRODUCT_NOT_SALEABLE: 'fastOrder.reasons.notSaleable',
  UNIT_NOT_ORDERABLE: 'fastOrder.reasons.unit',
  EMPTIES_ONLY: 'fastOrder.reasons.emptiesOnly',
  CAPACITY_MAXIMUM: 'fastOrder.reasons.capacity',
  PALLET_MINIMUM: 'fastOrder.reasons.palletMinimum',
  QUANTITY_TOO_LARGE: 'fastOrder.reasons.tooLarge',
  NO_USUAL_ORDER: 'fastOrder.reasons.noUsualOrder',
};

function useReason() {
  const { t } = useTranslation('catalogue');
  return (code: string | null | undefined, message: string | null | undefined) =>
    code && REASON_KEYS[code] ? t(REASON_KEYS[code]) : (message ?? t('fastOrder.reasons.generic'));
}

/** '2 layers · 4 units' for the counters of a line. */
function useQuantityLabel() {
  const { t } = useTranslation('catalogue');
  return (line: { units: number; layers: number; pallets: number }) =>
    [
      line.pallets > 0 && t('fastOrder.pallets', { count: line.pallets }),
      line.layers > 0 && t('fastOrder.layers', { count: line.layers }),
      line.units > 0 && t('fastOrder.units', { count: line.units }),
    ]
      .filter(Boolean)
      .join(' · ');
}

function SuggestedLine({ product }: { product: SuggestedProduct }) {
  const { t } = useTranslation('catalogue');
  const quantities = useQuantityLabel();
  const reason = useReason();
  return (
    <Card withBorder radius="md" padding="sm" component="li" data-suggested-sku={product.sku}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Image src={product.image.url} alt="" w={56} h={56} fit="contain" loading="lazy" />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={productPath(product.sku)} fw={600} size="sm" lineClamp={2}>
            {product.catalog_product_name}
          </Anchor>
          <Text size="sm">{quantities(product) || t('fastOrder.noQuantity')}</Text>
          {product.orderable ? (
            <Text size="xs" c="gray.7">
              {t('fastOrder.lineTotal', {
                total: formatPrice(product.prices.row_total.value),
                price: formatPrice(product.prices.price.value),
              })}
            </Text>
          ) : (
            <Badge color="gray" variant="light" radius="sm" style={{ whiteSpace: 'normal', height: 'auto' }}>
              {reason(product.reason_code, product.reason)}
            </Badge>
          )}
          <Text size="xs" c="gray.7">
            {t('fastOrder.timesOrdered', { count: product.times_ordered })}
          </Text>
        </Stack>
      </Group>
    </Card>
  );
}

function AddResult({ result, onClose }: { result: SuggestedCartResult; onClose: () => void }) {
  const { t } = useTranslation('catalogue');
  const quantities = useQuantityLabel();
  const reason = useReason();
  const added = result.added.length > 0;
  return (
    <Alert
      color={added ? 'spinaGreen' : 'spinaRed'}
      variant="light"
      role="status"
      data-testid="suggested-result"
      icon={added ? <IconCircleCheck size={20} aria-hidden /> : <IconAlertTriangle size={20} aria-hidden />}
      withCloseButton
      closeButtonLabel={t('fastOrder.close')}
      onClose={onClose}
    >
      <Stack gap="xs">
        <Text size="sm" fw={700}>
          {added ? t('fastOrder.addedTitle', { count: result.added.length }) : t('fastOrder.nothingAdded')}
        </Text>
        {added && (
          <List size="sm" spacing={2}>
            {result.added.map((line) => (
              <List.Item key={line.sku}>
                {line.name}: {quantities(line)}
              </List.Item>
            ))}
          </List>
        )}
        {result.refused.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('fastOrder.notAddedTitle', { count: result.refused.length })}
            </Text>
            <List size="sm" spacing={2}>
              {result.refused.map((line, index) => (
                <List.Item key={`${line.sku ?? 'all'}-${index}`}>
                  {line.sku ? `${line.sku}: ` : ''}
                  {reason(line.code, line.message)}
                </List.Item>
              ))}
            </List>
          </>
        )}
        {added && (
          <Anchor component={Link} to={ROUTES.cart.path} size="sm" fw={600}>
            {t('fastOrder.goToCart')}
          </Anchor>
        )}
      </Stack>
    </Alert>
  );
}

function Summary({ data }: { data: SuggestedCartData }) {
  const { t, i18n } = useTranslation('catalogue');
  const address = data.shipping_address;
  const orderable = data.products.filter((product) => product.orderable).length;
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconTruckDelivery size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          <Text span fw={600}>
            {address.name}
          </Text>
          {', '}
          {address.street}, {address.postalcode} {address.city}
          {address.province ? ` (${address.province})` : ''}
        </Text>
      </Group>
      <Text size="sm" c="gray.7">
        {t('fastOrder.basis', { count: data.orders_read })} ·{' '}
        {t('fastOrder.weight', { weight: formatDecimal(data.weight, i18n.language, 0) })} ·{' '}
        {t('fastOrder.orderableCount', { count: orderable, total: data.products.length })}
      </Text>
    </Stack>
  );
}

/**
 * The suggested order of Fast Order (spec 2 §3 Suggested cart: total, shipping address, products with units,
 * layers, pallets and prices) and its one action, add all to cart (CREATE_SUGGESTED_CART), confirmed when the
 * cart already holds products, with a summary of what was added and what was not and why.
 */
export function SuggestedOrderPanel() {
  const { t } = useTranslation('catalogue');
  const suggested = useSuggestedCart();
  const cart = useCart();
  const create = useCreateSuggestedCart();
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<SuggestedCartResult | null>(null);
  const [failed, setFailed] = useState(false);

  const addAll = () => {
    setConfirming(false);
    setResult(null);
    setFailed(false);
    create.mutate(undefined, { onSuccess: setResult, onError: () => setFailed(true) });
  };

  let body;
  if (suggested.isError) {
    body = (
      <Alert color="spinaRed" variant="light" role="alert" icon={<IconAlertTriangle size={20} aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('fastOrder.loadError')}</Text>
          <Button size="xs" variant="white" color="spinaRed" onClick={() => void suggested.refetch()}>
            {t('fastOrder.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!suggested.data) {
    body = (
      <Stack gap="sm" aria-busy="true">
        <Text size="sm">{t('fastOrder.loading')}</Text>
        <Skeleton height={72} radius="md" />
      </Stack>
    );
  } else if (suggested.data.products.length === 0) {
    body = <Text size="sm">{t('fastOrder.empty')}</Text>;
  } else {
    const data = suggested.data;
    const orderable = data.products.some((product) => product.orderable);
    const cartLines = cart.data?.lines.length ?? 0;
    body = (
      <Stack gap="md" aria-busy={suggested.isPlaceholderData}>
        <Group justify="space-between" align="flex-start" gap="md">
          <Summary data={data} />
          <Stack gap={4}>
            <Text size="xs" c="gray.7">
              {t('fastOrder.total')}
            </Text>
            <Text fw={700} fz="xl" data-testid="suggested-total">
              {formatPrice(data.suggested_cart_total.value)}
            </Text>
          </Stack>
        </Group>
        <Group>
          <Button
            leftSection={<IconShoppingCartPlus size={18} aria-hidden />}
            disabled={!orderable}
            loading={create.isPending}
            onClick={() => (cartLines > 0 ? setConfirming(true) : addAll())}
          >
            {t('fastOrder.addAll')}
          </Button>
        </Group>
        {result && <AddResult result={result} onClose={() => setResult(null)} />}
        {failed && (
          <Alert color="spinaRed" variant="light" role="alert">
            {t('fastOrder.addError')}
          </Alert>
        )}
        <SimpleGrid
          component="ul"
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {data.products.map((product) => (
            <SuggestedLine key={product.sku} product={product} />
          ))}
        </SimpleGrid>
        <Modal
          opened={confirming}
          onClose={() => setConfirming(false)}
          title={t('fastOrder.confirmTitle')}
          closeButtonProps={{ 'aria-label': t('fastOrder.close') }}
          centered
        >
          <Stack gap="md">
            <Text size="sm">{t('fastOrder.confirmText', { count: cartLines })}</Text>
            <DialogActions
              cancelLabel={t('fastOrder.cancel')}
              confirmLabel={t('fastOrder.confirm')}
              onCancel={() => setConfirming(false)}
              onConfirm={addAll}
            />
          </Stack>
        </Modal>
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="usual-order-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="usual-order-title">
          {t('fastOrder.usualTitle')}
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
