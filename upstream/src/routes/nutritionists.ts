// /v1/nutritionists/{id}/…: what a nutritionist reads of her own practice — her patients, her home's
// cards and the patients on a plan. Every route is for the nutritionist herself (404 for anyone else);
// a new route under this prefix goes here, behind guards.nutritionistHerself.
import { Hono } from 'hono';
import { listMealPlanAdherenceQuerySchema, listPatientsQuerySchema } from '@/lib/api/contract';
import type { AppDeps, AppEnv } from '../http/context';
import { createGuards } from '../http/guards';
import { listMealPlanAdherence } from '../services/meal-plan-adherence';
import { getNutritionistDashboard } from '../services/nutritionist-dashboard';
import { listPatientsOfNutritionist } from '../services/patients';
import { availabilityRoutes } from './availability';

export function nutritionistsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const { nutritionistHerself } = createGuards(deps);
  const context = () => ({ timeZone: deps.config.APP_TIME_ZONE, now: deps.now() });

  // GET /v1/nutritionists/{id}/patients – the nutritionist's own patients, paged and searchable by name.
  app.get('/:id/patients', nutritionistHerself, async (c) => {
    const query = listPatientsQuerySchema.parse(c.req.query());
    return c.json(await listPatientsOfNutritionist(deps.db, c.get('subjectId'), query));
  });

  // GET /v1/nutritionists/{id}/dashboard – today's appointments, new patients and meal plan adherence.
  app.get('/:id/dashboard', nutritionistHerself, async (c) =>
    c.json(await getNutritionistDashboard(deps.db, c.get('subjectId'), context())),
  );

  // GET /v1/nutritionists/{id}/meal-plan-adherence – patients on an ACTIVE plan and their week, by tab.
  app.get('/:id/meal-plan-adherence', nutritionistHerself, async (c) => {
    const query = listMealPlanAdherenceQuerySchema.parse(c.req.query());
    return c.json(await listMealPlanAdherence(deps.db, c.get('subjectId'), query, context()));
  });

  // Weekly hours, free slots and the calendar feed.
  app.route('/', availabilityRoutes(deps));

  return app;
}
