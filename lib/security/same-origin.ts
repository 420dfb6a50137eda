// Mutating calls must come from the portal's own pages (CSRF defence on top of SameSite=Lax cookies).

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOriginRequest(request: Request, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite === 'same-origin';
  const origin = request.headers.get('origin');
  if (!origin) return false;
  // The Host header names the address the visitor used; request.url may name the listening address instead.
  const host = request.headers.get('host');
  const requestOrigin = host ? `${new URL(request.url).protocol}//${host}` : new URL(request.url).origin;
  return origin === requestOrigin || allowedOrigins.includes(origin);
}
