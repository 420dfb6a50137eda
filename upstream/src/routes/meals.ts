import type { Context } from 'hono';
import { Hono } from 'hono';
import { idParamSchema, mealInputSchema } from '@/lib/api/contract';
import { requireAuth } from '../http/auth';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { createMeal, deleteMeal, getMealOrThrow, updateMeal } from '../services/meals';
import { canReadCareData } from '../services/patients';

/** The mobile app's meal log: a patient records, edits and deletes its own meals. Mounted at the root. */
export function mealsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const auth = requireAuth(deps);

  /** Only the patient writes its log; its nutritionist reads it (403), anyone else learns nothing (404). */
  async function requireOwnLog(c: Context<AppEnv>): Promise<number> {
    const id = idParamSchema.parse(c.req.param('id'));
    const viewer = c.get('auth');
    if (viewer.userId === id) return id;
    if (await canReadCareData(deps.db, viewer, id)) throw forbidden();
    throw notFound('Usuário');
  }

  // POST /v1/users/{id}/meals – log a meal: foods of the catalogue with quantities, at a date and time.
  app.post('/v1/users/:id/meals', auth, async (c) => {
    const id = await requireOwnLog(c);
    const input = mealInputSchema.parse(await readJson(c));
    return c.json(await createMeal(deps.db, id, input, deps.now()), 201);
  });

  // GET /v1/users/{id}/meals/{mealId} – one logged meal; for the patient and its nutritionist.
  app.get('/v1/users/:id/meals/:mealId', auth, async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    const mealId = idParamSchema.parse(c.req.param('mealId'));
    if (!(await canReadCareData(deps.db, c.get('auth'), id))) throw notFound('Usuário');
    return c.json(await getMealOrThrow(deps.db, id, mealId));
  });

  // PUT /v1/users/{id}/meals/{mealId} – replace a meal's time and foods.
  app.put('/v1/users/:id/meals/:mealId', auth, async (c) => {
    const id = await requireOwnLog(c);
    const mealId = idParamSchema.parse(c.req.param('mealId'));
    const input = mealInputSchema.parse(await readJson(c));
    return c.json(await updateMeal(deps.db, id, mealId, input, deps.now()));
  });

  // DELETE /v1/users/{id}/meals/{mealId} – remove a meal from the log.
  app.delete('/v1/users/:id/meals/:mealId', auth, async (c) => {
    const id = await requireOwnLog(c);
    const mealId = idParamSchema.parse(c.req.param('mealId'));
    await deleteMeal(deps.db, id, mealId);
    return c.body(null, 204);
  });

  return app;
}
