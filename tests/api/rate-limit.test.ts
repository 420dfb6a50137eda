import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '@/upstream/src/infra/rate-limit';

// Both stores keep the same fixed-window rule; the Redis one runs when a server is configured.
const stores: [string, () => RateLimiter][] = [['memory', () => createMemoryRateLimiter()]];
if (process.env.REDIS_URL) stores.push(['redis', () => createRedisRateLimiter(process.env.REDIS_URL!)]);

async function withLimiter(
  create: () => RateLimiter,
  use: (limiter: RateLimiter, key: string) => Promise<void>,
) {
  const limiter = create();
  try {
    await use(limiter, `test:${randomUUID()}`);
  } finally {
    await limiter.close();
  }
}

describe.each(stores)('rate limiter (%s)', (_name, create) => {
  it('refuses once the limit is counted, tells how long, and forgets after a reset', () =>
    withLimiter(create, async (limiter, key) => {
      for (let i = 0; i < 3; i++) expect(await limiter.consume(key, 3, 60)).toBe(0);
      const wait = await limiter.consume(key, 3, 60);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      await limiter.reset(key);
      expect(await limiter.consume(key, 3, 60)).toBe(0);
    }));

  it('counts requests made at once one by one: of 40 against a limit of 5, exactly 5 go on', () =>
    withLimiter(create, async (limiter, key) => {
      const waits = await Promise.all(Array.from({ length: 40 }, () => limiter.consume(key, 5, 60)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
      expect(waits.filter((wait) => wait > 0)).toHaveLength(35);
    }));

  it('a refund gives one request back; refused requests are not counted', () =>
    withLimiter(create, async (limiter, key) => {
      for (let i = 0; i < 3; i++) expect(await limiter.consume(key, 3, 60)).toBe(0);
      for (let i = 0; i < 5; i++) expect(await limiter.consume(key, 3, 60)).toBeGreaterThan(0);
      await limiter.refund(key);
      expect(await limiter.consume(key, 3, 60)).toBe(0);
      expect(await limiter.consume(key, 3, 60)).toBeGreaterThan(0);
    }));

  it('a refund of a key nobody counted gives nothing in advance', () =>
    withLimiter(create, async (limiter, key) => {
      expect(await limiter.consume(`${key}:another`, 1, 60)).toBe(0);
      await limiter.refund(key);
      expect(await limiter.consume(key, 1, 60)).toBe(0);
      expect(await limiter.consume(key, 1, 60)).toBeGreaterThan(0);
    }));
});

describe.runIf(process.env.REDIS_URL)('redis rate limiter across processes', () => {
  it('a process that never counted a key lifts it for all', async () => {
    const key = `test:${randomUUID()}`;
    const counting = createRedisRateLimiter(process.env.REDIS_URL!);
    const lifting = createRedisRateLimiter(process.env.REDIS_URL!);
    try {
      expect(await counting.consume(key, 1, 60)).toBe(0);
      expect(await counting.consume(key, 1, 60)).toBeGreaterThan(0);
      await lifting.reset(key);
      expect(await counting.consume(key, 1, 60)).toBe(0);
    } finally {
      await Promise.all([counting.close(), lifting.close()]);
    }
  });
});

describe('memory rate limiter window', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a window ends after its time, and its keys are dropped even if never read again', async () => {
    vi.useFakeTimers();
    const limiter = createMemoryRateLimiter();
    try {
      expect(await limiter.consume('k', 1, 10)).toBe(0);
      expect(await limiter.consume('k', 1, 10)).toBe(10);
      expect(await limiter.consume('other', 5, 20)).toBe(0);
      expect(limiter.keyCount()).toBe(2);
      vi.advanceTimersByTime(10_000);
      expect(limiter.keyCount()).toBe(1);
      expect(await limiter.consume('k', 1, 10)).toBe(0);
      vi.advanceTimersByTime(20_000);
      expect(limiter.keyCount()).toBe(0);
    } finally {
      await limiter.close();
    }
  });
});
