// Every route of the API as the property-based fuzz calls it: who calls, and a valid request (path parameters,
// query, body) that the fuzz then bends; the contract schemas the request is read with come from the API's
// route table (upstream/src/openapi/operations.ts, which the OpenAPI document is made of). The API's fuzz
// (contract-fuzz.test.ts) fails while a route of the app has no entry here, and the portal's proxy fuzz
// (portal-proxy-fuzz.test.ts) while an allowlisted call has none.
import type { z } from 'zod';
import { operations } from '@/lib/api/contract/operations';
import { FOOD_REQUEST, PAULISTA_ADDRESS } from '../../fixtures/requests';

/** 'leaver' signs out (everywhere): a user of its own, so the other tokens stay good. */
export type Actor = 'admin' | 'nutri' | 'patient' | 'leaver' | 'none';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What exists before the fuzz starts (fuzz-world.ts). */
export interface FuzzIds {
  admin: number;
  nutri: number;
  patient: number;
  leaver: number;
  brand: number;
  food: number;
  /** A food only DELETE archives, so the others keep finding theirs. */
  spareFood: number;
  meal: number;
  record: number;
  anamnesis: number;
  appointment: number;
  plan: number;
  /** The plan's one food, whose substitutions the fuzz adds. */
  planFood: number;
  registration: string;
  feed: string;
  /** A job given up (DEAD), for the administrator's retry. */
  deadJob: number;
  /** Her package, and one sold to the patient. */
  package: number;
  patientPackage: number;
  /** A payment of the appointment with no receipt yet, one to reverse, and a receipt of a third. */
  payment: number;
  reversiblePayment: number;
  receipt: number;
}

export interface FuzzTarget {
  method: Method;
  /** The route as the API states it, e.g. /v1/users/:id/meals/:mealId. */
  route: string;
  actor: Actor;
  /** A valid value of each of the route's parameters. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** The route's query and JSON body schemas, from the route table. */
  querySchema?: z.ZodType;
  body?: Record<string, unknown>;
  bodySchema?: z.ZodType;
  /** Takes a multipart form with an image in `file`. */
  upload?: boolean;
  /** The media type of a success when it is no JSON: an image, a calendar, a token as text. */
  answers?: string;
  /** A browser's step in the Google sign-in: it answers a redirect, whatever arrives. */
  redirects?: boolean;
  /** Tables a refusal writes on purpose: a wrong guess counted against its limit. */
  refusalWrites?: string[];
}

const page = { page: '0', size: '5' };
const secret = (letter: string) => letter.repeat(43);

export function fuzzTargets(ids: FuzzIds): FuzzTarget[] {
  return requests(ids).map(withRouteSchemas);
}

/** The target with the query and body schemas its route's entry in the route table reads them with. */
function withRouteSchemas(target: FuzzTarget): FuzzTarget {
  const shape = routeShape(target.method, target.route);
  const operation = operations.find((entry) => routeShape(entry.method.toUpperCase(), entry.path) === shape);
  if (!operation) return target;
  return {
    ...target,
    querySchema: operation.query,
    bodySchema: operation.body?.type === 'json' ? operation.body.schema : undefined,
  };
}

