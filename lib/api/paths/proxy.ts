import type { ApiPath } from '@/lib/api/contract/operations';
import { pathOf } from './build';

/** The prefix of the browser's calls: the portal's proxy forwards /api/{upstream path}. */
export const PROXY_PREFIX = '/api';

/** An upstream path as the browser calls it, through the portal's allowlisted proxy. */
export function viaProxy(path: string): string {
  return `${PROXY_PREFIX}${path}`;
}

/** Whether an SWR key is a browser call of the route `pattern` (route's), whatever its parameters. */
export function isProxiedRoute(pattern: ApiPath, key: unknown): boolean {
  return (
    typeof key === 'string' &&
    key.startsWith(`${PROXY_PREFIX}/`) &&
    pathOf(pattern, key.slice(PROXY_PREFIX.length))
  );
}
