import { Hono } from 'hono';
import { dailySummaryQuerySchema, idParamSchema, monthlySummaryQuerySchema } from '@/lib/api/contract';
import { requireAuth } from '../http/auth';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { canReadCareData } from '../services/patients';
import { getDailySummary, getMonthlySummary } from '../services/summaries';

/** The daily and monthly meal summaries of a patient, for itself and its nutritionist. Mounted at the root. */
export function mealSummariesRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);
  const context = () => ({ timeZone: deps.config.APP_TIME_ZONE, now: deps.now() });

  // GET /v1/users/{id}/meals?date=YYYY-MM-DD – one day's meals, totals, periods and required calories.
  app.get('/v1/users/:id/meals', auth, async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    const { date } = dailySummaryQuerySchema.parse(c.req.query());
    if (!(await canReadCareData(deps.db, c.get('auth'), id))) throw notFound('Usuário');
    return c.json(await getDailySummary(deps.db, id, date, context()));
  });

  // GET /v1/users/{id}/meal-reports?year_month=YYYY-MM – the month in weeks of days.
  app.get('/v1/users/:id/meal-reports', auth, async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    const { year_month } = monthlySummaryQuerySchema.parse(c.req.query());
    if (!(await canReadCareData(deps.db, c.get('auth'), id))) throw notFound('Usuário');
    return c.json(await getMonthlySummary(deps.db, id, year_month, context()));
  });

  return app;
}
