import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createMemoryRateLimiter,
  createRedisRateLimiter,
  type RateLimiter,
} from '@/upstream/src/services/rate-limit';

// Both stores keep the same fixed-window rule; the Redis one runs when a server is configured.
const stores: [string, () => RateLimiter][] = [['memory', () => createMemoryRateLimiter()]];
if (process.env.REDIS_URL) stores.push(['redis', () => createRedisRateLimiter(process.env.REDIS_URL!)]);

describe.each(stores)('rate limiter (%s)', (_name, create) => {
  it('blocks once the limit is reached, tells how long, and forgets after a reset', async () => {
    const limiter = create();
    const key = `test:${randomUUID()}`;
    try {
      for (let i = 0; i < 3; i++) {
        expect(await limiter.blockedFor(key, 3)).toBe(0);
        await limiter.hit(key, 60);
      }
      const wait = await limiter.blockedFor(key, 3);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      await limiter.reset(key);
      expect(await limiter.blockedFor(key, 3)).toBe(0);
    } finally {
      await limiter.close();
    }
  });
});

describe('memory rate limiter window', () => {
  it('a window ends after its time', async () => {
    let now = 0;
    const limiter = createMemoryRateLimiter(() => now);
    await limiter.hit('k', 10);
    expect(await limiter.blockedFor('k', 1)).toBe(10);
    now = 10_001;
    expect(await limiter.blockedFor('k', 1)).toBe(0);
  });
});
