import { createServer } from 'node:net';

/**
 * A port nothing listens on now, for a spawned API: a fixed one collides with another checkout's run on the
 * same machine, and the test would then talk to that run's server.
 */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
