import { formatDecimal, packagesPerPallet } from '@spina/domain';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { ProductDetail } from '../api/product-detail';
import { FactTable } from './FactTable';

/**
 * The logistic data of a product (spec 2 §2, §3 full detail): how it packs onto a pallet, its weights,
 * package and pallet dimensions, EAN codes, shelf life and hectolitres per case and per pallet.
 */
export function LogisticData({ product }: { product: ProductDetail }) {
  const { t, i18n } = useTranslation('catalogue');
  const number = (value: number, decimals = 3) => formatDecimal(value, i18n.language, decimals);
  const kg = (value: number) => t('units.kg', { value: number(value) });
  const perPallet = packagesPerPallet({
    productsOnLayer: product.number_of_products_on_layer,
    itemsOnPallet: product.number_of_items_on_pallet,
    layersPerPallet: product.number_of_layers_per_pallet,
    itemsInBox: product.number_of_items_in_box,
    grossWeightG: 0,
    volumeMl: product.volume_ml,
  });
  return (
    <FactTable
      caption={t('detail.logistics')}
      facts={[
        { label: t('logistics.unitsPerBox'), value: number(product.number_of_items_in_box, 0) },
        { label: t('logistics.productsOnLayer'), value: number(product.number_of_products_on_layer, 0) },
        { label: t('logistics.layersPerPallet'), value: number(product.number_of_layers_per_pallet, 0) },
        { label: t('logistics.itemsOnPallet'), value: perPallet > 0 ? number(perPallet, 0) : null },
        { label: t('logistics.netWeight'), value: product.weight > 0 ? kg(product.weight) : null },
        {
          label: t('logistics.grossWeight'),
          value: product.gross_weight > 0 ? kg(product.gross_weight) : null,
        },
        {
          label: t('logistics.palletWeight'),
          value: product.gross_weight_pallet > 0 ? kg(product.gross_weight_pallet) : null,
        },
        { label: t('logistics.packageDimensions'), value: product.technical.package_dimensions },
        { label: t('logistics.palletDimensions'), value: product.technical.pallet_dimensions },
        { label: t('logistics.ean'), value: product.ean },
        { label: t('logistics.eanUnit'), value: product.ean_ea },
        {
          label: t('logistics.shelfLife'),
          value: product.shelf_life ? t('units.days', { count: product.shelf_life }) : null,
        },
        {
          label: t('logistics.hectolitresPerCase'),
          value: t('units.hl', { value: number(product.hectolitres_per_case) }),
        },
        {
          label: t('logistics.hectolitresPerPallet'),
          value: t('units.hl', { value: number(product.hectolitres_per_pallet) }),
        },
      ]}
    />
  );
}