function requests(ids: FuzzIds): FuzzTarget[] {
  const food = { ...FOOD_REQUEST, barcode: '7891000100103', brand_id: ids.brand };
  const patient = { id: ids.patient };
  const nutri = { id: ids.nutri };
  const meal = {
    date_time: '2029-12-19T12:00:00-03:00',
    foodstuffs: [{ foodstuff_id: ids.food, quantity: 100 }],
  };
  // Confirmed as credit: every valid payment is taken, however many came before it.
  const payment = {
    amount_cents: 5_000,
    paid_on: '2029-12-20',
    method: 'PIX',
    payer_cpf: '529.982.247-25',
    as_credit: true,
  };
  const mealPeriods = [
    {
      period: 'BREAKFAST',
      time: '07:30',
      notes: 'Café sem açúcar.\nFruta da estação.',
      meal_foodstuffs: [
        {
          foodstuff_id: ids.food,
          baseline_weight: 45,
          quantity: 2,
          measure_name: 'colher de servir',
          substitutions: [{ foodstuff_id: ids.food, basis: 'ENERGY', baseline_weight: 63, quantity: 1.5 }],
        },
      ],
    },
  ];
  return [
    { method: 'GET', route: '/health', actor: 'none' },
    { method: 'GET', route: '/health/ready', actor: 'none' },
    // Without METRICS_TOKEN in the fuzzed API's settings it does not exist: every attempt is a 404.
    { method: 'GET', route: '/metrics', actor: 'none' },
    // The API described, and its reference page with its renderer
    { method: 'GET', route: '/openapi.json', actor: 'none' },
    { method: 'GET', route: '/docs', actor: 'none', answers: 'text/html' },
    { method: 'GET', route: '/docs/scalar.js', actor: 'none', answers: 'text/javascript' },

    // Signing in and out
    {
      method: 'POST',
      route: '/login',
      actor: 'none',
      body: { email: 'admin@fuzz.test', password: 'Senha1234' },
      answers: 'text/plain',
    },
    { method: 'POST', route: '/v1/logout', actor: 'leaver' },
    { method: 'POST', route: '/v1/logout-everywhere', actor: 'leaver' },
    { method: 'GET', route: '/v1/me', actor: 'patient' },
    { method: 'GET', route: '/v1/auth/providers', actor: 'none' },
    {
      method: 'GET',
      route: '/oauth2/authorization/google',
      actor: 'none',
      query: { binding: secret('b') },
      redirects: true,
    },
    {
      method: 'GET',
      route: '/login/oauth2/code/google',
      actor: 'none',
      query: { code: 'abc', state: 'def' },
      redirects: true,
    },
    {
      method: 'POST',
      route: '/v1/auth/google/handovers',
      actor: 'none',
      body: { code: secret('a'), pending: secret('b') },
      answers: 'text/plain',
    },

    // Password recovery and registration
    {
      method: 'POST',
      route: '/v1/password-resets',
      actor: 'none',
      body: { email: 'paciente@fuzz.test' },
    },
    { method: 'GET', route: '/v1/password-resets/:token', actor: 'none', params: { token: secret('a') } },
    {
      method: 'PUT',
      route: '/v1/password-resets/:token',
      actor: 'none',
      params: { token: secret('a') },
      body: { password: 'Nova12345' },
    },
    {
      method: 'POST',
      route: '/v1/registration',
      actor: 'none',
      body: {
        account_type: 'NUTRITIONIST',
        name: 'Ana Souza',
        birth_date: '1990-01-01',
        gender: 'FEMALE',
        email: 'nova@nutri.test',
        password: 'Senha1234',
        nutritionist_details: { crn: 3, registration_number: '99999' },
      },
    },
    {
      method: 'POST',
      route: '/v1/registration/:id/confirm',
      actor: 'none',
      params: { id: ids.registration },
      body: { code: '1234' },
      // Each wrong code is counted before it is compared, so guessing runs out (services/accounts/registration.ts).
      refusalWrites: ['registrations'],
    },
    {
      method: 'POST',
      route: '/v1/registration/:id/resend-code',
      actor: 'none',
      params: { id: ids.registration },
    },

    // Users, their meals, anthropometry and progress
    {
      method: 'GET',
      route: '/v1/users',
      actor: 'admin',
      query: { ...page, name: 'ana' },
    },
    {
      method: 'GET',
      route: '/v1/users/:id',
      actor: 'nutri',
      params: patient,
      query: { meal_plans: 'false' },
    },
    {
      method: 'PUT',
      route: '/v1/users/:id/photos/:photoId',
      actor: 'patient',
      params: { id: ids.patient, photoId: 1 },
    },
    { method: 'POST', route: '/v1/users/:id/photo', actor: 'patient', params: patient, upload: true },
    { method: 'GET', route: '/v1/users/:id/dismissals', actor: 'patient', params: patient },
    {
      method: 'PUT',
      route: '/v1/users/:id/dismissals/:key',
      actor: 'patient',
      params: { id: ids.patient, key: 'HOME_AVATAR_PROMPT' },
    },
    { method: 'GET', route: '/v1/users/:id/nutritionist', actor: 'patient', params: patient },
    {
      method: 'GET',
      route: '/v1/users/:id/meals',
      actor: 'nutri',
      params: patient,
      query: { date: '2029-12-19' },
    },
    {
      method: 'GET',
      route: '/v1/users/:id/meal-reports',
      actor: 'nutri',
      params: patient,
      query: { year_month: '2029-12' },
    },
    {
      method: 'POST',
      route: '/v1/users/:id/meals',
      actor: 'patient',
      params: patient,
      body: meal,
    },
    {
      method: 'GET',
      route: '/v1/users/:id/meals/:mealId',
      actor: 'patient',
      params: { id: ids.patient, mealId: ids.meal },
    },
    {
      method: 'PUT',
      route: '/v1/users/:id/meals/:mealId',
      actor: 'patient',
      params: { id: ids.patient, mealId: ids.meal },
      body: meal,
    },
    {
      method: 'DELETE',
      route: '/v1/users/:id/meals/:mealId',
      actor: 'patient',
      params: { id: ids.patient, mealId: ids.meal },
    },
    { method: 'GET', route: '/v1/users/:id/anthropometric-records', actor: 'nutri', params: patient },
    {
      method: 'POST',
      route: '/v1/users/:id/anthropometric-records',
      actor: 'nutri',
      params: patient,
      body: { date: '2029-12-01', weight: 70, height: 170, triceps_skinfold: 12, waist_circumference: 80 },
    },
    {
      method: 'GET',
      route: '/v1/users/:id/anthropometric-records/:recordId',
      actor: 'nutri',
      params: { id: ids.patient, recordId: ids.record },
    },
    {
      method: 'PUT',
      route: '/v1/users/:id/anthropometric-records/:recordId',
      actor: 'nutri',
      params: { id: ids.patient, recordId: ids.record },
      body: { date: '2029-12-02', weight: 71 },
    },
    {
      method: 'DELETE',
      route: '/v1/users/:id/anthropometric-records/:recordId',
      actor: 'nutri',
      params: { id: ids.patient, recordId: ids.record },
    },
    { method: 'GET', route: '/v1/users/:id/contact', actor: 'nutri', params: patient },
    {
      method: 'PUT',
      route: '/v1/users/:id/contact',
      actor: 'patient',
      params: patient,
      body: { phone: '+55 11 98765-4321' },
    },
    { method: 'GET', route: '/v1/users/:id/anamneses', actor: 'nutri', params: patient },
    {
      method: 'POST',
      route: '/v1/users/:id/anamneses',
      actor: 'nutri',
      params: patient,
      body: {
        form: 'SHORT',
        content: {
          conditions: { list: ['DIABETES'], other: 'Asma' },
          medications: { in_use: 'Metformina 850 mg' },
          allergies: { allergies: ['amendoim'], intolerances: ['lactose'] },
          habits: { smoking: 'NEVER', alcohol: 'OCCASIONAL' },
          bowel: { frequency: 'DAILY', bristol_type: 4 },
          sleep: { hours: 7.5, quality: 'GOOD' },
          water: { liters_per_day: 2 },
        },
      },
    },
    {
      method: 'GET',
      route: '/v1/users/:id/anamneses/:anamnesisId',
      actor: 'patient',
      params: { id: ids.patient, anamnesisId: ids.anamnesis },
    },
    { method: 'GET', route: '/v1/users/:id/consultations', actor: 'nutri', params: patient, query: page },
    {
      method: 'POST',
      route: '/v1/users/:id/consultations/:appointmentId/notes',
      actor: 'nutri',
      params: { id: ids.patient, appointmentId: ids.appointment },
      body: {
        subjective: 'Relata mais fome à noite.',
        objective: 'Peso estável.',
        assessment: 'Boa adesão ao plano.',
        plan: 'Incluir ceia com proteína.',
        free_text: null,
      },
    },
    {
      method: 'POST',
      route: '/v1/users/:id/consultations',
      actor: 'nutri',
      params: { id: ids.patient },
      body: { type: 'ON_SITE', notes: { subjective: 'Veio sem marcar.', plan: 'Retorno em 30 dias.' } },
    },
    { method: 'GET', route: '/v1/users/:id/access-trail', actor: 'patient', params: patient, query: page },
    { method: 'GET', route: '/v1/users/:id/export', actor: 'patient', params: patient },
    // The leaver, a patient of her own: erasing her data leaves the other actors' worlds as they were.
    { method: 'POST', route: '/v1/users/:id/deletion-request', actor: 'leaver', params: { id: ids.leaver } },
    { method: 'GET', route: '/v1/users/:id/goals', actor: 'patient', params: patient },
    {
      method: 'PUT',
      route: '/v1/users/:id/goals',
      actor: 'nutri',
      params: patient,
      body: { target_weight: 62.5, target_date: '2030-06-30', basis: 'TOTAL', energy: 1800, proteins: 90 },
    },
    {
      method: 'PUT',
      route: '/v1/users/:id/anthropometry-preferences',
      actor: 'nutri',
      params: patient,
      body: { preferred_fat_equation: 'GUEDES' },
    },
    {
      method: 'GET',
      route: '/v1/users/:id/progress',
      actor: 'nutri',
      params: patient,
      query: { days: '90' },
    },

    // The nutritionist: profile, patients, dashboard, agenda
    { method: 'GET', route: '/v1/nutritionists/:id', actor: 'patient', params: nutri },
    {
      method: 'PATCH',
      route: '/v1/nutritionists/:id',
      actor: 'nutri',
      params: nutri,
      body: { specialization_ids: [1, 4], about: 'Nutrição clínica.', address: PAULISTA_ADDRESS },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/patients',
      actor: 'nutri',
      params: nutri,
      query: { ...page, patient_name: 'ana' },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/dashboard',
      actor: 'nutri',
      params: nutri,
      query: { ...page, adherence: 'LOW' },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/meal-plan-adherence',
      actor: 'nutri',
      params: nutri,
      query: { ...page, adherence: 'FOLLOWED' },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/availabilities',
      actor: 'nutri',
      params: nutri,
      query: { from: '2030-01-01', to: '2030-01-31' },
    },
    { method: 'GET', route: '/v1/nutritionists/:id/week-availability', actor: 'nutri', params: nutri },
    {
      method: 'PUT',
      route: '/v1/nutritionists/:id/week-availability',
      actor: 'nutri',
      params: nutri,
      body: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] },
    },
    { method: 'GET', route: '/v1/nutritionists/:id/slot-settings', actor: 'nutri', params: nutri },
    {
      method: 'PUT',
      route: '/v1/nutritionists/:id/slot-settings',
      actor: 'nutri',
      params: nutri,
      body: { consultation_minutes: 50, gap_minutes: 10 },
    },
    // Before the renewal below, which makes this feed's link stop working.
    {
      method: 'GET',
      route: '/v1/calendar-feeds/:file',
      actor: 'none',
      params: { file: `${ids.feed}.ics` },
      answers: 'text/calendar',
    },
    { method: 'POST', route: '/v1/nutritionists/:id/calendar-feed', actor: 'nutri', params: nutri },
    {
      method: 'GET',
      route: '/v1/appointments',
      actor: 'nutri',
      query: { ...page, nutritionist_id: String(ids.nutri), from: '2030-01-01', to: '2030-02-01' },
    },
    {
      method: 'POST',
      route: '/v1/appointments',
      actor: 'nutri',
      body: {
        type: 'ONLINE',
        date_time: '2030-01-07T08:50:00',
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
      },
    },
    { method: 'GET', route: '/v1/appointments/:id', actor: 'patient', params: { id: ids.appointment } },
    {
      method: 'PATCH',
      route: '/v1/appointments/:id',
      actor: 'nutri',
      params: { id: ids.appointment },
      body: { date_time: '2030-01-07T09:40:00' },
    },

    // Online booking: her settings and requests, her page and a visitor's hold (an hour of her January
    // week), and links no hold or appointment has, so every confirmation and change is a refusal.
    { method: 'GET', route: '/v1/nutritionists/:id/booking-settings', actor: 'nutri', params: nutri },
    {
      method: 'PUT',
      route: '/v1/nutritionists/:id/booking-settings',
      actor: 'nutri',
      params: nutri,
      body: {
        slug: 'fuzz-pagina',
        enabled: true,
        indexable: false,
        approval_required: false,
        notice_hours: 24,
        horizon_weeks: 4,
        consultation_types: ['ONLINE'],
      },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/booking-requests',
      actor: 'nutri',
      params: nutri,
      query: page,
    },
    {
      method: 'POST',
      route: '/v1/nutritionists/:id/booking-requests/:requestId/accept',
      actor: 'nutri',
      params: { ...nutri, requestId: 999_999 },
    },
    {
      method: 'POST',
      route: '/v1/nutritionists/:id/booking-requests/:requestId/decline',
      actor: 'nutri',
      params: { ...nutri, requestId: 999_999 },
    },
    { method: 'GET', route: '/v1/booking-pages/:slug', actor: 'none', params: { slug: 'fuzz-pagina' } },
    {
      method: 'POST',
      route: '/v1/booking-pages/:slug/holds',
      actor: 'none',
      params: { slug: 'fuzz-pagina' },
      body: {
        type: 'ONLINE',
        date_time: '2030-01-09T13:50:00-03:00',
        name: 'Visita do Fuzz',
        email: 'visita@fuzz.test',
        phone: '(11) 98765-4321',
        birth_date: '1990-05-05',
        note: 'Prefiro de manhã.',
      },
    },
    {
      method: 'DELETE',
      route: '/v1/booking-holds/:holdId',
      actor: 'none',
      params: { holdId: '00000000-0000-4000-8000-000000000000' },
    },
    {
      method: 'POST',
      route: '/v1/booking-holds/:holdId/confirmation',
      actor: 'none',
      params: { holdId: '00000000-0000-4000-8000-000000000000' },
      body: { code: '123456' },
    },
    { method: 'POST', route: '/v1/booking-confirmations', actor: 'none', body: { token: secret('t') } },
    { method: 'GET', route: '/v1/appointment-links/:token', actor: 'none', params: { token: secret('m') } },
    {
      method: 'GET',
      route: '/v1/appointment-links/:token/free-slots',
      actor: 'none',
      params: { token: secret('m') },
    },
    {
      method: 'PATCH',
      route: '/v1/appointment-links/:token',
      actor: 'none',
      params: { token: secret('m') },
      body: { date_time: '2030-01-10T08:00:00-03:00' },
    },
    { method: 'GET', route: '/v1/attendance-links/:token', actor: 'none', params: { token: secret('p') } },
    { method: 'POST', route: '/v1/attendance-links/:token', actor: 'none', params: { token: secret('p') } },

    // The practice's money: her prices, packages and receipts' CPF; a patient's charges and receipts
    { method: 'GET', route: '/v1/nutritionists/:id/prices', actor: 'nutri', params: nutri },
    {
      method: 'PUT',
      route: '/v1/nutritionists/:id/prices',
      actor: 'nutri',
      params: nutri,
      body: { prices: [{ type: 'ON_SITE', amount_cents: 20_000 }] },
    },
    { method: 'GET', route: '/v1/nutritionists/:id/packages', actor: 'nutri', params: nutri },
    {
      method: 'POST',
      route: '/v1/nutritionists/:id/packages',
      actor: 'nutri',
      params: nutri,
      body: { name: 'Pacote 4 consultas', consultations: 4, amount_cents: 70_000 },
    },
    {
      method: 'PATCH',
      route: '/v1/nutritionists/:id/packages/:packageId',
      actor: 'nutri',
      params: { ...nutri, packageId: ids.package },
      body: { name: 'Pacote 4 consultas', amount_cents: 72_000 },
    },
    { method: 'GET', route: '/v1/nutritionists/:id/receipt-issuer', actor: 'nutri', params: nutri },
    {
      method: 'PUT',
      route: '/v1/nutritionists/:id/receipt-issuer',
      actor: 'nutri',
      params: nutri,
      body: { cpf: '111.444.777-35' },
    },
    { method: 'GET', route: '/v1/users/:id/charges', actor: 'nutri', params: patient, query: page },
    {
      method: 'POST',
      route: '/v1/users/:id/packages',
      actor: 'nutri',
      params: patient,
      body: { package_id: ids.package, sold_on: '2029-12-20' },
    },
    { method: 'GET', route: '/v1/users/:id/receipts', actor: 'patient', params: patient, query: page },
    { method: 'GET', route: '/v1/appointments/:id/charge', actor: 'nutri', params: { id: ids.appointment } },
    // Taking a waiver away that is not there: always allowed, so the valid call never meets a rule.
    {
      method: 'PATCH',
      route: '/v1/appointments/:id/charge',
      actor: 'nutri',
      params: { id: ids.appointment },
      body: { waived: false },
    },
    {
      method: 'POST',
      route: '/v1/appointments/:id/payments',
      actor: 'nutri',
      params: { id: ids.appointment },
      body: payment,
    },
    {
      method: 'PATCH',
      route: '/v1/patient-packages/:id',
      actor: 'nutri',
      params: { id: ids.patientPackage },
      body: { waived: false },
    },
    {
      method: 'POST',
      route: '/v1/patient-packages/:id/payments',
      actor: 'nutri',
      params: { id: ids.patientPackage },
      body: payment,
    },
    {
      method: 'POST',
      route: '/v1/payments/:id/reversal',
      actor: 'nutri',
      params: { id: ids.reversiblePayment },
      body: { reason: 'Pix devolvido' },
    },
    { method: 'POST', route: '/v1/payments/:id/receipts', actor: 'nutri', params: { id: ids.payment } },
    { method: 'GET', route: '/v1/receipts/:id', actor: 'patient', params: { id: ids.receipt } },
    // A page's first reads in one call: each read answered as on its own, whatever the fuzz bends.
    {
      method: 'POST',
      route: '/v1/reads',
      actor: 'nutri',
      body: { paths: ['/v1/me', `/v1/users/${ids.patient}`, `/v1/users/${ids.patient}/goals`] },
    },
    {
      method: 'GET',
      route: '/v1/receipts/:id/pdf',
      actor: 'patient',
      params: { id: ids.receipt },
      answers: 'application/pdf',
    },
    {
      method: 'POST',
      route: '/v1/receipts/:id/email',
      actor: 'nutri',
      params: { id: ids.receipt },
      body: { email: 'marcia@fuzz.test' },
    },
    {
      method: 'POST',
      route: '/v1/receipts/:id/cancellation',
      actor: 'nutri',
      params: { id: ids.receipt },
      body: { reason: 'Valor digitado errado' },
    },
    // Her lists of the month and her debts
    { method: 'GET', route: '/v1/nutritionists/:id/receipts', actor: 'nutri', params: nutri, query: page },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/finance',
      actor: 'nutri',
      params: nutri,
      query: { year_month: '2029-12' },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/finance/pending',
      actor: 'nutri',
      params: nutri,
      query: page,
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/finance/received.csv',
      actor: 'nutri',
      params: nutri,
      query: { year_month: '2029-12' },
      answers: 'text/csv',
    },

    // Meal plans
    {
      method: 'POST',
      route: '/v1/meal-plans',
      actor: 'nutri',
      body: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2030-01-07',
        end_date: '2030-04-07',
        guidance: 'Beba água ao longo do dia.\nEvite frituras.',
        hide_numbers_in_pdf: false,
        meal_periods: mealPeriods,
      },
    },
    { method: 'GET', route: '/v1/meal-plans/:id', actor: 'patient', params: { id: ids.plan } },
    { method: 'GET', route: '/v1/meal-plans/:id/versions', actor: 'nutri', params: { id: ids.plan } },
    {
      method: 'PUT',
      route: '/v1/meal-plans/:id',
      actor: 'nutri',
      params: { id: ids.plan },
      body: {
        patient_id: ids.patient,
        status: 'ACTIVE',
        guidance: 'Beba água ao longo do dia.',
        hide_numbers_in_pdf: true,
        meal_periods: mealPeriods,
      },
    },
    {
      method: 'POST',
      route: '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions',
      actor: 'nutri',
      params: { id: ids.plan, foodId: ids.planFood },
      // Amounts the API proposes: a typed one far from the food would be refused as not equivalent.
      body: { foodstuff_id: ids.food, basis: 'ENERGY' },
    },
    // No substitution of the plan has this id: every attempt ends in a refusal that writes nothing.
    {
      method: 'PUT',
      route: '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId',
      actor: 'nutri',
      params: { id: ids.plan, foodId: ids.planFood, substitutionId: 999_999 },
      // PROPOSED: the save proposes the amounts again, so the valid call is never "não equivalente".
      body: { baseline_weight: 80, quantity: 2, amount_origin: 'PROPOSED' },
    },
    {
      method: 'DELETE',
      route: '/v1/meal-plans/:id/meal-foodstuffs/:foodId/substitutions/:substitutionId',
      actor: 'nutri',
      params: { id: ids.plan, foodId: ids.planFood, substitutionId: 999_999 },
    },

    // Invitations and notifications
    {
      method: 'POST',
      route: '/v1/connection-requests',
      actor: 'nutri',
      body: { nutritionist_id: ids.nutri, patient_email: 'fulano@nutri.test' },
    },
    // An unknown code: a request that passes still finds nothing to read or accept.
    {
      method: 'GET',
      route: '/v1/connection-requests/acceptance-codes/:code',
      actor: 'none',
      params: { code: secret('c') },
    },
    {
      method: 'POST',
      route: '/v1/connection-requests/acceptance-codes/:code',
      actor: 'none',
      params: { code: secret('c') },
      body: { end_current_follow_up: true },
    },
    // An unknown code: it cancels no erasure.
    {
      method: 'POST',
      route: '/v1/deletion-requests/cancellation-codes/:code',
      actor: 'none',
      params: { code: secret('d') },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/connection-requests',
      actor: 'nutri',
      params: nutri,
      query: page,
    },
    // No invitation of hers has this id: every attempt ends in a refusal that writes nothing.
    {
      method: 'POST',
      route: '/v1/nutritionists/:id/connection-requests/:requestId/resend',
      actor: 'nutri',
      params: { ...nutri, requestId: 999_999 },
    },
    {
      method: 'DELETE',
      route: '/v1/nutritionists/:id/connection-requests/:requestId',
      actor: 'nutri',
      params: { ...nutri, requestId: 999_999 },
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/meal-plan-templates',
      actor: 'nutri',
      params: nutri,
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/recent-foodstuffs',
      actor: 'nutri',
      params: nutri,
    },
    {
      method: 'POST',
      route: '/v1/nutritionists/:id/patients',
      actor: 'nutri',
      params: nutri,
      body: { name: 'Registro do Fuzz', gender: 'MALE', birth_date: '1985-06-30', cpf: '529.982.247-25' },
    },
    {
      method: 'POST',
      route: '/v1/nutritionists/:id/meal-plan-templates',
      actor: 'nutri',
      params: nutri,
      body: { name: 'Modelo do fuzz', meal_plan_id: ids.plan },
    },
    // No template of hers has this id: every attempt ends in a refusal that writes nothing.
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/meal-plan-templates/:templateId',
      actor: 'nutri',
      params: { ...nutri, templateId: 999_999 },
    },
    {
      method: 'PATCH',
      route: '/v1/nutritionists/:id/meal-plan-templates/:templateId',
      actor: 'nutri',
      params: { ...nutri, templateId: 999_999 },
      body: { name: 'Modelo renomeado' },
    },
    {
      method: 'DELETE',
      route: '/v1/nutritionists/:id/meal-plan-templates/:templateId',
      actor: 'nutri',
      params: { ...nutri, templateId: 999_999 },
    },
    {
      method: 'GET',
      route: '/v1/notifications',
      actor: 'nutri',
      query: { ...page, receiver_id: String(ids.nutri), status: 'UNREAD' },
    },
    {
      method: 'POST',
      route: '/v1/notifications/read',
      actor: 'nutri',
      body: { receiver_id: ids.nutri },
    },
    {
      method: 'PATCH',
      route: '/v1/notifications/:id',
      actor: 'nutri',
      params: { id: 1 },
      body: { status: 'READ' },
    },

    // The catalogue
    {
      method: 'GET',
      route: '/v1/foodstuffs',
      actor: 'admin',
      query: { ...page, name_or_brand: 'arroz', with_brand: 'true', with_barcode: 'false' },
    },
    {
      method: 'POST',
      route: '/v1/foodstuffs',
      actor: 'admin',
      body: food,
    },
    { method: 'GET', route: '/v1/foodstuffs/:id', actor: 'nutri', params: { id: ids.food } },
    {
      method: 'PATCH',
      route: '/v1/foodstuffs/:id',
      actor: 'admin',
      params: { id: ids.food },
      body: food,
    },
    { method: 'DELETE', route: '/v1/foodstuffs/:id', actor: 'admin', params: { id: ids.spareFood } },
    { method: 'GET', route: '/v1/foodstuffs/:id/measures', actor: 'nutri', params: { id: ids.food } },
    {
      method: 'PUT',
      route: '/v1/foodstuffs/:id/measures',
      actor: 'admin',
      params: { id: ids.food },
      body: {
        measures: [
          { name: 'colher de sopa', weight: 25 },
          { name: 'concha', weight: 100 },
        ],
      },
    },
    {
      method: 'GET',
      route: '/v1/brands',
      actor: 'admin',
      query: { ...page, name: 'marca' },
    },
    {
      method: 'POST',
      route: '/v1/brands',
      actor: 'admin',
      body: { name: 'Marca' },
    },
    {
      method: 'GET',
      route: '/v1/foodstuff-photos',
      actor: 'admin',
      query: { ...page, tags: 'pão' },
    },
    {
      method: 'POST',
      route: '/v1/foodstuff-photos',
      actor: 'admin',
      query: { tags: 'pão,café' },
      upload: true,
    },
    {
      method: 'GET',
      route: '/v1/avatar-photos',
      actor: 'nutri',
      query: { ...page, tags: 'a', gender: 'MALE' },
    },
    {
      method: 'GET',
      route: '/files/:name',
      actor: 'none',
      params: { name: 'nada.webp' },
      answers: 'image/webp',
    },
    { method: 'GET', route: '/v1/admin/metrics', actor: 'admin' },
    // The jobs that follow changes: the given-up ones, and their retry
    { method: 'GET', route: '/v1/admin/jobs', actor: 'admin' },
    { method: 'POST', route: '/v1/admin/jobs/:id/retry', actor: 'admin', params: { id: ids.deadJob } },

    // The address form's CEP lookup (the local table of real CEPs)
    { method: 'GET', route: '/v1/addresses/:cep', actor: 'none', params: { cep: '01310100' } },

    // Mail a real server would have sent (MAIL_OUTBOX=loopback without SMTP; the fuzz calls from this machine)
    { method: 'GET', route: '/dev/outbox', actor: 'none' },
  ];
}

/** The path of a target with its valid parameters, or with `replace`'s value for one of them. */
export function pathOf(target: FuzzTarget, replace?: { name: string; segment: string }): string {
  return target.route.replace(/:(\w+)/g, (_, name: string) =>
    replace?.name === name ? replace.segment : encodeURIComponent(String(target.params?.[name])),
  );
}

/** A route with its parameters' names left out: /v1/addresses/:zipCode and /v1/addresses/:cep are one. */
export const routeShape = (method: string, route: string) => `${method} ${route.replace(/:\w+/g, ':')}`;
