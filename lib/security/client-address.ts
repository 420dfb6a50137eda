import type { IncomingMessage } from 'node:http';
import { fromTheRight } from '@/lib/rules/forwarded';
import type { ProxyTrust } from './effective-host';

/** Set by scripts/serve-portal.ts from the socket (or a trusted proxy); any incoming copy is dropped there. */
export const CLIENT_ADDRESS_HEADER = 'x-nutri-client-address';

export function clientAddressOf(request: Request): string | undefined {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
}

/** The header in which the portal proves itself to the API when stating the visitor's address. */
export const PORTAL_SECRET_HEADER = 'X-Portal-Secret';

/** Sets X-Forwarded-For, with the proof that the portal says so, on a request to the upstream. */
export function stateClientAddress(
  headers: Headers,
  address: string | undefined,
  secret: string | undefined,
) {
  if (!address) return;
  headers.set('X-Forwarded-For', address);
  if (secret) headers.set(PORTAL_SECRET_HEADER, secret);
}

/**
 * The visitor's address, as scripts/serve-portal.ts states it: the socket's, or behind trusted proxies
 * (TRUST_PROXY) the X-Forwarded-For entry the outermost of them wrote, TRUSTED_PROXY_COUNT from the right.
 * Never the leftmost entry: the visitor writes that one.
 */
export function visitorAddress(request: IncomingMessage, trust: ProxyTrust): string {
  const forwardedFor = request.headers['x-forwarded-for'];
  const fromProxy = trust.TRUST_PROXY
    ? fromTheRight(typeof forwardedFor === 'string' ? forwardedFor : undefined, trust.TRUSTED_PROXY_COUNT)
    : undefined;
  return fromProxy || request.socket.remoteAddress || '';
}
