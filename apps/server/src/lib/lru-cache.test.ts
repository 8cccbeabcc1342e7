import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('the least-recently-used cache', () => {
  it('drops the least recently used entry beyond its capacity, a read counting as a use', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect([...cache.keys()]).toEqual(['a', 'c']);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('makes a missing entry once and counts getOrCreate as a use', () => {
    const cache = new LruCache<string, number>(2);
    let made = 0;
    const make = () => ++made;
    expect(cache.getOrCreate('a', make)).toBe(1);
    expect(cache.getOrCreate('a', make)).toBe(1);
    cache.set('b', 20);
    cache.getOrCreate('a', make);
    cache.set('c', 30);
    expect(made).toBe(1);
    expect([...cache.keys()]).toEqual(['a', 'c']);
  });

  it('keeps an undefined value as an entry', () => {
    const cache = new LruCache<string, undefined>(1);
    let made = 0;
    cache.getOrCreate('a', () => void made++);
    cache.getOrCreate('a', () => void made++);
    expect(made).toBe(1);
  });

  it('forgets a promise that rejects, so the next caller loads again', async () => {
    const cache = new LruCache<string, Promise<number>>(4);
    const failed = cache.getOrCreate('a', () => Promise.reject(new Error('database down')));
    await expect(failed).rejects.toThrow('database down');
    expect(cache.get('a')).toBeUndefined();
    await expect(cache.getOrCreate('a', () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('keeps the newer entry when an older promise under the same key rejects', async () => {
    const cache = new LruCache<string, Promise<number>>(4);
    const failed = cache.getOrCreate('a', () => Promise.reject(new Error('stale')));
    cache.set('a', Promise.resolve(2));
    await expect(failed).rejects.toThrow('stale');
    await expect(cache.get('a')).resolves.toBe(2);
  });

  it('refuses a capacity below 1', () => {
    expect(() => new LruCache(0)).toThrow(RangeError);
  });
});
