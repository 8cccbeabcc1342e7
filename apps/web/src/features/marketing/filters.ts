/** What the materials page shows, kept in the address so a filtered page can be shared and reloaded. */
export type MaterialFilters = {
  title: string;
  brandId: string | null;
  folder: string | null;
  page: number;
  view: 'grid' | 'list';
};

/** The filters an address holds; anything unreadable falls back to the unfiltered first page. */
export function readFilters(params: URLSearchParams): MaterialFilters {
  const page = Number(params.get('page'));
  return {
    title: (params.get('title') ?? '').slice(0, 100),
    brandId: params.get('brand') || null,
    folder: params.get('folder') || null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The address parameters of `filters`, leaving out the defaults. */
export function filtersSearchParams(filters: MaterialFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.title) params.set('title', filters.title);
  if (filters.brandId) params.set('brand', filters.brandId);
  if (filters.folder) params.set('folder', filters.folder);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.view === 'list') params.set('view', 'list');
  return params;
}

/** A file size for people: 512 B, 12.4 kB, 3.1 MB (decimal units, as file managers show). */
export function formatFileSize(bytes: number, locale: string): string {
  const units = ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${units[unit]}`;
}
