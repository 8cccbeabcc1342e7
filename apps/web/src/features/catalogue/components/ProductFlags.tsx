import { Badge, Group } from '@mantine/core';
import { PRODUCT_FACETS, PRODUCT_FLAGS, type ProductFlag } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';

/** Badge colours per flag: sale stands out, the rest stay calm. */
const FLAG_COLOURS: Record<ProductFlag, string> = {
  product_new: 'blue',
  product_last: 'gold',
  product_sale: 'spinaRed',
  product_seasonal: 'teal',
  product_recommended: 'spinaGreen',
};

/** The flags a product carries (spec 2 §3: value 1 means set), with the promo text when there is one. */
export function ProductFlags({
  product,
}: {
  product: Record<ProductFlag, number> & { promo: string | null };
}) {
  const message = useMessage();
  const flags = PRODUCT_FLAGS.filter((flag) => product[flag] === 1);
  if (flags.length === 0 && !product.promo) return null;
  return (
    <Group gap={4} wrap="wrap">
      {flags.map((flag) => (
        // Dark text on the light tint of each colour stays legible whatever the colour (WCAG AA contrast).
        <Badge key={flag} size="sm" variant="light" color={FLAG_COLOURS[flag]} c="dark.8" radius="sm">
          {message(PRODUCT_FACETS[flag])}
        </Badge>
      ))}
      {product.promo && (
        <Badge size="sm" variant="filled" color="spinaRed" radius="sm">
          {product.promo}
        </Badge>
      )}
    </Group>
  );
}
