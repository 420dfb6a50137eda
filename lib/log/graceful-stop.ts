// How both servers stop at SIGTERM: no new connection, idle ones closed at once, busy ones when their
// answer is done or when the bound has passed, whichever comes first.
import type { Server } from 'node:http';

/** Closes the server: no new connection, idle ones closed now, busy ones when done or at the bound. */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const bound = setTimeout(() => server.closeAllConnections(), graceMs);
    bound.unref();
    server.close(() => {
      clearTimeout(bound);
      resolve();
    });
    server.closeIdleConnections();
  });
}
