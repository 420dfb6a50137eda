// The portal's /api proxy run in this process, forwarding to an API app that listens on a local port, as a
// browser's call reaches it: the portal's settings stubbed for the file (given back by vi.unstubAllEnvs),
// and its modules loaded afresh. The API layer shares one module graph between files (isolate: false), so
// without that a second file would get the first one's settings (a port already closed) and next/headers.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { NextRequest } from 'next/server';
import { vi } from 'vitest';
import { PORTAL_SECRET } from './api';

export type ProxyHandler = (
  request: NextRequest,
  context: { params: Promise<{ path: string[] }> },
) => Promise<Response>;

export interface PortalProxy {
  /** The proxy's handler of each method. */
  proxy: Record<string, ProxyHandler>;
  close(): Promise<void>;
}

export async function servePortalProxy(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  portal: { publicUrl: string; sessionSecret: string },
  /** Each request that reaches the API, as it arrived. */
  onApiRequest?: (request: IncomingMessage) => void,
): Promise<PortalProxy> {
  const listener = getRequestListener(app.fetch);
  const server: Server = createServer((request, response) => {
    onApiRequest?.(request);
    return listener(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const settings = {
    API_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    PUBLIC_URL: portal.publicUrl,
    SESSION_SECRET: portal.sessionSecret,
    PORTAL_SECRET,
    // A loaded machine is slow, not broken: only the requests decide the answers.
    UPSTREAM_TIMEOUT_MS: '60000',
  };
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  vi.resetModules();
  const route = await import('@/app/api/[...path]/route');
  return {
    proxy: { GET: route.GET, POST: route.POST, PUT: route.PUT, PATCH: route.PATCH, DELETE: route.DELETE },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
