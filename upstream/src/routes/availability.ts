import { type Context, Hono } from 'hono';
import { availabilityQuerySchema, idParamSchema, weekAvailabilitySchema } from '@/lib/api/contract';
import { requireAuth } from '../http/auth';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv, AuthContext } from '../http/context';
import { notFound } from '../http/errors';
import { getAvailability, getWeekAvailability, replaceWeekAvailability } from '../services/week-availability';

/** Only the nutritionist herself reads or changes her availability; anyone else gets 404. */
export function requireOwnNutritionistId(viewer: AuthContext, id: number): number {
  if (viewer.userId !== id || !viewer.roles.includes('ROLE_NUTRITIONIST')) throw notFound('Nutricionista');
  return id;
}

/** A nutritionist's weekly hours and the free slots they leave. Mounted at the root. */
export function availabilityRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const ownId = (c: Context<AppEnv>) =>
    requireOwnNutritionistId(c.get('auth'), idParamSchema.parse(c.req.param('id')));

  // GET /v1/nutritionists/{id}/availabilities?from&to – dates with free hours (only those that have one).
  app.get('/v1/nutritionists/:id/availabilities', auth, async (c) => {
    const id = ownId(c);
    const range = availabilityQuerySchema.parse(c.req.query());
    return c.json(await getAvailability(deps.db, id, deps.config, { ...range, now: deps.now() }));
  });

  // GET /v1/nutritionists/{id}/week-availability – the weekly periods, Sunday to Saturday.
  app.get('/v1/nutritionists/:id/week-availability', auth, async (c) => {
    return c.json(await getWeekAvailability(deps.db, ownId(c)));
  });

  // PUT /v1/nutritionists/{id}/week-availability – replaces the whole week.
  app.put('/v1/nutritionists/:id/week-availability', auth, async (c) => {
    const id = ownId(c);
    const week = weekAvailabilitySchema.parse(await readJson(c));
    return c.json(await replaceWeekAvailability(deps.db, id, week));
  });

  return app;
}
