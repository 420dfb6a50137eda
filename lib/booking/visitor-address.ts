import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '@/lib/security/client-address';

/** The visitor's address as the portal's server stated it (scripts/serve-portal.ts), for the API's limits. */
export function visitorAddressOf(request: IncomingMessage): string | undefined {
  const address = request.headers[CLIENT_ADDRESS_HEADER];
  return typeof address === 'string' && address !== '' ? address : undefined;
}
