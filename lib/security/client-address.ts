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
