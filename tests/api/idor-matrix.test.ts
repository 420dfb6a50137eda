// Who may call what, for every call the portal's proxy lets the browser make (lib/api/server/allowlist.ts):
// each allowlisted call × each demo actor, against the API over the demo data, must answer the status
// written here. Someone else's data answers 404 (ids reveal nothing), another role's calls 403.
//
// A call added to the allowlist without a row below fails the first test: add one entry to `matrix`
// (the request to make and the status each actor gets) the day the call lands.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedCalls } from '@/lib/api/server/allowlist';
import {
  addresses,
  anamneses,
  appointments,
  avatarPhotos,
  bodyMeasurements,
  connectionRequests,
  consultationPackages,
  consultationPrices,
  jobs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlanSubstitutions,
  mealPlans,
  mealPlanTemplates,
  notifications,
  nutritionistDetails,
  nutritionistPatients,
  patientPackages,
  payments,
  userRoles,
  users,
} from '@/upstream/src/db/schema';
import {
  DEMO_PAGE,
  DEMO_PAGE_SETTINGS,
  enableDemoPage,
  holdWithCode,
  linkOfComingAppointment,
  manageLinkOfNewBooking,
  waitingRequest,
} from './helpers/booking-fixtures';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

const ACTORS = ['anonymous', 'admin', 'nutri', 'nutri2', 'patient'] as const;
type Actor = (typeof ACTORS)[number];

interface Ids {
  admin: number;
  nutri: number;
  nutri2: number;
  /** paciente@nutri.test, a patient of nutri. */
  patient: number;
  food: number;
  avatarPhoto: number;
  /** A notification of nutri. */
  notification: number;
  /** A package nutri sells. */
  package: number;
}

interface CallRequest {
  path: string;
  json?: unknown;
  form?: FormData;
}

interface Row {
  /** The request this actor makes (fresh fixtures per actor where a call consumes its target). */
  request: (ids: Ids, actor: Actor) => CallRequest | Promise<CallRequest>;
  status: Record<Actor, number>;
}

/** The same status for everyone, then the exceptions. */
const statuses = (all: number, except: Partial<Record<Actor, number>> = {}): Record<Actor, number> => ({
  ...(Object.fromEntries(ACTORS.map((actor) => [actor, all])) as Record<Actor, number>),
  ...except,
});
/** Every signed-in actor gets `all` (with exceptions); no token is a 401. */
const signedIn = (all: number, except: Partial<Record<Actor, number>> = {}) =>
  statuses(all, { anonymous: 401, ...except });
/** Catalogue writes: administrators only. */
const adminOnly = (ok: number) => signedIn(403, { admin: ok });

