// Fixed-window counters: in memory for one process, in Redis when several API instances share the limits.
import { Redis } from 'ioredis';

export interface RateLimiter {
  /** Seconds until the window of `key` ends, or 0 when fewer than `limit` hits were counted. */
  blockedFor(key: string, limit: number): Promise<number>;
  hit(key: string, windowSeconds: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryRateLimiter(now = () => Date.now()): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    async blockedFor(key, limit) {
      const window = current(key);
      if (!window || window.count < limit) return 0;
      return Math.ceil((window.resetAt - now()) / 1000);
    },
    async hit(key, windowSeconds) {
      const window = current(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, resetAt: now() + windowSeconds * 1000 });
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  const prefixed = (key: string) => `nutri:rate:${key}`;
  return {
    async blockedFor(key, limit) {
      const [count, ttl] = await redis
        .multi()
        .get(prefixed(key))
        .ttl(prefixed(key))
        .exec()
        .then((replies) => [Number(replies?.[0]?.[1] ?? 0), Number(replies?.[1]?.[1] ?? 0)]);
      return (count ?? 0) >= limit ? Math.max(ttl ?? 1, 1) : 0;
    },
    async hit(key, windowSeconds) {
      await redis.multi().incr(prefixed(key)).expire(prefixed(key), windowSeconds, 'NX').exec();
    },
    async reset(key) {
      await redis.del(prefixed(key));
    },
    async close() {
      redis.disconnect();
    },
  };
}

export function createRateLimiter(redisUrl?: string): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl) : createMemoryRateLimiter();
}
