import { describe, expect, it, vi } from 'vitest';
import { createKeptValue, createReadCache, type CachedAnswer } from './read-cache.ts';

const entityOf = async (answer: Promise<CachedAnswer>) => (await answer).entityJson;

describe('createReadCache', () => {
  it('loads once and answers later reads from memory', async () => {
    const cache = createReadCache(60);
    const load = vi.fn(() => Promise.resolve({ list: [1, 2] }));
    expect(await entityOf(cache.getJson('k', load))).toBe('{"list":[1,2]}');
    expect(await entityOf(cache.getJson('k', load))).toBe('{"list":[1,2]}');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent misses', async () => {
    const cache = createReadCache(60);
    const load = vi.fn(() => new Promise((resolve) => setTimeout(() => resolve(1), 10)));
    await Promise.all([cache.getJson('k', load), cache.getJson('k', load), cache.getJson('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after invalidate', async () => {
    const cache = createReadCache(60);
    let version = 1;
    const load = () => Promise.resolve(version);
    expect(await entityOf(cache.getJson('k', load))).toBe('1');
    version = 2;
    cache.invalidate();
    expect(await entityOf(cache.getJson('k', load))).toBe('2');
  });

  it('keeps nothing that was loading while a write happened', async () => {
    const cache = createReadCache(60);
    let version = 1;
    let release: () => void = () => {};
    const slow = () =>
      new Promise<number>((resolve) => {
        const seen = version;
        release = () => resolve(seen);
      });
    const pending = cache.getJson('k', slow);
    version = 2;
    cache.invalidate();
    release();
    expect((await pending).entityJson).toBe('1');
    expect(await entityOf(cache.getJson('k', () => Promise.resolve(version)))).toBe('2');
  });

  it('expires entries after the time to live', async () => {
    vi.useFakeTimers();
    try {
      const cache = createReadCache(1);
      let version = 1;
      const load = () => Promise.resolve(version);
      expect(await entityOf(cache.getJson('k', load))).toBe('1');
      version = 2;
      vi.advanceTimersByTime(1500);
      expect(await entityOf(cache.getJson('k', load))).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('cached answers', () => {
  it('hold the success envelope as bytes', async () => {
    const cache = createReadCache(60);
    const answer = await cache.getJson('k', () => Promise.resolve({ list: [] }));
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ code: 1, message: '', entity: { list: [] } });
  });
});

describe('createKeptValue', () => {
  it('reads once while kept, again after invalidate, and never keeps a failed read', async () => {
    const reads: string[] = [];
    let fails = false;
    const kept = createKeptValue(60, async () => {
      reads.push('read');
      if (fails) throw new Error('database away');
      return reads.length;
    });
    expect(await Promise.all([kept.get(), kept.get()])).toEqual([1, 1]);
    kept.invalidate();
    fails = true;
    await expect(kept.get()).rejects.toThrow('database away');
    fails = false;
    expect(await kept.get()).toBe(3);
    expect(await kept.get()).toBe(3);
    expect(reads).toHaveLength(3);
  });
});
