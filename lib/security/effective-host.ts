// The host a request was made for, read one way by the Host allowlist (scripts/serve-portal.ts) and by the
// same-origin check of mutating calls (same-origin.ts), so one cannot pass a name the other never saw.
import { fromTheRight } from '@/lib/rules/forwarded';

/** TRUST_PROXY and TRUSTED_PROXY_COUNT of the portal's settings (lib/config/server.ts). */
export interface ProxyTrust {
  TRUST_PROXY: boolean;
  TRUSTED_PROXY_COUNT: number;
}

/**
 * Behind a trusted proxy, the X-Forwarded-Host entry its outermost hop wrote (read from the right, as
 * X-Forwarded-For is); otherwise, or when the proxy states none, the Host header.
 */
export function effectiveHost(
  headers: { host?: string | null; forwardedHost?: string | null },
  trust: ProxyTrust,
): string | undefined {
  const forwarded = trust.TRUST_PROXY
    ? fromTheRight(headers.forwardedHost ?? undefined, trust.TRUSTED_PROXY_COUNT)
    : undefined;
  return forwarded ?? headers.host ?? undefined;
}
