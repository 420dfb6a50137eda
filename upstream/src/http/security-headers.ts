// The security headers of every answer. The API answers data (JSON, problem+json, images, redirects),
// never a document of its own, so its policy lets nothing in an answer load, run or be framed.
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ApiConfig } from '../config';
import { publicApiUrl } from '../config';
import { fromTrustedProxy } from './context';

export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Whether the browser reached the API over https: this request did, the API's public URL is https (a proxy
 * in front ends TLS), or a proxy listed in TRUSTED_PROXIES says so. Anyone else's X-Forwarded-Proto is
 * ignored, as its X-Forwarded-For is (context.ts).
 */
export function reachedOverHttps(c: Context, config: ApiConfig): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (publicApiUrl(config).startsWith('https://')) return true;
  const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
  return proto === 'https' && fromTrustedProxy(c, config);
}

/**
 * Hono's secure headers with the API's policy. A route that sets a header itself keeps it (an HTML page
 * needing its own inline style states its own Content-Security-Policy). HSTS only where the browser came
 * over https: over plain http it means nothing to a browser and only claims a transport the API lacks.
 */
export function securityHeaders(config: ApiConfig): MiddlewareHandler {
  const defaults = secureHeaders({
    contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    overwrite: false,
  });
  return async (c, next) => {
    await defaults(c, next);
    if (reachedOverHttps(c, config)) c.res.headers.set('Strict-Transport-Security', HSTS);
  };
}
