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
