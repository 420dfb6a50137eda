// How long the API keeps an idle keep-alive connection open. Node closes one after 5 s (and a
// one-second grace), and its own clients, told `Keep-Alive: timeout=5`, let go of it after 4 s. A client
// whose event loop is held up past both, as on a busy machine, then sends its next request on a connection
// the server has just closed, and gets 'socket hang up' (ECONNRESET): an end-to-end journey did, between
// two calls 5 s apart. At 65 s the same race needs a connection left idle for about a minute and reused at
// that very moment; a minute is also above the idle time of the usual proxies and load balancers (60 s), so
// a proxy in front closes first, as it must.
// The portal keeps Node's 5 s: at 65 s, an oversize upload the API refused stalled the browser's connection
// longer, and its refusal came too late in two of three end-to-end runs.
import type { Server } from 'node:http';

export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: Server): Server {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  return server;
}
