/** Set by scripts/serve-portal.ts from the socket (or a trusted proxy); any incoming copy is dropped there. */
export const CLIENT_ADDRESS_HEADER = 'x-nutri-client-address';

export function clientAddressOf(request: Request): string | undefined {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
}
