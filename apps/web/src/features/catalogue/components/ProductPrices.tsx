import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatPrice } from '../format';
import classes from './catalogue.module.css';

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
    <div className={classes.prices} data-size={size}>
      <p className={classes.price}>
        {formatPrice(product.your_price)} <span className={classes.priceNote}>{t('price.withoutTax')}</span>
      </p>
      <p className={classes.priceWithTax}>
        {t('price.withTax', { price: formatPrice(product.your_price_tax) })}
      </p>
    </div>
  );
}
