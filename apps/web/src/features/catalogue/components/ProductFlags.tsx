import { PRODUCT_FACETS, PRODUCT_FLAGS, type ProductFlag } from '@spina/domain';
import { useMessage } from '../../../lib/i18n/messages';
import classes from './catalogue.module.css';

/**
 * The flags a product carries (spec 2 §3: value 1 means set), with the promo text when there is one. Plain
 * elements drawn like Mantine's small light badges (the module's `flag` class; sale stands out, the rest stay
 * calm): a list shows them on 25 cards, and each Badge in its Group was two renders.
 */
export function ProductFlags({
  product,
}: {
  product: Record<ProductFlag, number> & { promo: string | null };
}) {
  const message = useMessage();
  const flags = PRODUCT_FLAGS.filter((flag) => product[flag] === 1);
  if (flags.length === 0 && !product.promo) return null;
  return (
    <div className={classes.flags}>
      {flags.map((flag) => (
        <span key={flag} className={classes.flag} data-flag={flag}>
          {message(PRODUCT_FACETS[flag])}
        </span>
      ))}
      {product.promo && (
        <span className={classes.flag} data-promo>
          {product.promo}
        </span>
      )}
    </div>
  );
}
