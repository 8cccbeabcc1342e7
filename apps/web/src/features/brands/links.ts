import { ROUTES } from '@spina/domain';

/** The address of the brands list, or of one brand's page. */
export function brandHref(brandId?: string): string {
  return brandId
    ? ROUTES.ourBrand.path.replace(':brand', encodeURIComponent(brandId))
    : ROUTES.ourBrands.path;
}
