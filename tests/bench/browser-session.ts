// The portal's session cookie as a benchmark's browser context holds it.

/**
 * The `name=value` a sign-in answered (product.ts, signInToPortal) as a cookie of the whole portal. Given
 * the page's address instead, a browser scopes it to that address's folder: a page under /patients/4 then
 * calls /api without its session, and is measured with failed reads and the session-ended dialog.
 */
export function portalSessionCookie(portalUrl: string, cookie: string) {
  const split = cookie.indexOf('=');
  return {
    name: cookie.slice(0, split),
    value: cookie.slice(split + 1),
    domain: new URL(portalUrl).hostname,
    path: '/',
  };
}
