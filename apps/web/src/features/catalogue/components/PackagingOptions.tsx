import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useLocation } from 'react-router';
import type { AvailablePackaging } from '../api/product-detail';
import { formatPrice } from '../format';
import { useCatalogueLabels } from '../hooks/use-catalogue-labels';
import { productPath } from './product-links';

/**
 * The packagings of the same beer (spec 2 §2 packaging options), each with its type, title and the user's
 * price; the product shown is marked as the current one, the others open their product page.
 */
export function PackagingOptions({
  options,
  currentSku,
}: {
  options: readonly AvailablePackaging[];
  currentSku: string;
}) {
  const { t } = useTranslation('catalogue');
  const labels = useCatalogueLabels();
  const location = useLocation();
  if (options.length < 2) return null;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {options.map((option) => {
        const current = option.sku === currentSku;
        return (
          <li key={option.sku}>
            <UnstyledButton
              component={Link}
              to={productPath(option.sku)}
              state={location.state}
              replace
              aria-current={current ? 'page' : undefined}
              w="100%"
              p="xs"
              style={{
                display: 'block',
                borderRadius: 'var(--mantine-radius-md)',
                border: `2px solid var(--mantine-color-${current ? 'spinaGreen-7' : 'gray-3'})`,
              }}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text size="sm" fw={600}>
                    {labels.packaging(option.type)}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {option.title}
                  </Text>
                </Stack>
                <Stack gap={0} align="flex-end" style={{ flex: 'none' }}>
                  <Text size="sm" fw={600}>
                    {formatPrice(option.your_price)}
                  </Text>
                  <Text size="xs" c="gray.7">
                    {t('price.withTax', { price: formatPrice(option.your_price_tax) })}
                  </Text>
                </Stack>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
