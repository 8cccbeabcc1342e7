/**
 * A map bounded to `capacity` entries that drops the least recently used one first; reading an entry with
 * get() or getOrCreate() counts as a use. A Map iterates in insertion order, so re-inserting on use keeps
 * the least recently used entry first.
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();

  constructor(readonly capacity: number) {
    if (!Number.isSafeInteger(capacity) || capacity < 1) throw new RangeError('capacity must be 1 or more');
  }

  get size(): number {
    return this.#entries.size;
  }

  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.capacity) this.#entries.delete(this.#entries.keys().next().value as K);
  }

  delete(key: K): boolean {
    return this.#entries.delete(key);
  }

  keys(): IterableIterator<K> {
    return this.#entries.keys();
  }

  /**
   * The entry of `key`, made with `create` and kept when missing. A promise that rejects is dropped again, so
   * a failed load is retried by the next caller instead of being served to everyone.
   */
  getOrCreate(key: K, create: () => V): V {
    if (this.#entries.has(key)) return this.get(key) as V;
    const value = create();
    this.set(key, value);
    if (value instanceof Promise) {
      value.catch(() => {
        if (this.#entries.get(key) === value) this.#entries.delete(key);
      });
    }
    return value;
  }
}
