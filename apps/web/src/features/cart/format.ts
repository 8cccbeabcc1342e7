import { formatEuro, numberFormatOf, type Cents } from '@spina/domain';

/** Prices are shown in euro with the Italian format whatever the interface language (spec 2 §9). */
export const formatCents = (cents: Cents): string => formatEuro(cents, 'it-IT');

/** A measure in the interface language with up to `decimals` decimals ('1.689,5' in Italian). */
export function formatMeasure(value: number, language: string, decimals = 0): string {
  return numberFormatOf(language === 'en' ? 'en-GB' : language, { maximumFractionDigits: decimals }).format(
    value,
  );
}
