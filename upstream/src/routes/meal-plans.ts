import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  createMealPlanRequestSchema,
  createSubstitutionRequestSchema,
  updateMealPlanRequestSchema,
  updateSubstitutionRequestSchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
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
  const access = createAccess(deps);

  // POST /v1/meal-plans – a new ACTIVE plan for one's own patient; the previous ACTIVE plan becomes INACTIVE.
  app.post('/', access.plansForOwnPatient, async (c) => {
    const input = createMealPlanRequestSchema.parse(await readJson(c));
    return c.json(await createMealPlan(deps.db, input, deps.now()), 201);
  });

  // GET /v1/meal-plans/{id} – one plan with its periods, foods and author; for the patient and its nutritionist.
  app.get('/:id', access.planReader, async (c) => {
    const id = pathIdOrThrow(c);
    return c.json(await getMealPlanDetailOrThrow(deps.db, id));
  });

  // GET /v1/meal-plans/{id}/versions – the plan as it was before each edit, newest first; same readers.
  app.get('/:id/versions', access.planReader, async (c) => {
    const id = pathIdOrThrow(c);
    return c.json(await listMealPlanVersions(deps.db, id));
  });

  // PUT /v1/meal-plans/{id} – replace the plan's dates, periods and foods, or deactivate it (status INACTIVE).
  app.put('/:id', access.planEditor, async (c) => {
    const id = pathIdOrThrow(c);
    const input = updateMealPlanRequestSchema.parse(await readJson(c));
    // The body names the plan's own patient: a plan never moves to another patient.
    if (input.patient_id !== c.get('planPatientId')) throw notFound('Plano alimentar');
    const context = { timeZone: deps.config.APP_TIME_ZONE, now: deps.now(), editorId: c.get('auth').userId };
    return c.json(await updateMealPlan(deps.db, id, input, context));
  });

  /** The planned food of a substitution route, behind access.planEditor. */
  const plannedFood = (c: Context<AppEnv>): PlannedFoodRef => ({
    planId: pathIdOrThrow(c),
    foodId: pathIdOrThrow(c, 'foodId'),
    patientId: c.get('planPatientId'),
  });
  const substitutionPath = '/:id/meal-foodstuffs/:foodId/substitutions';

  // POST /v1/meal-plans/{id}/meal-foodstuffs/{foodId}/substitutions – an alternative to a planned food.
  app.post(substitutionPath, access.planEditor, async (c) => {
    const ref = plannedFood(c);
    const input = createSubstitutionRequestSchema.parse(await readJson(c));
    return c.json(await createSubstitution(deps.db, ref, input), 201);
  });

  // PUT /v1/meal-plans/{id}/meal-foodstuffs/{foodId}/substitutions/{substitutionId} – adjusts its amounts.
  app.put(`${substitutionPath}/:substitutionId`, access.planEditor, async (c) => {
    const ref = plannedFood(c);
    const substitutionId = pathIdOrThrow(c, 'substitutionId');
    const input = updateSubstitutionRequestSchema.parse(await readJson(c));
    return c.json(await updateSubstitution(deps.db, ref, substitutionId, input));
  });

  // DELETE /v1/meal-plans/{id}/meal-foodstuffs/{foodId}/substitutions/{substitutionId} – removes it.
  app.delete(`${substitutionPath}/:substitutionId`, access.planEditor, async (c) => {
    const ref = plannedFood(c);
    const substitutionId = pathIdOrThrow(c, 'substitutionId');
    return c.json(await deleteSubstitution(deps.db, ref, substitutionId));
  });

  return app;
}
