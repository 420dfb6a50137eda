// Serves the portal: the build, or Next's development mode when NODE_ENV is 'development'. A custom server so the visitor's address comes from the socket
// (or from a trusted reverse proxy), never from a header the visitor could forge.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import next from 'next';
import { z } from 'zod';
import { serverConfig } from '../lib/config/server';
import { finishPageAnswer } from '../lib/http/page-answer';
import { type PageStatusStore, withPageStatus } from '../lib/http/page-status';
import { closeGracefully } from '../lib/log/graceful-stop';
import { keepIdleConnections } from '../lib/log/idle-connections';
import { createLogger } from '../lib/log/logger';
import { createRequestMetrics } from '../lib/log/metrics';
import { mayReadMetrics } from '../lib/log/metrics-access';
import { describeStartFailure } from '../lib/log/start-failure';
import { requestRoute } from '../lib/request-route';
import { allowedHosts } from '../lib/security/allowed-hosts';
import { CLIENT_ADDRESS_HEADER, visitorAddress } from '../lib/security/client-address';
import { HSTS } from '../lib/security/headers';
import { hostRefusal } from '../lib/security/host-gate';
import { notFoundContentSecurityPolicy } from '../lib/security/not-found-policy';
import { sessionOptions } from '../lib/session';
import { unsealSession } from '../lib/session-unseal';

const log = createLogger('portal');
const metrics = createRequestMetrics('portal', { processMetrics: true });

// A missing or short secret stops the portal here, with its reason, instead of a 500 on every request.
try {
  serverConfig();
} catch (error) {
  const issues =
    error instanceof z.ZodError
      ? error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      : [String(error)];
  log.fatal(`the portal could not start: invalid settings: ${issues.join('; ')}`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? '0.0.0.0';
const proxyTrust = serverConfig();
const hosts = allowedHosts(serverConfig().PUBLIC_URL, serverConfig().ALLOWED_HOSTS);

// Next's standalone output (the container image) has no next.config.ts: the build keeps its own copy.
const standaloneConfig =
  process.env.NEXT_STANDALONE === 'true'
    ? JSON.parse(readFileSync(join(process.cwd(), '.next', 'required-server-files.json'), 'utf8')).config
    : undefined;
if (standaloneConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);

const app = next({
  dev: process.env.NODE_ENV === 'development',
  dir: process.cwd(),
  hostname,
  port,
  ...(standaloneConfig ? { conf: standaloneConfig } : {}),
});
await app.prepare();
const handle = app.getRequestHandler();
const notFoundPolicy = notFoundContentSecurityPolicy(
  join(process.cwd(), process.env.NEXT_DIST_DIR ?? '.next'),
);

// Methods no page or route of the portal answers; Next's server fails on some of them (TRACE) with a 500.
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** A problem answer from this server itself, before Next sees the request. */
function refuse(response: ServerResponse, status: number, code: string, detail: string, headers = {}) {
  response.writeHead(status, {
    ...headers,
    'Content-Type': 'application/problem+json',
    'Cache-Control': 'no-store',
  });
  response.end(JSON.stringify({ status, code, detail }));
}

/** The id of this request in the portal's log and the API's: a proxy's or caller's when well formed. */
const REQUEST_ID = /^[\w.-]{1,128}$/;
function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** The signed-in user of a request, for the access line; undefined for a visitor. */
async function userIdOf(request: IncomingMessage): Promise<number | undefined> {
  const name = sessionOptions().cookieName;
  const cookie = request.headers.cookie
    ?.split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`));
  if (!cookie) return undefined;
  const session = await unsealSession(decodeURIComponent(cookie.slice(name.length + 1))).catch(
    () => undefined,
  );
  return session?.user?.id;
}

/** One access line and one observation per answered request (method, route pattern, status, duration). */
function recordWhenAnswered(request: IncomingMessage, response: ServerResponse, reqId: string) {
  const started = performance.now();
  response.once('finish', () => {
    const pathname = new URL(request.url ?? '/', 'http://portal').pathname;
    const entry = {
      method: request.method ?? 'GET',
      route: requestRoute(request.method ?? 'GET', pathname),
      status: response.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    metrics.observe(entry);
    void userIdOf(request).then((userId) =>
      log.info({ reqId, ...entry, userId }, `${entry.method} ${entry.route} ${entry.status}`),
    );
  });
}

const server = createServer((request, response) => {
  const reqId = requestIdOf(request);
  // Next and the calls it makes upstream read it from here (lib/api/server/upstream.ts), so the API logs it too.
  request.headers['x-request-id'] = reqId;
  response.setHeader('X-Request-Id', reqId);
  recordWhenAnswered(request, response, reqId);
  const refusal = hostRefusal(request, hosts, proxyTrust);
  if (refusal) {
    refuse(response, refusal.status, refusal.code, refusal.detail);
    return;
  }
  if (REFUSED_METHODS.has(request.method ?? '')) {
    refuse(response, 405, 'METHOD_NOT_ALLOWED', 'Método não permitido.', {
      Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
    });
    return;
  }
  // Under https every answer carries HSTS: pages (proxy.ts sets it too), and the /api calls and files
  // the page gate never sees.
  if (serverConfig().secureCookies || request.headers['x-forwarded-proto'] === 'https')
    response.setHeader('Strict-Transport-Security', HSTS);
  if (request.url === '/metrics') {
    if (!mayReadMetrics(request.headers.authorization, process.env.METRICS_TOKEN)) {
      refuse(response, 404, 'NOT_FOUND', 'Recurso não encontrado.');
      return;
    }
    void metrics.registry.metrics().then((text) => {
      response.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
      response.end(text);
    });
    return;
  }
  request.headers[CLIENT_ADDRESS_HEADER] = visitorAddress(request, proxyTrust);
  const pageStatus: PageStatusStore = {};
  finishPageAnswer(response, pageStatus, notFoundPolicy);
  void withPageStatus(pageStatus, () => handle(request, response));
});
keepIdleConnections(server)
  .once('error', (error) => {
    log.fatal(`the portal could not start: ${describeStartFailure(error, { [port]: 'PORT' })}`);
    process.exit(1);
  })
  .listen(port, hostname, () => {
    log.info(`listening on http://localhost:${port}`);
  });

// SIGTERM (a deploy, a scale-in): no new request; the running ones finish, within STOP_GRACE_MS.
const graceMs = Number(process.env.STOP_GRACE_MS ?? 10_000);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void closeGracefully(server, graceMs).then(() => process.exit(0));
  });
}
