import { formatEuro, volumeLabel } from '@spina/domain';

/** Prices are shown in euro with the Italian format whatever the interface language (spec 2 §9). */
export const PRICE_LOCALE = 'it-IT';

/** A price of the API (euros, 2 decimals) as the user reads it: '11,84 €'. */
export function formatPrice(euros: number): string {
  // The domain formats integer cents, the unit money is kept in (DESIGN §5).
  return formatEuro(Math.round(euros * 100), PRICE_LOCALE);
}

/**
 * The pack of a product as a card shows it: consumer units in the package and their volume, '12 × 50 cl',
 * or the volume alone for a single unit such as a keg ('20 L'); null when the product has no volume.
 */
export function packLabel(
  product: { volume_ml: number; number_of_items_in_box: number },
  language: string,
): string | null {
  if (product.volume_ml <= 0) return null;
  const volume = volumeLabel(product.volume_ml, language);
  return product.number_of_items_in_box > 1 ? `${product.number_of_items_in_box} × ${volume}` : volume;
}

/** A country code as its name in the interface language ('IT' → 'Italia'); the code when unknown. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** A delivery date (YYYY-MM-DD) as day.month.year (spec 2 §5 input format dd.MM.yyyy). */
export function formatDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return day && month && year ? `${day}.${month}.${year}` : isoDate;
}