let api: SeededApi;
let ids: Ids;
let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}-${Date.now()}`;

const newFood = (name: string) => ({
  name,
  group: 'GRAINS',
  unit_of_measurement: 'GRAMS',
  baseline_weight: 100,
  nutrition_information: { calories: 1, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
});

async function createFood(): Promise<number> {
  const answer = await api.request('/v1/foodstuffs', {
    method: 'POST',
    token: api.tokens.admin,
    json: newFood(unique('Matriz')),
  });
  return ((await answer.json()) as { id: number }).id;
}

/** One of nutri's seeded appointments with paciente@ (read fresh: earlier rows may have changed the agenda). */
async function nutriAppointmentWithPatient(): Promise<number> {
  const [row] = await api.database.db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.nutritionistId, ids.nutri), eq(appointments.patientId, ids.patient)))
    .limit(1);
  return row!.id;
}

/** A fresh open invitation of nutri (withdrawing consumes its target). */
async function nutriInvitation(): Promise<number> {
  const [row] = await api.database.db
    .insert(connectionRequests)
    .values({
      nutritionistId: ids.nutri,
      patientEmail: `${unique('aberto')}@exemplo.com`,
      codeHash: randomUUID(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: connectionRequests.id });
  return row!.id;
}

/** paciente@'s newest meal plan (read fresh: creating one in an earlier row deactivates the seeded one). */
async function patientPlan(): Promise<number> {
  const [row] = await api.database.db
    .select({ id: mealPlans.id })
    .from(mealPlans)
    .where(eq(mealPlans.patientId, ids.patient))
    .orderBy(desc(mealPlans.id))
    .limit(1);
  return row!.id;
}

/** A fresh template in nutri's library (a DELETE consumes its target). */
async function nutriTemplate(): Promise<number> {
  const [row] = await api.database.db
    .insert(mealPlanTemplates)
    .values({ nutritionistId: ids.nutri, name: unique('modelo'), mealPeriods: [] })
    .returning({ id: mealPlanTemplates.id });
  return row!.id;
}

/** A food of paciente@'s newest plan, with one substitution of its own (a DELETE consumes it). */
async function patientPlanFood(): Promise<{ plan: number; food: number; substitution: number }> {
  const plan = await patientPlan();
  const [row] = await api.database.db
    .select({ food: mealPlanFoodstuffs.id, foodstuffId: mealPlanFoodstuffs.foodstuffId })
    .from(mealPlanFoodstuffs)
    .innerJoin(mealPeriods, eq(mealPeriods.id, mealPlanFoodstuffs.mealPeriodId))
    .where(eq(mealPeriods.mealPlanId, plan))
    .limit(1);
  await api.database.db
    .delete(mealPlanSubstitutions)
    .where(eq(mealPlanSubstitutions.mealPlanFoodstuffId, row!.food));
  const [substitution] = await api.database.db
    .insert(mealPlanSubstitutions)
    .values({
      mealPlanFoodstuffId: row!.food,
      foodstuffId: row!.foodstuffId,
      basis: 'ENERGY',
      baselineWeight: 100,
      quantity: 1,
      unitOfMeasurement: 'GRAMS',
      referenceWeight: 100,
      // Of unknown energy, so no amount a row sends can leave it "não equivalente" (a 400 this matrix is
      // not about; tests/api/substitutions-follow.test.ts is).
      calories: null,
      proteins: null,
      carbohydrates: null,
      sodium: null,
      fiber: null,
      fats: null,
    })
    .returning({ id: mealPlanSubstitutions.id });
  return { plan, food: row!.food, substitution: substitution!.id };
}

const planBody = (patient: number, food: number) => ({
  patient_id: patient,
  start_date: '2025-03-12',
  end_date: '2025-06-12',
  meal_periods: [
    { period: 'BREAKFAST', meal_foodstuffs: [{ foodstuff_id: food, baseline_weight: 100, quantity: 1 }] },
  ],
});

/** A fresh anthropometric record of paciente@ (a DELETE consumes its target). */
async function patientRecord(): Promise<number> {
  const [row] = await api.database.db
    .insert(bodyMeasurements)
    .values({ userId: ids.patient, measuredAt: new Date('2025-03-01T15:00:00Z'), waistCircumference: 80 })
    .returning({ id: bodyMeasurements.id });
  return row!.id;
}

/** A fresh job given up (a retry queues it again, and it is sent). */
async function deadJob(): Promise<number> {
  const [row] = await api.database.db
    .insert(jobs)
    .values({
      kind: 'mail',
      payload: { to: 'parada@exemplo.com', subject: 'Parada', text: 'Uma tarefa que desistiu.' },
      status: 'DEAD',
      attempts: 3,
      lastError: 'recusado',
    })
    .returning({ id: jobs.id });
  return row!.id;
}

/** A fresh payment of one of nutri's appointments with paciente@ (a reversal or a receipt consumes it). */
async function nutriPayment(): Promise<number> {
  const [row] = await api.database.db
    .insert(payments)
    .values({
      nutritionistId: ids.nutri,
      patientId: ids.patient,
      appointmentId: await nutriAppointmentWithPatient(),
      amountCents: 100,
      paidOn: '2025-03-12',
      method: 'PIX',
      payerName: 'Paciente',
      payerCpf: '52998224725',
      asCredit: true,
      recordedAt: new Date('2025-03-12T15:00:00Z'),
    })
    .returning({ id: payments.id });
  return row!.id;
}

/** A fresh receipt nutri issued paciente@, through the API (a cancellation consumes it). */
async function nutriReceipt(): Promise<number> {
  const issued = await api.request(`/v1/payments/${await nutriPayment()}/receipts`, {
    method: 'POST',
    token: api.tokens.nutri,
  });
  return ((await issued.json()) as { id: number }).id;
}

/** A package nutri sold paciente@. */
async function nutriPatientPackage(): Promise<number> {
  const [row] = await api.database.db
    .insert(patientPackages)
    .values({
      nutritionistId: ids.nutri,
      patientId: ids.patient,
      packageId: ids.package,
      name: 'Pacote 4 consultas',
      consultations: 4,
      amountCents: 70_000,
      soldOn: '2025-03-12',
    })
    .returning({ id: patientPackages.id });
  return row!.id;
}

/** Credit confirmed: the payment is taken whatever the charge already holds. */
const PAYMENT = {
  amount_cents: 100,
  paid_on: '2025-03-12',
  method: 'PIX',
  payer_cpf: '529.982.247-25',
  as_credit: true,
};

const ANAMNESIS = {
  form: 'SHORT',
  content: {
    conditions: {},
    medications: {},
    allergies: { allergies: ['amendoim'] },
    habits: {},
    bowel: {},
    sleep: {},
    water: {},
  },
};

/** A fresh anamnesis version of paciente@. */
async function patientAnamnesis(): Promise<number> {
  const [row] = await api.database.db
    .insert(anamneses)
    .values({ patientId: ids.patient, authorId: ids.nutri, form: 'SHORT', content: ANAMNESIS.content })
    .returning({ id: anamneses.id });
  return row!.id;
}

/** A fresh patient of nutri (a deletion request consumes its target). */
async function nutriFreshPatient(): Promise<number> {
  const [row] = await api.database.db
    .insert(users)
    .values({ email: `${unique('apagar')}@exemplo.com`, name: 'A apagar', mainRole: 'ROLE_USER' })
    .returning({ id: users.id });
  await api.database.db.insert(userRoles).values({ userId: row!.id, role: 'ROLE_USER' });
  await api.database.db
    .insert(nutritionistPatients)
    .values({ patientId: row!.id, nutritionistId: ids.nutri });
  return row!.id;
}

let png: Buffer;

const matrix: Record<string, Row> = {
  'GET /v1/me': { request: () => ({ path: '/v1/me' }), status: signedIn(200) },
  'GET /v1/users': { request: () => ({ path: '/v1/users?page=0&size=5' }), status: adminOnly(200) },
  'GET /v1/users/:id': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}` }),
    status: signedIn(404, { admin: 200, nutri: 200, patient: 200 }),
  },
  'PUT /v1/users/:id/photos/:photoId': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/photos/${ids.avatarPhoto}` }),
    status: signedIn(403, { patient: 200 }),
  },
  'POST /v1/users/:id/photo': {
    request: (ids) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'eu.png');
      return { path: `/v1/users/${ids.patient}/photo`, form };
    },
    status: signedIn(404, { patient: 201 }),
  },
  'GET /v1/users/:id/dismissals': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/dismissals` }),
    status: signedIn(404, { patient: 200 }),
  },
  'PUT /v1/users/:id/dismissals/:key': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/dismissals/HOME_AVATAR_PROMPT` }),
    status: signedIn(404, { patient: 200 }),
  },
  'GET /v1/users/:id/meals': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/meals?date=2025-03-12` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'GET /v1/users/:id/meal-reports': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/meal-reports?year_month=2025-03` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'GET /v1/foodstuffs': { request: () => ({ path: '/v1/foodstuffs?page=0&size=3' }), status: signedIn(200) },
  'POST /v1/foodstuffs': {
    request: () => ({ path: '/v1/foodstuffs', json: newFood(unique('Novo')) }),
    status: adminOnly(201),
  },
  'GET /v1/foodstuffs/:id': {
    request: (ids) => ({ path: `/v1/foodstuffs/${ids.food}` }),
    status: signedIn(200),
  },
  'PATCH /v1/foodstuffs/:id': {
    request: (ids) => ({ path: `/v1/foodstuffs/${ids.food}`, json: { name: unique('Renomeado') } }),
    status: adminOnly(200),
  },
  'DELETE /v1/foodstuffs/:id': {
    request: async () => ({ path: `/v1/foodstuffs/${await createFood()}` }),
    status: adminOnly(204),
  },
  'GET /v1/foodstuffs/:id/measures': {
    request: (ids) => ({ path: `/v1/foodstuffs/${ids.food}/measures` }),
    status: signedIn(200),
  },
  'PUT /v1/foodstuffs/:id/measures': {
    request: (ids) => ({
      path: `/v1/foodstuffs/${ids.food}/measures`,
      json: { measures: [{ name: unique('concha'), weight: 100 }] },
    }),
    status: adminOnly(200),
  },
  'GET /v1/foodstuff-photos': {
    request: () => ({ path: '/v1/foodstuff-photos?page=0&size=3' }),
    status: signedIn(200),
  },
  'POST /v1/foodstuff-photos': {
    request: () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'foto.png');
      return { path: '/v1/foodstuff-photos?tags=matriz', form };
    },
    status: adminOnly(201),
  },
  'GET /v1/brands': { request: () => ({ path: '/v1/brands?page=0&size=3' }), status: signedIn(200) },
  'POST /v1/brands': {
    request: () => ({ path: '/v1/brands', json: { name: unique('Marca') } }),
    status: adminOnly(201),
  },
  'GET /v1/admin/metrics': { request: () => ({ path: '/v1/admin/metrics' }), status: adminOnly(200) },
  'GET /v1/admin/jobs': { request: () => ({ path: '/v1/admin/jobs' }), status: adminOnly(200) },
  'POST /v1/admin/jobs/:id/retry': {
    request: async () => ({ path: `/v1/admin/jobs/${await deadJob()}/retry` }),
    status: adminOnly(200),
  },
  'GET /v1/avatar-photos': {
    request: () => ({ path: '/v1/avatar-photos?page=0&size=3' }),
    status: signedIn(200),
  },
  'POST /v1/registration': {
    request: () => ({
      path: '/v1/registration',
      json: {
        account_type: 'PATIENT',
        name: 'Teste Matriz',
        birth_date: '1990-01-01',
        gender: 'FEMALE',
        email: `${unique('matriz')}@nutri.test`,
        password: 'Senha1234',
      },
    }),
    status: statuses(201),
  },
  'POST /v1/registration/:id/confirm': {
    request: () => ({ path: `/v1/registration/${randomUUID()}/confirm`, json: { code: '1234' } }),
    status: statuses(404),
  },
  'POST /v1/registration/:id/resend-code': {
    request: () => ({ path: `/v1/registration/${randomUUID()}/resend-code` }),
    status: statuses(404),
  },
  'POST /v1/password-resets': {
    request: () => ({ path: '/v1/password-resets', json: { email: 'nutri@nutri.test' } }),
    status: statuses(202),
  },
  'PUT /v1/password-resets/:token': {
    request: () => ({ path: `/v1/password-resets/${'a'.repeat(43)}`, json: { password: 'Nova12345' } }),
    status: statuses(404),
  },
  'GET /v1/notifications': {
    request: (ids) => ({ path: `/v1/notifications?receiver_id=${ids.nutri}` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'PATCH /v1/notifications/:id': {
    request: (ids) => ({ path: `/v1/notifications/${ids.notification}`, json: { status: 'READ' } }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/notifications/read': {
    request: (ids) => ({ path: '/v1/notifications/read', json: { receiver_id: ids.nutri } }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/appointments': {
    request: (ids) => ({ path: `/v1/appointments?nutritionist_id=${ids.nutri}&page=0&size=3` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/appointments': {
    // A past slot: only nutri reaches the slot check (409); the others are refused before it.
    request: (ids) => ({
      path: '/v1/appointments',
      json: {
        type: 'ONLINE',
        date_time: '2025-03-10T09:00:00',
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
      },
    }),
    status: signedIn(404, { nutri: 409 }),
  },
  'GET /v1/appointments/:id': {
    request: async () => ({ path: `/v1/appointments/${await nutriAppointmentWithPatient()}` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'PATCH /v1/appointments/:id': {
    // A move into the past: nutri is told the slot is not free; the patient may read but not change it.
    request: async () => ({
      path: `/v1/appointments/${await nutriAppointmentWithPatient()}`,
      json: { date_time: '2025-03-10T09:00:00' },
    }),
    status: signedIn(404, { nutri: 409, patient: 403 }),
  },
  'POST /v1/connection-requests': {
    request: (ids) => ({
      path: '/v1/connection-requests',
      json: { nutritionist_id: ids.nutri, patient_email: `${unique('convite')}@nutri.test` },
    }),
    // The body names the nutritionist: inviting for another one is refused outright.
    status: signedIn(403, { nutri: 201 }),
  },
  'GET /v1/connection-requests/acceptance-codes/:code': {
    request: () => ({ path: `/v1/connection-requests/acceptance-codes/${'c'.repeat(43)}` }),
    status: statuses(404),
  },
  'POST /v1/connection-requests/acceptance-codes/:code': {
    request: () => ({ path: `/v1/connection-requests/acceptance-codes/${'c'.repeat(43)}` }),
    status: statuses(404),
  },
  // Her invitations not yet turned into patients: only she lists, sends again or withdraws them.
  'GET /v1/nutritionists/:id/connection-requests': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/connection-requests` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/nutritionists/:id/connection-requests/:requestId/resend': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/connection-requests/${await nutriInvitation()}/resend`,
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'DELETE /v1/nutritionists/:id/connection-requests/:requestId': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/connection-requests/${await nutriInvitation()}`,
    }),
    status: signedIn(404, { nutri: 204 }),
  },
  // Her library of meal plan templates: only she lists, saves, reads or deletes them; a template of hers
  // is 404 to anyone else, another nutritionist included.
  'GET /v1/nutritionists/:id/meal-plan-templates': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/meal-plan-templates` }),
    status: signedIn(404, { nutri: 200 }),
  },
  // The foods she planned last: hers alone.
  'GET /v1/nutritionists/:id/recent-foodstuffs': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/recent-foodstuffs` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/nutritionists/:id/patients': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/patients`,
      json: { name: 'Registro da Matriz', gender: 'FEMALE', birth_date: '1990-01-01' },
    }),
    status: signedIn(404, { nutri: 201 }),
  },
  'POST /v1/nutritionists/:id/meal-plan-templates': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/meal-plan-templates`,
      json: { name: 'Modelo da matriz', meal_plan_id: await patientPlan() },
    }),
    status: signedIn(404, { nutri: 201 }),
  },
  'GET /v1/nutritionists/:id/meal-plan-templates/:templateId': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/meal-plan-templates/${await nutriTemplate()}`,
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'PATCH /v1/nutritionists/:id/meal-plan-templates/:templateId': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/meal-plan-templates/${await nutriTemplate()}`,
      json: { name: 'Modelo renomeado' },
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'DELETE /v1/nutritionists/:id/meal-plan-templates/:templateId': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/meal-plan-templates/${await nutriTemplate()}`,
    }),
    status: signedIn(404, { nutri: 204 }),
  },
  // The CEP lookup is public (spec 2 §6), limited per address instead.
  'GET /v1/addresses/:cep': {
    request: () => ({ path: '/v1/addresses/01310100' }),
    status: statuses(200),
  },
  // Her profile: herself in full, her patient name/photo/specialisations, anyone else 404.
  'GET /v1/nutritionists/:id': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'PATCH /v1/nutritionists/:id': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}`, json: { specialization_ids: [1, 4] } }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/patients': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/patients?page=0&size=3` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/availabilities': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/availabilities?from=2025-03-13&to=2025-03-20`,
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/week-availability': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/week-availability` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'PUT /v1/nutritionists/:id/week-availability': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/week-availability`,
      json: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] },
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/slot-settings': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/slot-settings` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'PUT /v1/nutritionists/:id/slot-settings': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/slot-settings`,
      json: { consultation_minutes: 50, gap_minutes: 0 },
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/meal-plans': {
    request: (ids) => ({
      path: '/v1/meal-plans',
      json: { nutritionist_id: ids.nutri, ...planBody(ids.patient, ids.food) },
    }),
    status: signedIn(404, { nutri: 201 }),
  },
  'PUT /v1/meal-plans/:id': {
    request: async (ids) => ({
      path: `/v1/meal-plans/${await patientPlan()}`,
      json: { status: 'ACTIVE', ...planBody(ids.patient, ids.food) },
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/meal-plans/:id': {
    request: async () => ({ path: `/v1/meal-plans/${await patientPlan()}` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'GET /v1/meal-plans/:id/versions': {
    request: async () => ({ path: `/v1/meal-plans/${await patientPlan()}/versions` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'POST /v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions': {
    request: async (ids) => {
      const { plan, food } = await patientPlanFood();
      return {
        path: `/v1/meal-plans/${plan}/meal-foodstuffs/${food}/substitutions`,
        // The amounts the API proposes: equivalent by construction.
        json: { foodstuff_id: ids.food, basis: 'ENERGY' },
      };
    },
    status: signedIn(404, { nutri: 201 }),
  },
  'PUT /v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId': {
    request: async () => {
      const { plan, food, substitution } = await patientPlanFood();
      return {
        path: `/v1/meal-plans/${plan}/meal-foodstuffs/${food}/substitutions/${substitution}`,
        json: { baseline_weight: 80, quantity: 1 },
      };
    },
    status: signedIn(404, { nutri: 200 }),
  },
  'DELETE /v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId': {
    request: async () => {
      const { plan, food, substitution } = await patientPlanFood();
      return { path: `/v1/meal-plans/${plan}/meal-foodstuffs/${food}/substitutions/${substitution}` };
    },
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/users/:id/anthropometric-records': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/anthropometric-records` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'POST /v1/users/:id/anthropometric-records': {
    request: (ids) => ({
      path: `/v1/users/${ids.patient}/anthropometric-records`,
      json: { date: '2025-03-10' },
    }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'PUT /v1/users/:id/anthropometric-records/:recordId': {
    request: async (ids) => ({
      path: `/v1/users/${ids.patient}/anthropometric-records/${await patientRecord()}`,
      json: { date: '2025-03-10', weight: 64 },
    }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'DELETE /v1/users/:id/anthropometric-records/:recordId': {
    request: async (ids) => ({
      path: `/v1/users/${ids.patient}/anthropometric-records/${await patientRecord()}`,
    }),
    status: signedIn(404, { nutri: 204, patient: 403 }),
  },
  'GET /v1/users/:id/contact': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/contact` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'PUT /v1/users/:id/contact': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/contact`, json: { phone: '(11) 98765-4321' } }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'GET /v1/users/:id/anamneses': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/anamneses` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'POST /v1/users/:id/anamneses': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/anamneses`, json: ANAMNESIS }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'GET /v1/users/:id/anamneses/:anamnesisId': {
    request: async (ids) => ({ path: `/v1/users/${ids.patient}/anamneses/${await patientAnamnesis()}` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'GET /v1/users/:id/goals': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/goals` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'PUT /v1/users/:id/goals': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/goals`, json: { basis: 'PER_KG', proteins: 1.6 } }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'GET /v1/users/:id/consultations': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/consultations` }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'POST /v1/users/:id/consultations': {
    request: (ids) => ({
      path: `/v1/users/${ids.patient}/consultations`,
      json: { type: 'ON_SITE', notes: { subjective: 'Veio sem marcar.', plan: 'Retorno em 30 dias.' } },
    }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'POST /v1/users/:id/consultations/:appointmentId/notes': {
    request: async (ids) => ({
      path: `/v1/users/${ids.patient}/consultations/${await nutriAppointmentWithPatient()}/notes`,
      json: { subjective: 'Relata mais fome à noite.', plan: 'Ceia com proteína.' },
    }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'GET /v1/users/:id/access-trail': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/access-trail` }),
    status: signedIn(404, { nutri: 200, patient: 200, admin: 200 }),
  },
  'GET /v1/users/:id/export': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/export` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  // paciente@ erasing her own data would leave no patient for the rows after it: each actor asks for a fresh
  // patient of nutri, so the patient herself is one of the others here (her own request: deletion-requests.test.ts).
  'POST /v1/users/:id/deletion-request': {
    request: async () => ({ path: `/v1/users/${await nutriFreshPatient()}/deletion-request` }),
    status: signedIn(404, { nutri: 201 }),
  },
  // The e-mailed code is the credential: no one who lacks it cancels anything.
  'POST /v1/deletion-requests/cancellation-codes/:code': {
    request: () => ({ path: `/v1/deletion-requests/cancellation-codes/${'c'.repeat(43)}` }),
    status: statuses(404),
  },
  'PUT /v1/users/:id/anthropometry-preferences': {
    request: (ids) => ({
      path: `/v1/users/${ids.patient}/anthropometry-preferences`,
      json: { preferred_fat_equation: 'JACKSON_POLLOCK_3' },
    }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'GET /v1/users/:id/progress': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/progress?days=30` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  // The practice's money: hers alone; administrators see none of it; the patient it is about learns 403,
  // but reads her own receipts (the mobile app).
  'GET /v1/nutritionists/:id/prices': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/prices` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'PUT /v1/nutritionists/:id/prices': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/prices`,
      json: { prices: [{ type: 'ON_SITE', amount_cents: 20_000 }] },
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/packages': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/packages` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/nutritionists/:id/packages': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/packages`,
      json: { name: unique('Pacote'), consultations: 4, amount_cents: 70_000 },
    }),
    status: signedIn(404, { nutri: 201 }),
  },
  'PATCH /v1/nutritionists/:id/packages/:packageId': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/packages/${ids.package}`,
      json: { amount_cents: 72_000 },
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/receipt-issuer': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/receipt-issuer` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'PUT /v1/nutritionists/:id/receipt-issuer': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/receipt-issuer`,
      json: { cpf: '111.444.777-35' },
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/users/:id/charges': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/charges` }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'POST /v1/users/:id/packages': {
    request: (ids) => ({
      path: `/v1/users/${ids.patient}/packages`,
      json: { package_id: ids.package, sold_on: '2025-03-12' },
    }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'GET /v1/users/:id/receipts': {
    request: (ids) => ({ path: `/v1/users/${ids.patient}/receipts` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'GET /v1/appointments/:id/charge': {
    request: async () => ({ path: `/v1/appointments/${await nutriAppointmentWithPatient()}/charge` }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'PATCH /v1/appointments/:id/charge': {
    request: async () => ({
      path: `/v1/appointments/${await nutriAppointmentWithPatient()}/charge`,
      json: { waived: false },
    }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'POST /v1/appointments/:id/payments': {
    request: async () => ({
      path: `/v1/appointments/${await nutriAppointmentWithPatient()}/payments`,
      json: PAYMENT,
    }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'PATCH /v1/patient-packages/:id': {
    request: async () => ({
      path: `/v1/patient-packages/${await nutriPatientPackage()}`,
      json: { amount_cents: 60_000 },
    }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'POST /v1/patient-packages/:id/payments': {
    request: async () => ({
      path: `/v1/patient-packages/${await nutriPatientPackage()}/payments`,
      json: PAYMENT,
    }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'POST /v1/payments/:id/reversal': {
    request: async () => ({
      path: `/v1/payments/${await nutriPayment()}/reversal`,
      json: { reason: 'Estorno' },
    }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'POST /v1/payments/:id/receipts': {
    request: async () => ({ path: `/v1/payments/${await nutriPayment()}/receipts` }),
    status: signedIn(404, { nutri: 201, patient: 403 }),
  },
  'GET /v1/receipts/:id': {
    request: async () => ({ path: `/v1/receipts/${await nutriReceipt()}` }),
    status: signedIn(404, { nutri: 200, patient: 200 }),
  },
  'POST /v1/receipts/:id/email': {
    request: async () => ({
      path: `/v1/receipts/${await nutriReceipt()}/email`,
      json: { email: 'mae@exemplo.com' },
    }),
    status: signedIn(404, { nutri: 202, patient: 403 }),
  },
  'POST /v1/receipts/:id/cancellation': {
    request: async () => ({
      path: `/v1/receipts/${await nutriReceipt()}/cancellation`,
      json: { reason: 'Valor digitado errado' },
    }),
    status: signedIn(404, { nutri: 200, patient: 403 }),
  },
  'GET /v1/nutritionists/:id/receipts': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/receipts` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/finance': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/finance?year_month=2025-03` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/finance/pending': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/finance/pending` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/nutritionists/:id/calendar-feed': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/calendar-feed` }),
    status: signedIn(404, { nutri: 201 }),
  },
  // Online booking: her settings and requests are hers alone; the public doors answer anyone alike, the
  // page's link, the hold's id and code, or the link's token being the only credential.
  'GET /v1/nutritionists/:id/booking-settings': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/booking-settings` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'PUT /v1/nutritionists/:id/booking-settings': {
    request: (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/booking-settings`,
      json: DEMO_PAGE_SETTINGS,
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/nutritionists/:id/booking-requests': {
    request: (ids) => ({ path: `/v1/nutritionists/${ids.nutri}/booking-requests` }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/nutritionists/:id/booking-requests/:requestId/accept': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/booking-requests/${await waitingRequest(api, ids.nutri)}/accept`,
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'POST /v1/nutritionists/:id/booking-requests/:requestId/decline': {
    request: async (ids) => ({
      path: `/v1/nutritionists/${ids.nutri}/booking-requests/${await waitingRequest(api, ids.nutri)}/decline`,
    }),
    status: signedIn(404, { nutri: 200 }),
  },
  'GET /v1/booking-pages/:slug': {
    request: () => ({ path: `/v1/booking-pages/${DEMO_PAGE}` }),
    status: statuses(200),
  },
  'POST /v1/booking-pages/:slug/holds': {
    request: async () => {
      const page = (await (await api.request(`/v1/booking-pages/${DEMO_PAGE}`)).json()) as {
        days: { slots: { date_time: string }[] }[];
      };
      return {
        path: `/v1/booking-pages/${DEMO_PAGE}/holds`,
        json: {
          type: 'ONLINE',
          date_time: page.days[0]?.slots[0]?.date_time,
          name: 'Visita Matriz',
          email: `${unique('visita')}@matriz.test`,
          phone: '11987654321',
        },
      };
    },
    status: statuses(201),
  },
  'DELETE /v1/booking-holds/:holdId': {
    request: async () => ({ path: `/v1/booking-holds/${(await holdWithCode(api)).id}` }),
    status: statuses(200),
  },
  'POST /v1/booking-holds/:holdId/confirmation': {
    request: async () => {
      const { id, code } = await holdWithCode(api);
      return { path: `/v1/booking-holds/${id}/confirmation`, json: { code } };
    },
    status: statuses(200),
  },
  'POST /v1/booking-confirmations': {
    request: async () => ({
      path: '/v1/booking-confirmations',
      json: { token: (await holdWithCode(api)).token },
    }),
    status: statuses(200),
  },
  'GET /v1/appointment-links/:token': {
    request: async (ids) => ({
      path: `/v1/appointment-links/${await linkOfComingAppointment(api, ids.nutri, 'MANAGE')}`,
    }),
    status: statuses(200),
  },
  'GET /v1/appointment-links/:token/free-slots': {
    request: async (ids) => ({
      path: `/v1/appointment-links/${await linkOfComingAppointment(api, ids.nutri, 'MANAGE')}/free-slots`,
    }),
    status: statuses(200),
  },
  'PATCH /v1/appointment-links/:token': {
    request: async () => ({
      path: `/v1/appointment-links/${await manageLinkOfNewBooking(api)}`,
      json: { status: 'CANCELED' },
    }),
    status: statuses(200),
  },
  'GET /v1/attendance-links/:token': {
    request: async (ids) => ({
      path: `/v1/attendance-links/${await linkOfComingAppointment(api, ids.nutri, 'ATTENDANCE')}`,
    }),
    status: statuses(200),
  },
  'POST /v1/attendance-links/:token': {
    request: async (ids) => ({
      path: `/v1/attendance-links/${await linkOfComingAppointment(api, ids.nutri, 'ATTENDANCE')}`,
    }),
    status: statuses(200),
  },
};

beforeAll(async () => {
  api = await createSeededApi({
    PASSWORD_RESET_MAX_PER_HOUR: '1000',
    PASSWORD_RESET_MAX_MAILS_PER_ACCOUNT: '1000',
    REGISTRATION_MAX_PER_HOUR: '1000',
    // Every booking row reads the page and holds hours from this one address.
    BOOKING_READS_PER_ADDRESS_PER_MINUTE: '1000',
    BOOKING_HOLDS_PER_ADDRESS_PER_HOUR: '1000',
    BOOKING_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: '1000',
  });
  const nutri = await api.idOf('nutri@nutri.test');
  const [avatar] = await api.database.db.select({ id: avatarPhotos.id }).from(avatarPhotos).limit(1);
  const [notification] = await api.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.receiverId, nutri))
    .limit(1);
  // Her practice ready to charge and issue receipts: a price, a package, her CPF and an address.
  await api.database.db
    .update(nutritionistDetails)
    .set({ cpf: '11144477735' })
    .where(eq(nutritionistDetails.userId, nutri));
  await api.database.db
    .insert(addresses)
    .values({
      userId: nutri,
      zipCode: '01310-100',
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1000',
    })
    .onConflictDoNothing();
  await api.database.db.insert(consultationPrices).values(
    (['ON_SITE', 'ONLINE'] as const).map((type) => ({
      nutritionistId: nutri,
      type,
      amountCents: 20_000,
      validFrom: new Date('2020-01-01T00:00:00Z'),
    })),
  );
  const [offered] = await api.database.db
    .insert(consultationPackages)
    .values({ nutritionistId: nutri, name: 'Pacote 4 consultas', consultations: 4, amountCents: 70_000 })
    .returning({ id: consultationPackages.id });
  ids = {
    admin: await api.idOf('admin@nutri.test'),
    nutri,
    nutri2: await api.idOf('nutri2@nutri.test'),
    patient: await api.idOf('paciente@nutri.test'),
    food: await createFood(),
    avatarPhoto: avatar!.id,
    notification: notification!.id,
    package: offered!.id,
  };
  await enableDemoPage(api, nutri);
  png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } })
    .png()
    .toBuffer();
});
afterAll(() => api.close());

const keyOf = (call: { method: string; pattern: string }) => `${call.method} ${call.pattern}`;

describe('authorization matrix: every allowlisted call × every demo actor', () => {
  it('every allowlisted call has a row, and every row is still allowlisted', () => {
    const allowlisted = allowedCalls.map(keyOf);
    expect(
      allowlisted.filter((key) => !(key in matrix)),
      'allowlisted calls without a row in `matrix`',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((key) => !allowlisted.includes(key)),
      'rows for calls no longer allowlisted',
    ).toEqual([]);
  });

  it('each actor gets the expected status', async () => {
    const mismatches: string[] = [];
    for (const call of allowedCalls) {
      const row = matrix[keyOf(call)];
      if (!row) continue;
      for (const actor of ACTORS) {
        const { path, json, form } = await row.request(ids, actor);
        const token = actor === 'anonymous' ? undefined : api.tokens[actor];
        const answer = await api.request(path, { method: call.method, token, json, body: form });
        if (answer.status !== row.status[actor])
          mismatches.push(`${keyOf(call)} as ${actor}: expected ${row.status[actor]}, got ${answer.status}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
