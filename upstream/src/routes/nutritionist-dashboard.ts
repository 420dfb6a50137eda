import { type Context, Hono } from 'hono';
import { idParamSchema, listMealPlanAdherenceQuerySchema } from '@/lib/api/contract';
import { requireAuth } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { listMealPlanAdherence } from '../services/meal-plan-adherence';
import { getNutritionistDashboard } from '../services/nutritionist-dashboard';

/** The nutritionist's home: the summary cards and the patients on a meal plan. Mounted at the root. */
export function nutritionistDashboardRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const context = () => ({ timeZone: deps.config.APP_TIME_ZONE, now: deps.now() });

  // Only the nutritionist itself; anyone else gets 404 as for the patient list, so ids reveal nothing.
  const ownNutritionistId = (c: Context<AppEnv>) => {
    const id = idParamSchema.parse(c.req.param('id'));
    const viewer = c.get('auth');
    if (viewer.userId !== id || !viewer.roles.includes('ROLE_NUTRITIONIST')) throw notFound('Nutricionista');
    return id;
  };

  // GET /v1/nutritionists/{id}/dashboard – today's appointments, new patients and meal plan adherence.
  app.get('/v1/nutritionists/:id/dashboard', auth, async (c) => {
    const id = ownNutritionistId(c);
    return c.json(await getNutritionistDashboard(deps.db, id, context()));
  });

  // GET /v1/nutritionists/{id}/meal-plan-adherence – patients on an ACTIVE plan and their week, by tab.
  app.get('/v1/nutritionists/:id/meal-plan-adherence', auth, async (c) => {
    const id = ownNutritionistId(c);
    const query = listMealPlanAdherenceQuerySchema.parse(c.req.query());
    return c.json(await listMealPlanAdherence(deps.db, id, query, context()));
  });

  return app;
}
