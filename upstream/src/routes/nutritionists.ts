// /v1/nutritionists/{id}/…: what a nutritionist reads of her own practice — her patients, her home's
// cards and the patients on a plan. Every route is for the nutritionist herself (404 for anyone else);
// a new route under this prefix goes here, behind access.nutritionistHerself. The one exception is her
// profile's GET, which her own patients may also read (name, photo and specialisations only).
import { Hono } from 'hono';
import {
  createMealPlanTemplateRequestSchema,
  createPatientRecordSchema,
  listConnectionRequestsQuerySchema,
  listMealPlanAdherenceQuerySchema,
  listPatientsQuerySchema,
  nutritionistDashboardQuerySchema,
  renameMealPlanTemplateRequestSchema,
  updateNutritionistRequestSchema,
} from '@/lib/api/contract';
import type { AppDeps } from '../deps';
import { createAccess } from '../http/access';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { pathIdOrThrow } from '../http/path-id';
import {
  getNutritionistForPatient,
  getNutritionistProfile,
  updateNutritionistProfile,
} from '../services/accounts/nutritionist-profile';
import { listRecentFoodstuffs } from '../services/catalogue/food-uses';
import { listMealPlanAdherence } from '../services/meal-plans/meal-plan-adherence';
import {
  createMealPlanTemplate,
  deleteMealPlanTemplate,
  getMealPlanTemplateOrThrow,
  listMealPlanTemplates,
  renameMealPlanTemplate,
} from '../services/meal-plans/meal-plan-templates';
import { getNutritionistDashboard } from '../services/patients/nutritionist-dashboard';
import {
  listOpenInvitations,
  resendInvitation,
  withdrawInvitation,
} from '../services/patients/open-invitations';
import { createPatientRecord } from '../services/patients/patient-records';
import { listPatientsOfNutritionist } from '../services/patients/patients';
import { availabilityRoutes } from './availability';
import { practiceMoneyRoutes } from './practice-money';

