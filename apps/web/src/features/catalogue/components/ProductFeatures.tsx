import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ProductDetail } from '../api/product-detail';
import classes from './catalogue.module.css';
import { FactTable } from './FactTable';

/** The brand-theme features of spec 2 §2, in the spec's order. */
const FEATURES = [
  'fermentation',
  'beer_type',
  'province',
  'taste',
  'custom_color',
  'alcohol_content',
  'food_pairing',
  'conservation_term',
  'service_temperature',
] as const;

const COLOUR = /^#[0-9a-f]{3,8}$/i;

/** The features of a beer (fermentation, type, province, taste, colour, ...), those the product has. */
export function ProductFeatures({ features }: { features: ProductDetail['features'] }) {
  const { t } = useTranslation('catalogue');
  return (
    <FactTable
      caption={t('detail.features')}
      facts={FEATURES.map((feature) => {
        const value = features[feature]?.trim();
        if (!value) return { label: t(`features.${feature}`), value: null };
        // A colour comes as a hex code: show it as a swatch with its code.
        return {
          label: t(`features.${feature}`),
          value:
            feature === 'custom_color' && COLOUR.test(value) ? (
              <>
                <span className={classes.colourSwatch} style={{ background: value }} aria-hidden />
                {value}
              </>
            ) : (
              value
            ),
        };
      })}
    />
  );
}

/** True when the product has at least one feature to show. */
export function hasFeatures(features: ProductDetail['features']): boolean {
  return FEATURES.some((feature) => Boolean(features[feature]?.trim()));
}
