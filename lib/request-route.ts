// The route pattern of a request to the portal, for its access log and metrics: the page's pattern from
// the route table, the proxied call's from the allowlist, or a family of files. Never the path itself,
// whose ids and tokens (an invitation code, a reset link) must not reach a log.
import { findAllowedCall } from '@/lib/api/server/allowlist';
import { findRoute } from '@/lib/routes';

const OWN_API_ROUTES = [
  '/api/session',
  '/api/session/expired',
  '/api/auth/google',
  '/api/auth/google/finish',
];

export function requestRoute(method: string, pathname: string): string {
  if (pathname.startsWith('/_next/')) return '/_next/*';
  if (OWN_API_ROUTES.includes(pathname)) return pathname;
  if (pathname.startsWith('/api/')) {
    const call = findAllowedCall(method, pathname.slice('/api'.length));
    return call ? `/api${call.pattern}` : 'unmatched';
  }
  const page = findRoute(pathname);
  if (page) return page.pattern;
  // Files of public/ (icons, images, robots.txt …) are one family; their names say nothing of a person.
  return /\.[a-z0-9]+$/i.test(pathname) ? 'file' : 'unmatched';
}
