/** The prefix of the browser's calls: the portal's proxy forwards /api/{upstream path}. */
export const PROXY_PREFIX = '/api';

/** An upstream path as the browser calls it, through the portal's allowlisted proxy. */
export function viaProxy(path: string): string {
  return `${PROXY_PREFIX}${path}`;
}
