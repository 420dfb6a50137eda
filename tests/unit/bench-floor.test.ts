// The benchmarks' floor pages stay out of the product: in no route table, no sitemap, and let through by
// the route gate only on a server started with BENCH_FLOOR=1.
import { afterEach, describe, expect, it, vi } from 'vitest';
import sitemap from '@/app/sitemap';
import { EMPTY_FLOOR_PATH, isBenchFloorPath, SIGNED_IN_FLOOR_PATH } from '@/lib/bench-floor';
import { decideRoute, findRoute } from '@/lib/routes';

const FLOORS = [EMPTY_FLOOR_PATH, SIGNED_IN_FLOOR_PATH];

describe('the benchmarks’ floor pages', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each(FLOORS)('%s is in neither the route table nor the sitemap', (path) => {
    expect(findRoute(path)).toBeUndefined();
    expect(decideRoute(path, null)).toEqual({ type: 'redirect', to: '/login' });
    expect(sitemap().map((entry) => new URL(entry.url).pathname)).not.toContain(path);
  });

  it.each(FLOORS)('%s is let through only on a server started with BENCH_FLOOR=1', (path) => {
    vi.stubEnv('BENCH_FLOOR', '');
    expect(isBenchFloorPath(path)).toBe(false);
    vi.stubEnv('BENCH_FLOOR', '1');
    expect(isBenchFloorPath(path)).toBe(true);
    expect(isBenchFloorPath(`${path}/more`)).toBe(false);
  });
});
