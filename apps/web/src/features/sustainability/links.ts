import { ROUTES } from '@spina/domain';

/** The address of the section's landing page, or of a category by its path. */
export function sustainabilityHref(path = ''): string {
  const base = ROUTES.sustainability.path.replace('/:path?', '');
  return path ? `${base}/${encodeURIComponent(path)}` : base;
}
