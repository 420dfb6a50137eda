// Every route declares who may call it, with one rule of http/access.ts as its first handler. This test
// reads the assembled app's route table, so a new route without a rule, or with two, fails here; and it
// calls every route without a token, so a rule that forgets to authenticate fails too. Each route's rule is
// the one its entry in the route table (lib/api/contract/operations/) names, so the table cannot drift.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '@/lib/api/contract/operations';
import type { AppDeps } from '@/upstream/src/deps';
import { accessRuleName, createAccess } from '@/upstream/src/http/access';
import type { AppEnv } from '@/upstream/src/http/context';
import { createTestApi, type TestApi } from './helpers/api';
import { routeShape } from './helpers/fuzz-targets';

interface RouteTable {
  routes: readonly { method: string; path: string; handler: unknown }[];
}

/** Each route's handlers in order (middleware mounted with `use` is method ALL and left out). */
function handlersByRoute(app: RouteTable): Map<string, unknown[]> {
  const byRoute = new Map<string, unknown[]>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    const key = `${route.method} ${route.path}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), route.handler]);
  }
  return byRoute;
}

/** The routes that do not start with exactly one access rule, with what they declare instead. */
function routesWithoutOneRule(app: RouteTable): string[] {
  return [...handlersByRoute(app)]
    .filter(([, handlers]) => {
      const rules = handlers.filter((handler) => accessRuleName(handler) !== undefined);
      return rules.length !== 1 || accessRuleName(handlers[0]) === undefined;
    })
    .map(([route]) => route);
}

/** The rule each route declares. */
function ruleOf(app: RouteTable): Map<string, string> {
  return new Map(
    [...handlersByRoute(app)].map(([route, handlers]) => [route, accessRuleName(handlers[0]) ?? '']),
  );
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('who may call each route', () => {
  it('is declared on every route the API serves, by exactly one rule, before anything else', () => {
    expect(handlersByRoute(api.app).size).toBeGreaterThan(100);
    expect(routesWithoutOneRule(api.app)).toEqual([]);
  });

  it('is caught when a route forgets it, or declares it after another handler', () => {
    const access = createAccess({} as AppDeps);
    const app = new Hono<AppEnv>();
    app.get('/ruled', access.signedIn, (c) => c.text('ok'));
    app.get('/forgotten', (c) => c.text('ok'));
    app.post(
      '/late',
      async (_c, next) => next(),
      access.admin,
      (c) => c.text('ok'),
    );
    app.put('/twice', access.signedIn, access.admin, (c) => c.text('ok'));
    expect(routesWithoutOneRule(app)).toEqual(['GET /forgotten', 'POST /late', 'PUT /twice']);
  });

  it('asks for a token on every route but the public ones', async () => {
    const rules = ruleOf(api.app);
    const signedIn = [...rules].filter(([, rule]) => rule !== 'anyone');
    expect(signedIn.length).toBeGreaterThan(80);
    const answered: string[] = [];
    for (const [route] of signedIn) {
      const [method, path] = route.split(' ') as [string, string];
      const response = await api.request(path.replace(/:\w+/g, '1'), { method });
      if (response.status !== 401) answered.push(`${route} → ${response.status}`);
    }
    expect(answered).toEqual([]);
  });

  it('is the rule its entry in the route table names', () => {
    const rules = new Map(
      [...ruleOf(api.app)].map(([route, rule]) => {
        const [method, path] = route.split(' ') as [string, string];
        return [routeShape(method, path), rule];
      }),
    );
    const served = operations.filter((operation) =>
      rules.has(routeShape(operation.method.toUpperCase(), operation.path)),
    );
    expect(served.length).toBe(rules.size);
    const disagreeing = served
      .map((operation) => ({
        route: `${operation.method.toUpperCase()} ${operation.path}`,
        declared: rules.get(routeShape(operation.method.toUpperCase(), operation.path)),
        named: operation.rule,
      }))
      .filter(({ declared, named }) => declared !== named);
    expect(disagreeing).toEqual([]);
  });
});
