// The portal server's first check of every request (scripts/serve-portal.ts): one Host header, an RFC 3986
// authority (RFC 9112 §3.2: anything else is a 400), naming a host the portal is published under (else 421).
// Behind a trusted reverse proxy the name the visitor used is the forwarded one, read as the same-origin
// check of mutating calls reads it (effective-host.ts).
import type { IncomingMessage } from 'node:http';
import { parseAuthority } from '@/lib/rules/host-header';
import { isAllowedHost } from './allowed-hosts';
import { effectiveHost, type ProxyTrust } from './effective-host';

export interface HostRefusal {
  status: 400 | 421;
  code: 'INVALID_DATA' | 'MISDIRECTED_REQUEST';
  detail: string;
}

/** How many Host lines the request carries: Node keeps only the first in `headers`. */
function hostLines(request: IncomingMessage): number {
  return request.rawHeaders.filter((name, index) => index % 2 === 0 && name.toLowerCase() === 'host').length;
}

/** Why the request is refused for its host, or undefined when it names one the portal answers. */
export function hostRefusal(
  request: IncomingMessage,
  allowed: ReadonlySet<string>,
  trust: ProxyTrust,
): HostRefusal | undefined {
  const forwardedHost = request.headers['x-forwarded-host'];
  const host =
    hostLines(request) === 1
      ? effectiveHost(
          {
            host: request.headers.host,
            forwardedHost: typeof forwardedHost === 'string' ? forwardedHost : null,
          },
          trust,
        )
      : undefined;
  if (!parseAuthority(host)) return { status: 400, code: 'INVALID_DATA', detail: 'Cabeçalho Host inválido.' };
  if (!isAllowedHost(host, allowed))
    return { status: 421, code: 'MISDIRECTED_REQUEST', detail: 'Este endereço não atende a este site.' };
  return undefined;
}
