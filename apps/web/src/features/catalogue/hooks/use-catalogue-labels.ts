import {
  FLAG_OPTION_LABEL,
  PACKAGING_LABELS,
  PRODUCT_FACETS,
  PRODUCT_SORT_OPTIONS,
  type PackagingType,
  type ProductFacet,
} from '@spina/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMessage } from '../../../lib/i18n/messages';
import { countryName } from '../format';

/** Labels of the catalogue's fixed values, translated through their English message ids (DESIGN §6). */
export type CatalogueLabels = {
  facet: (code: ProductFacet) => string;
  /** An option of a facet as the filter panel and the chips show it. */
  option: (code: ProductFacet, option: { value: string; label: string }) => string;
  packaging: (type: string) => string;
  sort: (key: string) => string;
  productType: (type: string) => string;
  country: (code: string) => string;
};

/** The catalogue's labels in the interface language. */
export function useCatalogueLabels(): CatalogueLabels {
  const { t, i18n } = useTranslation('catalogue');
  const message = useMessage();
  const language = i18n.language;
  const packaging = useCallback(
    (type: string) => message(PACKAGING_LABELS[type as PackagingType] ?? type),
    [message],
  );
  const productType = useCallback((type: string) => t(`productTypes.${type}`, { defaultValue: type }), [t]);
  const country = useCallback((code: string) => countryName(code, language), [language]);
  return useMemo(
    () => ({
      facet: (code) => message(PRODUCT_FACETS[code]),
      option: (code, option) => {
        switch (code) {
          case 'filter_packaging':
            return packaging(option.value);
          case 'country_of_origin':
            return country(option.value);
          case 'product_type':
            return productType(option.value);
          case 'product_new':
          case 'product_last':
          case 'product_sale':
          case 'product_seasonal':
          case 'product_recommended':
            return message(FLAG_OPTION_LABEL);
          default:
            // Brands, categories and sub-brands are named by the server in the request's language.
            return option.label;
        }
      },
      packaging,
      sort: (key) => message(PRODUCT_SORT_OPTIONS.find((option) => option.key === key)?.label ?? key),
      productType,
      country,
    }),
    [message, packaging, productType, country],
  );
}
