/** 1 when a product is one of the user's favourites on the ship-to, else 0 (spec 2 §3 favourites). */
export type FavouriteFlag = 0 | 1;

/**
 * The same data with the favourites flag of every product `sku` set to `flag` (spec 2 §4: "the product's
 * favourites flag becomes 1 or 0 in the list and in the open product"). Objects that do not change keep
 * their identity, so screens showing them do not redraw.
 */
export function withFavouriteFlag<T>(data: T, sku: string, flag: FavouriteFlag): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const updated = withFavouriteFlag(item, sku, flag);
      if (updated !== item) changed = true;
      return updated;
    });
    return (changed ? next : data) as T;
  }
  if (typeof data !== 'object' || data === null) return data;
  const record = data as Record<string, unknown>;
  let next: Record<string, unknown> | null = null;
  if (record.sku === sku && typeof record.favourites === 'number' && record.favourites !== flag) {
    next = { ...record, favourites: flag };
  }
  for (const [key, value] of Object.entries(record)) {
    if (typeof value !== 'object' || value === null) continue;
    const updated = withFavouriteFlag(value, sku, flag);
    if (updated !== value) {
      next ??= { ...record };
      next[key] = updated;
    }
  }
  return (next ?? data) as T;
}
