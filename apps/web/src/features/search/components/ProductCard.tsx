import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { formatEuro } from '@spina/domain';
import type { ProductHit } from '../api/product-search';
import { productPath } from '../../catalogue';
import { HighlightedText } from './HighlightedText';
import classes from '../search.module.css';

/** A product found: picture, name with the term marked and 'Your price' with VAT in euro (spec 1 §2.6). */
export function ProductCard({
  product,
  term,
  stacked = false,
  onNavigate,
}: {
  product: ProductHit;
  term: string | null;
  /** Picture above the text, for the narrow slides of the mobile carousel. */
  stacked?: boolean;
  onNavigate: () => void;
}) {
  const { t } = useTranslation('search');
  return (
    <Link
      to={productPath(product.sku)}
      className={classes.product}
      data-stacked={stacked || undefined}
      onClick={onNavigate}
    >
      <img src={product.image} alt="" className={classes.productImage} width={56} height={56} />
      <Box miw={0}>
        <Text size="sm" fw={600} lineClamp={2} className={classes.productName}>
          <HighlightedText text={product.name} term={term} />
        </Text>
        <Text size="xs" c="dimmed" mt={2}>
          {t('product.yourPrice')}
        </Text>
        <Text size="sm" fw={700}>
          {formatEuro(Math.round(product.yourPriceTax * 100))}{' '}
          <Text span size="xs" fw={400} c="dimmed">
            {t('product.vatIncluded')}
          </Text>
        </Text>
      </Box>
    </Link>
  );
}
