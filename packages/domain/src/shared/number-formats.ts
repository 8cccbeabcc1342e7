/**
 * Number formats kept per locale and options: building an Intl.NumberFormat costs far more than using one,
 * and a page of product cards or cart lines formats hundreds of prices and measures while it renders.
 */
const formats = new Map<string, Intl.NumberFormat>();

export function numberFormatOf(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}

/** The locale numbers are written in for an interface language: British English for 'en' ('1,689.44'). */
export function numberLocaleOf(language: string): string {
  return language === 'en' ? 'en-GB' : language;
}

/** A number in the interface language with up to `decimals` decimals ('1.689,44' in Italian, '1,689.44' in English). */
export function formatDecimal(value: number, language: string, decimals: number): string {
  return numberFormatOf(numberLocaleOf(language), { maximumFractionDigits: decimals }).format(value);
}
