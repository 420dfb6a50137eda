// /v1/users/{id}/meals and /meal-reports: the mobile app's meal log (only the patient writes it) and the
// daily and monthly summaries (the patient and its nutritionist read them). Mounted inside usersRoutes.
import { Hono } from 'hono';
import { dailySummaryQuerySchema, mealInputSchema, monthlySummaryQuerySchema } from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import { createMeal, deleteMeal, getMealOrThrow, updateMeal } from '../services/meals/meals';
import { getDailySummary, getMonthlySummary } from '../services/meals/summaries';

export function userMealsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const context = () => ({ timeZone: deps.config.APP_TIME_ZONE, now: deps.now() });
  // Only the patient writes its log; its nutritionist reads it (403), anyone else learns nothing (404).

  // GET /v1/users/{id}/meals?date=YYYY-MM-DD – one day's meals, totals, periods and required calories.
  app.get('/:id/meals', access.patientOrOwnNutritionist, async (c) => {
    const { date } = dailySummaryQuerySchema.parse(c.req.query());
    return c.json(await getDailySummary(deps.db, c.get('subjectId'), date, context()));
  });

  // GET /v1/users/{id}/meal-reports?year_month=YYYY-MM – the month in weeks of days.
  app.get('/:id/meal-reports', access.patientOrOwnNutritionist, async (c) => {
    const { year_month } = monthlySummaryQuerySchema.parse(c.req.query());
    return c.json(await getMonthlySummary(deps.db, c.get('subjectId'), year_month, context()));
  });

  // POST /v1/users/{id}/meals – log a meal: foods of the catalogue with quantities, at a date and time.
  app.post('/:id/meals', access.patientItselfNotItsNutritionist, async (c) => {
    const input = mealInputSchema.parse(await readJson(c));
    return c.json(await createMeal(deps.db, c.get('subjectId'), input, deps.now()), 201);
  });

  // GET /v1/users/{id}/meals/{mealId} – one logged meal; for the patient and its nutritionist.
  app.get('/:id/meals/:mealId', access.patientOrOwnNutritionist, async (c) => {
    const mealId = pathIdOrThrow(c, 'mealId');
    return c.json(await getMealOrThrow(deps.db, c.get('subjectId'), mealId));
  });

  // PUT /v1/users/{id}/meals/{mealId} – replace a meal's time and foods.
  app.put('/:id/meals/:mealId', access.patientItselfNotItsNutritionist, async (c) => {
    const mealId = pathIdOrThrow(c, 'mealId');
    const input = mealInputSchema.parse(await readJson(c));
    return c.json(await updateMeal(deps.db, c.get('subjectId'), mealId, input, deps.now()));
  });

  // DELETE /v1/users/{id}/meals/{mealId} – remove a meal from the log.
  app.delete('/:id/meals/:mealId', access.patientItselfNotItsNutritionist, async (c) => {
    const mealId = pathIdOrThrow(c, 'mealId');
    await deleteMeal(deps.db, c.get('subjectId'), mealId);
    return c.body(null, 204);
  });

  return app;
}
