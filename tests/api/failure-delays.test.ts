import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryFailureDelays,
  createRedisFailureDelays,
  type FailureDelays,
} from '@/upstream/src/infra/failure-delays';

// Both stores keep the same growing delay, against the caller's clock; the Redis one runs when a server is
// configured.
const redis = process.env.REDIS_URL ? new Redis(process.env.REDIS_URL) : undefined;
const stores: [string, () => FailureDelays][] = [['memory', () => createMemoryFailureDelays()]];
if (redis) stores.push(['redis', () => createRedisFailureDelays(redis)]);
afterAll(() => redis?.disconnect());

const policy = { freeFailures: 3, maxDelaySeconds: 60, windowSeconds: 600 };
const T0 = 1_700_000_000_000;
const seconds = (n: number) => n * 1000;

describe.each(stores)('failure delays (%s)', (_name, create) => {
  it('lets the free failures through, then makes each attempt wait twice as long, up to the ceiling', async () => {
    const delays = create();
    const key = `test:${randomUUID()}`;
    let now = T0;
    for (let i = 0; i < 3; i++) expect(await delays.claim(key, policy, now)).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 8; i++) {
      const wait = await delays.claim(key, policy, now);
      // Refused attempts are not counted: asking again at once gives the same wait.
      expect(await delays.claim(key, policy, now)).toBe(wait);
      waits.push(wait);
      now += seconds(wait);
      expect(await delays.claim(key, policy, now)).toBe(0);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60]);
  });

  it('of 40 attempts at once, exactly the free ones go on', async () => {
    const delays = create();
    const key = `test:${randomUUID()}`;
    const waits = await Promise.all(Array.from({ length: 40 }, () => delays.claim(key, policy, T0)));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
    expect(waits.filter((wait) => wait === 1)).toHaveLength(37);
  });

  it('a reset forgets the failures; a release gives one back', async () => {
    const delays = create();
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await delays.claim(key, policy, T0);
    expect(await delays.claim(key, policy, T0)).toBe(1);
    await delays.release(key);
    expect(await delays.claim(key, policy, T0)).toBe(0);
    await delays.reset(key);
    for (let i = 0; i < 3; i++) expect(await delays.claim(key, policy, T0)).toBe(0);
  });

  it('forgets the count a window after the last wait ends, not before', async () => {
    const delays = create();
    const key = `test:${randomUUID()}`;
    for (let i = 0; i < 3; i++) await delays.claim(key, policy, T0);
    // The count of 3 asks 1 s; a fourth failure at T0 + 1 s makes it 4 (2 s), kept 2 s + 600 s.
    expect(await delays.claim(key, policy, T0 + seconds(1))).toBe(0);
    expect(await delays.claim(key, policy, T0 + seconds(1 + 2 + 599))).toBe(0);
    expect(await delays.claim(key, policy, T0 + seconds(1 + 2 + 599) + 1)).toBe(4);
    const fresh = `test:${randomUUID()}`;
    for (let i = 0; i < 4; i++) await delays.claim(fresh, policy, T0);
    expect(await delays.claim(fresh, policy, T0 + seconds(2 + 600))).toBe(0);
    expect(await delays.claim(fresh, policy, T0 + seconds(2 + 600))).toBe(0);
  });
});

describe('memory failure delays', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('drops a key once its window is over, even if never read again', async () => {
    vi.useFakeTimers();
    const delays = createMemoryFailureDelays();
    await delays.claim('k', { freeFailures: 1, maxDelaySeconds: 60, windowSeconds: 10 }, T0);
    expect(delays.keyCount()).toBe(1);
    vi.advanceTimersByTime(seconds(11) - 1);
    expect(delays.keyCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(delays.keyCount()).toBe(0);
    delays.close();
  });
});
