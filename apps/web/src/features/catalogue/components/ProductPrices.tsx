import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../format';

/**
 * The user's price of a product, without tax first as trade customers compare it, then with tax (spec 2 §2
 * "prices with and without tax"), both in euro (spec 2 §9).
 */
export function ProductPrices({
  product,
  size = 'md',
}: {
  product: { your_price: number; your_price_tax: number };
  size?: 'md' | 'lg';
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Stack gap={0}>
      <Text fw={700} fz={size === 'lg' ? 28 : 'lg'} lh={1.2}>
        {formatPrice(product.your_price)}{' '}
        <Text span fz="xs" fw={400} c="gray.7">
          {t('price.withoutTax')}
        </Text>
      </Text>
      <Text fz={size === 'lg' ? 'md' : 'sm'} c="gray.7">
        {t('price.withTax', { price: formatPrice(product.your_price_tax) })}
      </Text>
    </Stack>
  );
}
