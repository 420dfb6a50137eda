// One line per request (method, route pattern, status, duration, user, request id), and the same request
// counted in the metrics. The route is the pattern it matched ('/v1/users/:id'), never the path with its
// ids, so lines group by route and no id or search term is logged.
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from 'pino';
import type { AppEnv } from './context';

export interface RequestRecord {
  method: string;
  route: string;
  status: number;
  ms: number;
}

/**
 * The pattern of the route the path matched, even when a middleware answered before it (a 401); 'unmatched'
 * for a path no route serves. Middlewares are the patterns ending in '*'.
 */
function matchedRoute(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const routes = matchedRoutes(c).filter((route) => !route.path.endsWith('*'));
  return routes.at(-1)?.path ?? 'unmatched';
}

export function accessLog(log: Logger, record?: (request: RequestRecord) => void): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const entry: RequestRecord = {
      method: c.req.method,
      route: matchedRoute(c),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    record?.(entry);
    log.info(
      { reqId: c.get('requestId' as never), ...entry, userId: c.get('auth')?.userId },
      `${entry.method} ${entry.route} ${entry.status}`,
    );
  };
}
