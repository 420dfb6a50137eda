import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  createMealPlanRequestSchema,
  createSubstitutionRequestSchema,
  idParamSchema,
  updateMealPlanRequestSchema,
  updateSubstitutionRequestSchema,
} from '@/lib/api/contract';
import { readJson } from '../http/body';
import type { AppDeps, AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import {
  requirePlanEditor,
  requirePlanReader,
  requirePlanWriter,
  requireSelfAsAuthor,
} from '../services/meal-plans/meal-plan-access';
import {
  createSubstitution,
  deleteSubstitution,
  type PlannedFoodRef,
  updateSubstitution,
} from '../services/meal-plans/meal-plan-substitutions';
import { listMealPlanVersions } from '../services/meal-plans/meal-plan-versions';
import { getMealPlanDetailOrThrow } from '../services/meal-plans/meal-plans';
import { createMealPlan, updateMealPlan } from '../services/meal-plans/save-meal-plan';

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

  /** The planned food of a substitution route; only the patient's own nutritionist reaches it. */
  const plannedFood = async (c: Context<AppEnv>): Promise<PlannedFoodRef> => {
    const planId = idParamSchema.parse(c.req.param('id'));
    const foodId = idParamSchema.parse(c.req.param('foodId'));
    const patientId = await requirePlanEditor(deps.db, c.get('auth'), planId);
    return { planId, foodId, patientId };
  };
  const substitutionPath = '/:id/meal-foodstuffs/:foodId/substitutions';

  // POST /v1/meal-plans/{id}/meal-foodstuffs/{foodId}/substitutions – an alternative to a planned food.
  app.post(substitutionPath, async (c) => {
    const ref = await plannedFood(c);
    const input = createSubstitutionRequestSchema.parse(await readJson(c));
    return c.json(await createSubstitution(deps.db, ref, input), 201);
  });

  // PUT /v1/meal-plans/{id}/meal-foodstuffs/{foodId}/substitutions/{substitutionId} – adjusts its amounts.
  app.put(`${substitutionPath}/:substitutionId`, async (c) => {
    const ref = await plannedFood(c);
    const substitutionId = idParamSchema.parse(c.req.param('substitutionId'));
    const input = updateSubstitutionRequestSchema.parse(await readJson(c));
    return c.json(await updateSubstitution(deps.db, ref, substitutionId, input));
  });

  // DELETE /v1/meal-plans/{id}/meal-foodstuffs/{foodId}/substitutions/{substitutionId} – removes it.
  app.delete(`${substitutionPath}/:substitutionId`, async (c) => {
    const ref = await plannedFood(c);
    const substitutionId = idParamSchema.parse(c.req.param('substitutionId'));
    return c.json(await deleteSubstitution(deps.db, ref, substitutionId));
  });

  return app;
}
