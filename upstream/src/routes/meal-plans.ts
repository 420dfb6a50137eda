import { Hono } from 'hono';
import { createMealPlanRequestSchema, idParamSchema, updateMealPlanRequestSchema } from '@/lib/api/contract';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import {
  requirePlanEditor,
  requirePlanReader,
  requirePlanWriter,
  requireSelfAsAuthor,
} from '../services/meal-plan-access';
import { listMealPlanVersions } from '../services/meal-plan-versions';
import { getMealPlanDetailOrThrow } from '../services/meal-plans';
import { createMealPlan, updateMealPlan } from '../services/save-meal-plan';

/** /v1/meal-plans (spec 2 §7): only the patient's own nutritionist writes; she and the patient read. */
export function mealPlansRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();

  // POST /v1/meal-plans – a new ACTIVE plan for one's own patient; the previous ACTIVE plan becomes INACTIVE.
  app.post('/', async (c) => {
    const input = createMealPlanRequestSchema.parse(await readJson(c));
    const viewer = c.get('auth');
    await requirePlanWriter(deps.db, viewer, input.patient_id);
    requireSelfAsAuthor(viewer, input.nutritionist_id);
    return c.json(await createMealPlan(deps.db, input, deps.now()), 201);
  });

  // GET /v1/meal-plans/{id} – one plan with its periods, foods and author; for the patient and its nutritionist.
  app.get('/:id', async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    await requirePlanReader(deps.db, c.get('auth'), id);
    return c.json(await getMealPlanDetailOrThrow(deps.db, id));
  });

  // GET /v1/meal-plans/{id}/versions – the plan as it was before each edit, newest first; same readers.
  app.get('/:id/versions', async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    await requirePlanReader(deps.db, c.get('auth'), id);
    return c.json(await listMealPlanVersions(deps.db, id));
  });

  // PUT /v1/meal-plans/{id} – replace the plan's dates, periods and foods, or deactivate it (status INACTIVE).
  app.put('/:id', async (c) => {
    const id = idParamSchema.parse(c.req.param('id'));
    const viewer = c.get('auth');
    const patientId = await requirePlanEditor(deps.db, viewer, id);
    const input = updateMealPlanRequestSchema.parse(await readJson(c));
    if (input.patient_id !== patientId) throw notFound('Plano alimentar');
    const context = { timeZone: deps.config.APP_TIME_ZONE, now: deps.now(), editorId: viewer.userId };
    return c.json(await updateMealPlan(deps.db, id, input, context));
  });

  return app;
}
