// A growing delay after repeated failures of one key (the sign-ins of one account, from any address): the
// first `freeFailures` go on at once, then each further attempt waits 2^(n - free) s after the last failure,
// at most `maxDelaySeconds`. Never a lock-out: once the wait is over, an attempt goes on. The count is
// forgotten `windowSeconds` after the wait of the last failure ends. In memory for one process, in Redis
// when several API instances share it; both follow the same rule, against the caller's clock.
import type { Redis } from 'ioredis';

export interface DelayPolicy {
  freeFailures: number;
  maxDelaySeconds: number;
  windowSeconds: number;
}

export interface FailureDelays {
  /**
   * Claims an attempt at `nowMs`, counting it as a failure at once (so attempts made in parallel see it):
   * 0 when it may go on, or the whole seconds until one may. A refused attempt is not counted.
   */
  claim(key: string, policy: DelayPolicy, nowMs: number): Promise<number>;
  /** Gives back the count of an attempt that was no failure the caller could judge (the server failed). */
  release(key: string): Promise<void>;
  /** Forgets the failures of `key` (the right password, a password reset). */
  reset(key: string): Promise<void>;
}

export interface MemoryFailureDelays extends FailureDelays {
  /** How many keys the store holds. */
  keyCount(): number;
  close(): void;
}

const KEY_PREFIX = 'nutri:delay:';

/** The wait after `failures` failures, in milliseconds. */
export function delayAfter(failures: number, policy: DelayPolicy): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(2 ** (failures - policy.freeFailures) * 1000, policy.maxDelaySeconds * 1000);
}

/** Each key expires with its window (a timer per key), so keys never read again do not pile up. */
export function createMemoryFailureDelays(): MemoryFailureDelays {
  const entries = new Map<
    string,
    { failures: number; lastMs: number; expiresMs: number; timer: NodeJS.Timeout }
  >();
  const drop = (key: string) => {
    clearTimeout(entries.get(key)?.timer);
    entries.delete(key);
  };
  return {
    async claim(key, policy, nowMs) {
      let entry = entries.get(key);
      if (entry && nowMs >= entry.expiresMs) {
        drop(key);
        entry = undefined;
      }
      const wait = entry ? entry.lastMs + delayAfter(entry.failures, policy) - nowMs : 0;
      if (wait > 0) return Math.ceil(wait / 1000);
      const failures = (entry?.failures ?? 0) + 1;
      const lifeMs = delayAfter(failures, policy) + policy.windowSeconds * 1000;
      clearTimeout(entry?.timer);
      const timer = setTimeout(() => entries.delete(key), lifeMs);
      timer.unref();
      entries.set(key, { failures, lastMs: nowMs, expiresMs: nowMs + lifeMs, timer });
      return 0;
    },
    async release(key) {
      const entry = entries.get(key);
      if (entry && entry.failures > 0) entry.failures -= 1;
    },
    async reset(key) {
      drop(key);
    },
    keyCount: () => entries.size,
    close() {
      for (const key of [...entries.keys()]) drop(key);
    },
  };
}

// One atomic step in Redis: read the count and the last failure, refuse while the wait lasts, else count.
// The count's end is kept by the caller's clock, as in memory; PEXPIRE only clears the key away.
const CLAIM = `
local now, free, maxMs, windowMs = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local fields = redis.call('HMGET', KEYS[1], 'n', 'last', 'expires')
local n, last = tonumber(fields[1] or '0'), tonumber(fields[2] or '0')
if now >= tonumber(fields[3] or '0') then n, last = 0, 0 end
local function delay(k)
  if k < free then return 0 end
  return math.min(2 ^ (k - free) * 1000, maxMs)
end
local wait = last + delay(n) - now
if wait > 0 then return math.ceil(wait) end
n = n + 1
local life = math.floor(delay(n) + windowMs)
redis.call('HSET', KEYS[1], 'n', n, 'last', now, 'expires', now + life)
redis.call('PEXPIRE', KEYS[1], life)
return 0`;

const RELEASE = `
local n = tonumber(redis.call('HGET', KEYS[1], 'n') or '0')
if n > 0 then redis.call('HSET', KEYS[1], 'n', n - 1) end
return 0`;

export function createRedisFailureDelays(redis: Redis): FailureDelays {
  return {
    async claim(key, policy, nowMs) {
      const waitMs = Number(
        await redis.eval(
          CLAIM,
          1,
          `${KEY_PREFIX}${key}`,
          Math.floor(nowMs),
          policy.freeFailures,
          policy.maxDelaySeconds * 1000,
          policy.windowSeconds * 1000,
        ),
      );
      return waitMs > 0 ? Math.ceil(waitMs / 1000) : 0;
    },
    async release(key) {
      await redis.eval(RELEASE, 1, `${KEY_PREFIX}${key}`);
    },
    async reset(key) {
      await redis.del(`${KEY_PREFIX}${key}`);
    },
  };
}
