// Mutating calls must come from the portal's own pages (CSRF defence on top of SameSite=Lax cookies).
import { parseAuthority } from '@/lib/rules/host-header';
import { effectiveHost, type ProxyTrust } from './effective-host';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_PROXY: ProxyTrust = { TRUST_PROXY: false, TRUSTED_PROXY_COUNT: 1 };

export function isSameOriginRequest(
  request: Request,
  allowedOrigins: readonly string[],
  trust: ProxyTrust = NO_PROXY,
): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  if (allowedOrigins.includes(origin)) return true;
  // The host the visitor named (the one the Host allowlist passed); request.url may name the listening
  // address instead. A malformed one names no origin.
  const named = effectiveHost(
    { host: request.headers.get('host'), forwardedHost: request.headers.get('x-forwarded-host') },
    trust,
  );
  if (named === undefined) return origin === new URL(request.url).origin;
  const authority = parseAuthority(named);
  return authority !== undefined && origin === `${new URL(request.url).protocol}//${authority.host}`;
}
