import { describe, expect, it } from 'vitest';
import { AudioMemoryCache } from './memory-cache';

const bytes = (n: number) => new Uint8Array(n);

describe('AudioMemoryCache', () => {
  it('evicts the least recently used entries when over its size', () => {
    const cache = new AudioMemoryCache(30);
    cache.set('a', bytes(10));
    cache.set('b', bytes(10));
    cache.set('c', bytes(10));
    cache.get('a');
    cache.set('d', bytes(10));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.get('d')).toBeDefined();
    expect(cache.bytes).toBe(30);
  });

  it('counts a replaced entry once', () => {
    const cache = new AudioMemoryCache(100);
    cache.set('a', bytes(40));
    cache.set('a', bytes(20));
    expect(cache.bytes).toBe(20);
  });

  it('never holds an entry larger than itself', () => {
    const cache = new AudioMemoryCache(10);
    cache.set('big', bytes(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