export function nutritionistsRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const access = createAccess(deps);
  const context = () => ({ timeZone: deps.config.APP_TIME_ZONE, now: deps.now() });

  // GET /v1/nutritionists/{id} – her profile (spec 2 §3); one of her patients gets name, photo and
  // specialisations only; anyone else 404.
  app.get('/:id', access.nutritionistOrHerPatient, async (c) => {
    const id = c.get('subjectId');
    if (c.get('grant') === 'self') return c.json(await getNutritionistProfile(deps.db, id));
    return c.json(await getNutritionistForPatient(deps.db, id));
  });

  // PATCH /v1/nutritionists/{id} – any of address, specialization_ids and about; only herself.
  app.patch('/:id', access.nutritionistHerself, async (c) => {
    const update = updateNutritionistRequestSchema.parse(await readJson(c));
    await updateNutritionistProfile(deps.db, c.get('subjectId'), update);
    return c.json(await getNutritionistProfile(deps.db, c.get('subjectId')));
  });

  // GET /v1/nutritionists/{id}/patients – the nutritionist's own patients, paged and searchable by name.
  app.get('/:id/patients', access.nutritionistHerself, async (c) => {
    const query = listPatientsQuerySchema.parse(c.req.query());
    return c.json(await listPatientsOfNutritionist(deps.db, c.get('subjectId'), query));
  });

  // POST /v1/nutritionists/{id}/patients – 'Novo paciente': a record of her own, without the app.
  app.post('/:id/patients', access.nutritionistHerself, async (c) => {
    const input = createPatientRecordSchema.parse(await readJson(c));
    return c.json(await createPatientRecord(deps.db, c.get('subjectId'), input, deps.now()), 201);
  });

  // GET /v1/nutritionists/{id}/connection-requests – her invitations nobody is her patient through yet:
  // open (or expired) ones, and those accepted by someone still without an account.
  app.get('/:id/connection-requests', access.nutritionistHerself, async (c) => {
    const query = listConnectionRequestsQuerySchema.parse(c.req.query());
    return c.json(await listOpenInvitations(deps, c.get('subjectId'), query));
  });

  // POST /v1/nutritionists/{id}/connection-requests/{requestId}/resend – a new link for an open invitation.
  app.post('/:id/connection-requests/:requestId/resend', access.nutritionistHerself, async (c) => {
    const requestId = pathIdOrThrow(c, 'requestId');
    return c.json(await resendInvitation(deps, c.get('subjectId'), requestId));
  });

  // DELETE /v1/nutritionists/{id}/connection-requests/{requestId} – withdraws an open invitation.
  app.delete('/:id/connection-requests/:requestId', access.nutritionistHerself, async (c) => {
    const requestId = pathIdOrThrow(c, 'requestId');
    await withdrawInvitation(deps, c.get('subjectId'), requestId);
    return c.body(null, 204);
  });

  // GET /v1/nutritionists/{id}/dashboard – today's appointments, new patients, meal plan adherence and the
  // asked page of the plans in focus.
  app.get('/:id/dashboard', access.nutritionistHerself, async (c) => {
    const query = nutritionistDashboardQuerySchema.parse(c.req.query());
    return c.json(await getNutritionistDashboard(deps.db, c.get('subjectId'), query, context()));
  });

  // GET /v1/nutritionists/{id}/meal-plan-adherence – patients on an ACTIVE plan and their week, by tab.
  app.get('/:id/meal-plan-adherence', access.nutritionistHerself, async (c) => {
    const query = listMealPlanAdherenceQuerySchema.parse(c.req.query());
    return c.json(await listMealPlanAdherence(deps.db, c.get('subjectId'), query, context()));
  });

  // GET /v1/nutritionists/{id}/meal-plan-templates – her library of meal plan templates, newest first.
  app.get('/:id/meal-plan-templates', access.nutritionistHerself, async (c) =>
    c.json(await listMealPlanTemplates(deps.db, c.get('subjectId'))),
  );

  // POST /v1/nutritionists/{id}/meal-plan-templates – one of her patients' plans saved under a name.
  app.post('/:id/meal-plan-templates', access.nutritionistHerselfWithOwnPlan, async (c) => {
    const input = createMealPlanTemplateRequestSchema.parse(await readJson(c));
    return c.json(await createMealPlanTemplate(deps.db, c.get('subjectId'), input), 201);
  });

  // GET /v1/nutritionists/{id}/meal-plan-templates/{templateId} – one of her templates; anyone else's 404.
  app.get('/:id/meal-plan-templates/:templateId', access.nutritionistHerself, async (c) => {
    const templateId = pathIdOrThrow(c, 'templateId');
    return c.json(await getMealPlanTemplateOrThrow(deps.db, c.get('subjectId'), templateId));
  });

  // PATCH /v1/nutritionists/{id}/meal-plan-templates/{templateId} – renames one of her templates.
  app.patch('/:id/meal-plan-templates/:templateId', access.nutritionistHerself, async (c) => {
    const templateId = pathIdOrThrow(c, 'templateId');
    const { name } = renameMealPlanTemplateRequestSchema.parse(await readJson(c));
    return c.json(await renameMealPlanTemplate(deps.db, c.get('subjectId'), templateId, name));
  });

  // DELETE /v1/nutritionists/{id}/meal-plan-templates/{templateId} – removes one of her templates.
  app.delete('/:id/meal-plan-templates/:templateId', access.nutritionistHerself, async (c) => {
    const templateId = pathIdOrThrow(c, 'templateId');
    await deleteMealPlanTemplate(deps.db, c.get('subjectId'), templateId);
    return c.body(null, 204);
  });

  // GET /v1/nutritionists/{id}/recent-foodstuffs – the foods she planned last, with the measure she used.
  app.get('/:id/recent-foodstuffs', access.nutritionistHerself, async (c) =>
    c.json(await listRecentFoodstuffs(deps.db, c.get('subjectId'))),
  );

  // Weekly hours, free slots and the calendar feed.
  app.route('/', availabilityRoutes(deps));
  // Her prices, packages, receipts and month.
  app.route('/', practiceMoneyRoutes(deps));

  return app;
}
