/**
 * Loads what the resolvers of one request ask for in the same tick with one call, like a data loader: a
 * page of 50 products asking for their related products costs one query, not 50.
 */
export function requestBatcher<K, V>(load: (keys: K[]) => Promise<Map<K, V>>) {
  let pending: { keys: Set<K>; result: Promise<Map<K, V>> } | null = null;
  return (keys: readonly K[]): Promise<V[]> => {
    if (!pending) {
      const batch: { keys: Set<K>; result: Promise<Map<K, V>> } = {
        keys: new Set(),
        result: new Promise((resolve, reject) => {
          // Runs after the resolvers of the current tick have added their keys.
          process.nextTick(() => {
            pending = null;
            load([...batch.keys]).then(resolve, reject);
          });
        }),
      };
      pending = batch;
    }
    for (const key of keys) pending.keys.add(key);
    return pending.result.then((found) =>
      keys.flatMap((key) => (found.has(key) ? [found.get(key) as V] : [])),
    );
  };
}

/** One batcher per request context and purpose. */
export function perRequest<C extends object, T>(create: (context: C) => T) {
  const made = new WeakMap<C, T>();
  return (context: C): T => {
    let value = made.get(context);
    if (value === undefined) {
      value = create(context);
      made.set(context, value);
    }
    return value;
  };
}
