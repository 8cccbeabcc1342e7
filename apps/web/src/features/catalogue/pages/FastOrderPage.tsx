import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ProductsScreen } from '../components/ProductsScreen';
import { SuggestedOrderPanel } from '../components/SuggestedOrderPanel';
import { useFastOrderPreset } from '../hooks/use-fast-order-preset';
import { useRouteTitle } from '../hooks/use-route-title';

/**
 * /catalog/suggested-cart, titled Fast Order (spec 2 §2: it shows the products screen): the ship-to's usual
 * order with one action that puts it in the cart (spec 2 §3 Suggested cart), then the products screen limited to
 * what the ship-to orders most and its recommendations, to fill an order quickly.
 */
export default function FastOrderPage() {
  const { t } = useTranslation('catalogue');
  const preset = useFastOrderPreset();
  const title = useRouteTitle('suggested-cart');
  return (
    <ProductsScreen
      title={title}
      intro={
        <Stack gap="md">
          <SuggestedOrderPanel />
          <Text c="gray.7">
            {preset.fromHistory ? t('fastOrder.intro') : t('fastOrder.introRecommended')}
          </Text>
        </Stack>
      }
      preset={preset.filter}
      presetReady={preset.ready}
    />
  );
}
