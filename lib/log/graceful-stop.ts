// How both servers stop at SIGTERM: no new connection, idle ones closed at once, busy ones when their
// answer is done or when the bound has passed, whichever comes first.
import type { Server } from 'node:http';

/** How often a closing server looks for connections whose answer has ended since. */
const SWEEP_MS = 50;

/** Closes the server: no new connection, idle ones closed now, busy ones when done or at the bound. */
export function closeGracefully(server: Server, graceMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const bound = setTimeout(() => server.closeAllConnections(), graceMs);
    bound.unref();
    // A kept-alive connection whose answer has ended is idle, but nothing closes it then: the stop waited for
    // the client to drop it (4 s for fetch) or for the bound.
    const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
    sweep.unref();
    server.close(() => {
      clearTimeout(bound);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
}
