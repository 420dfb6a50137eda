// How long the API and the portal keep an idle keep-alive connection open. Node closes one after 5 s (and a
// one-second grace), and its own clients, told `Keep-Alive: timeout=5`, let go of it after 4 s. A client
// whose event loop is held up past both, as on a busy machine, then sends its next request on a connection
// the server has just closed, and gets 'socket hang up' (ECONNRESET): an end-to-end journey did, between
// two calls 5 s apart. At 65 s the same race needs a connection left idle for about a minute and reused at
// that very moment; a minute is also above the idle time of the usual proxies and load balancers (60 s), so
// a proxy in front closes first, as it must.
// (The portal once kept Node's 5 s: an upload the API refused stalled the browser's connection until the
// portal closed it. The proxy now reads the rest of such an upload: lib/api/server/stalled-body.ts.)
import type { Server } from 'node:http';

export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
