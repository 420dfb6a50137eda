// Fixed-window counters (rate-limiter-flexible), and growing delays after failures (failure-delays.ts): in
// memory for one process, in Redis when several API instances share the limits.
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { log } from '../log';
import {
  createMemoryFailureDelays,
  createRedisFailureDelays,
  type FailureDelays,
  type MemoryFailureDelays,
} from './failure-delays';

export interface RateLimiter {
  /**
   * Counts one request against `key` before its work is done, in one atomic step, so parallel requests
   * cannot all pass a check made before any of them is counted. Answers 0 when the request may go on, or
   * the seconds until the window of `key` ends; a refused request is not counted.
   * A key is always counted under the same limit and window.
   */
  consume(key: string, limit: number, windowSeconds: number): Promise<number>;
  /**
   * Gives back the count of a request whose work turned out not to count (a sign-in with the right
   * password). Never fails: a lost refund is logged.
   */
  refund(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Growing delays after repeated failures (failure-delays.ts), in the same store. */
  delays: FailureDelays;
}

export interface MemoryRateLimiter extends RateLimiter {
  delays: MemoryFailureDelays;
  /** How many keys the store holds, expired ones included until they are evicted. */
  keyCount(): number;
}

const KEY_PREFIX = 'nutri:rate';

/** One limiter per (limit, window) pair, made when first asked for. */
function limitersBy<T extends RateLimiterAbstract>(create: (points: number, duration: number) => T) {
  const limiters = new Map<string, T>();
  return {
    limiters,
    limiterFor(limit: number, windowSeconds: number): T {
      const pair = `${limit}/${windowSeconds}`;
      let limiter = limiters.get(pair);
      if (!limiter) {
        limiter = create(limit, windowSeconds);
        limiters.set(pair, limiter);
      }
      return limiter;
    },
  };
}

/** A lost refund only leaves one request too many counted: it is logged rather than failing the request. */
async function refundQuietly(key: string, refund: () => Promise<unknown>): Promise<void> {
  try {
    await refund();
  } catch (error) {
    log.error({ err: error, key }, 'rate limit not refunded');
  }
}

/** The seconds to wait, or 0; a refused request gives its point back, as it never did any work. */
async function consumeFrom(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    await refundQuietly(key, () => limiter.reward(key));
    return Math.max(Math.ceil(rejection.msBeforeNext / 1000), 1);
  }
}

/** Each key expires with its window (a timer per key), so keys never read again do not pile up. */
export function createMemoryRateLimiter(): MemoryRateLimiter {
  const { limiters, limiterFor } = limitersBy(
    (points, duration) => new RateLimiterMemory({ points, duration, keyPrefix: KEY_PREFIX }),
  );
  const delays = createMemoryFailureDelays();
  // Each memory limiter keeps its own counters: a key lives in the one of the pair it is counted under, and
  // a key whose window has ended is left alone rather than started below zero.
  const holderOf = async (key: string) => {
    for (const limiter of limiters.values()) {
      const counted = await limiter.get(key);
      if (counted && counted.msBeforeNext > 0) return limiter;
    }
    return undefined;
  };
  return {
    consume: (key, limit, windowSeconds) => consumeFrom(limiterFor(limit, windowSeconds), key),
    async refund(key) {
      await refundQuietly(key, async () => (await holderOf(key))?.reward(key));
    },
    async reset(key) {
      await Promise.all([...limiters.values()].map((limiter) => limiter.delete(key)));
    },
    async close() {
      for (const limiter of limiters.values()) {
        for (const { key } of limiter.dump().storage) await limiter.delete(key);
      }
      limiters.clear();
      delays.close();
    },
    delays,
    keyCount() {
      return [...limiters.values()].reduce((count, limiter) => count + limiter.dump().storage.length, 0);
    },
  };
}

export function createRedisRateLimiter(url: string): RateLimiter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // Every pair shares the prefix: a key is the same Redis key whichever process or limiter counts it.
  const { limiters, limiterFor } = limitersBy(
    (points, duration) =>
      new RateLimiterRedis({ storeClient: redis, points, duration, keyPrefix: KEY_PREFIX }),
  );
  return {
    consume: (key, limit, windowSeconds) => consumeFrom(limiterFor(limit, windowSeconds), key),
    async refund(key) {
      // Any limiter reaches the key (a refund follows a consume in this process, so one exists); a key whose
      // window has ended is left alone rather than started below zero.
      const limiter = limiters.values().next().value;
      await refundQuietly(key, async () => {
        if (limiter && (await limiter.get(key))) await limiter.reward(key);
      });
    },
    async reset(key) {
      // Straight to Redis: the process lifting a lock may never have counted under that key's limiter.
      await redis.del(`${KEY_PREFIX}:${key}`);
    },
    async close() {
      redis.disconnect();
    },
    delays: createRedisFailureDelays(redis),
  };
}

export function createRateLimiter(redisUrl?: string): RateLimiter {
  return redisUrl ? createRedisRateLimiter(redisUrl) : createMemoryRateLimiter();
}
