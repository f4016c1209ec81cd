import { describe, expect, it, vi } from 'vitest';
import { createNotificationListCache, NOTIFICATION_LIST_CACHE_MS } from './notification-list-cache';

function setUp() {
  let clock = 1_000_000;
  const cache = createNotificationListCache({ now: () => clock });
  let body = '{"items":[]}';
  const load = vi.fn(async () => body);
  return {
    cache,
    load,
    setBody: (next: string) => {
      body = next;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('createNotificationListCache', () => {
  it('loads a list once, then serves it from memory until NOTIFICATION_LIST_CACHE_MS has passed', async () => {
    const { cache, load, advance } = setUp();
    const first = await cache.read('alice', load);
    advance(NOTIFICATION_LIST_CACHE_MS - 1);
    expect(await cache.read('alice', load)).toEqual(first);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    expect(await cache.read('alice', load)).toEqual(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after forget (a write announced on the hub), with the new ETag', async () => {
    const { cache, load, setBody } = setUp();
    const before = await cache.read('alice', load);
    setBody('{"items":[{"id":"1"}]}');
    expect(await cache.read('alice', load)).toEqual(before);
    cache.forget('alice');
    const after = await cache.read('alice', load);
    expect(after.body).toBe('{"items":[{"id":"1"}]}');
    expect(after.etag).not.toBe(before.etag);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the ETag of an unchanged list across reloads, so revalidating tabs keep getting 304', async () => {
    const { cache, load, advance } = setUp();
    const first = await cache.read('alice', load);
    advance(NOTIFICATION_LIST_CACHE_MS);
    cache.forget('alice');
    expect((await cache.read('alice', load)).etag).toBe(first.etag);
    expect(first.etag).toMatch(/^"[\w-]{32}"$/);
  });

  it('gives each recipient its own list and an ETag of its own, even for the same body', async () => {
    const { cache } = setUp();
    const alice = await cache.read('alice', async () => '{"items":[]}');
    const bob = await cache.read('bob', async () => '{"items":[]}');
    expect(bob.etag).not.toBe(alice.etag);
    await cache.read('carol', async () => '{"items":[{"id":"c"}]}');
    expect(await cache.read('alice', async () => 'not called')).toEqual(alice);
    cache.forget('bob');
    expect(await cache.read('alice', async () => 'not called')).toEqual(alice);
  });

  it('shares one load between concurrent reads', async () => {
    const { cache, load } = setUp();
    const reads = await Promise.all([1, 2, 3].map(() => cache.read('alice', load)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(new Set(reads.map((r) => r.etag)).size).toBe(1);
  });

  it('does not hand a load started before forget to reads after it', async () => {
    const { cache } = setUp();
    let finish: (body: string) => void = () => {};
    const slow = cache.read('alice', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.forget('alice');
    const fresh = cache.read('alice', async () => '{"items":["after"]}');
    finish('{"items":["before"]}');
    expect((await slow).body).toBe('{"items":["before"]}');
    expect((await fresh).body).toBe('{"items":["after"]}');
    expect((await cache.read('alice', async () => 'not called')).body).toBe('{"items":["after"]}');
  });

  it('keeps no failed load: the next read tries again', async () => {
    const { cache, load } = setUp();
    await expect(cache.read('alice', () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    expect((await cache.read('alice', load)).body).toBe('{"items":[]}');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
