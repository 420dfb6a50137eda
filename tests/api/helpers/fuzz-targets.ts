// Every route of the API as the property-based fuzz calls it: who calls, a valid request (path parameters,
// query, body) that the fuzz then bends, and the contract schema it is read with. The API's fuzz
// (contract-fuzz.test.ts) fails while a route of the app has no entry here, and the portal's proxy fuzz
// (portal-proxy-fuzz.test.ts) while an allowlisted call has none.
import type { z } from 'zod';
import * as contract from '@/lib/api/contract';
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
  appointment: number;
  plan: number;
  registration: string;
  feed: string;
  /** A job given up (DEAD), for the administrator's retry. */
  deadJob: number;
}

export interface FuzzTarget {
  method: Method;
  /** The route as the API states it, e.g. /v1/users/:id/meals/:mealId. */
  route: string;
  actor: Actor;
  /** A valid value of each of the route's parameters. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
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
  const food = { ...FOOD_REQUEST, barcode: '7891000100103', brand_id: ids.brand };
  const patient = { id: ids.patient };
  const nutri = { id: ids.nutri };
  const meal = {
    date_time: '2029-12-19T12:00:00-03:00',
    foodstuffs: [{ foodstuff_id: ids.food, quantity: 100 }],
  };
  const mealPeriods = [
    {
      period: 'BREAKFAST',
      time: '07:30',
      notes: 'Café sem açúcar.\nFruta da estação.',
      meal_foodstuffs: [{ foodstuff_id: ids.food, baseline_weight: 100, quantity: 1 }],
    },
  ];
  return [
    { method: 'GET', route: '/health', actor: 'none' },
    { method: 'GET', route: '/health/ready', actor: 'none' },

    // Signing in and out
    {
      method: 'POST',
      route: '/login',
      actor: 'none',
      body: { email: 'admin@fuzz.test', password: 'Senha1234' },
      bodySchema: contract.loginRequestSchema,
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
      bodySchema: contract.googleHandoverRequestSchema,
      answers: 'text/plain',
    },

    // Password recovery and registration
    {
      method: 'POST',
      route: '/v1/password-resets',
      actor: 'none',
      body: { email: 'paciente@fuzz.test' },
      bodySchema: contract.passwordResetRequestSchema,
    },
    { method: 'GET', route: '/v1/password-resets/:token', actor: 'none', params: { token: secret('a') } },
    {
      method: 'PUT',
      route: '/v1/password-resets/:token',
      actor: 'none',
      params: { token: secret('a') },
      body: { password: 'Nova12345' },
      bodySchema: contract.newPasswordSchema,
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
      bodySchema: contract.registrationRequestSchema,
    },
    {
      method: 'POST',
      route: '/v1/registration/:id/confirm',
      actor: 'none',
      params: { id: ids.registration },
      body: { code: '1234' },
      bodySchema: contract.confirmRegistrationRequestSchema,
      // Each wrong code is counted before it is compared, so guessing runs out (services/registration.ts).
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
      querySchema: contract.listUsersQuerySchema,
    },
    { method: 'GET', route: '/v1/users/:id', actor: 'nutri', params: patient },
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
      querySchema: contract.dailySummaryQuerySchema,
    },
    {
      method: 'GET',
      route: '/v1/users/:id/meal-reports',
      actor: 'nutri',
      params: patient,
      query: { year_month: '2029-12' },
      querySchema: contract.monthlySummaryQuerySchema,
    },
    {
      method: 'POST',
      route: '/v1/users/:id/meals',
      actor: 'patient',
      params: patient,
      body: meal,
      bodySchema: contract.mealInputSchema,
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
      bodySchema: contract.mealInputSchema,
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
      bodySchema: contract.anthropometricRecordInputSchema,
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
      bodySchema: contract.anthropometricRecordInputSchema,
    },
    {
      method: 'DELETE',
      route: '/v1/users/:id/anthropometric-records/:recordId',
      actor: 'nutri',
      params: { id: ids.patient, recordId: ids.record },
    },
    {
      method: 'PUT',
      route: '/v1/users/:id/anthropometry-preferences',
      actor: 'nutri',
      params: patient,
      body: { preferred_fat_equation: 'GUEDES' },
      bodySchema: contract.anthropometryPreferencesInputSchema,
    },
    {
      method: 'GET',
      route: '/v1/users/:id/progress',
      actor: 'nutri',
      params: patient,
      query: { days: '90' },
      querySchema: contract.progressQuerySchema,
    },

    // The nutritionist: profile, patients, dashboard, agenda
    { method: 'GET', route: '/v1/nutritionists/:id', actor: 'patient', params: nutri },
    {
      method: 'PATCH',
      route: '/v1/nutritionists/:id',
      actor: 'nutri',
      params: nutri,
      body: { specialization_ids: [1, 4], about: 'Nutrição clínica.', address: PAULISTA_ADDRESS },
      bodySchema: contract.updateNutritionistRequestSchema,
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/patients',
      actor: 'nutri',
      params: nutri,
      query: { ...page, patient_name: 'ana' },
      querySchema: contract.listPatientsQuerySchema,
    },
    { method: 'GET', route: '/v1/nutritionists/:id/dashboard', actor: 'nutri', params: nutri },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/meal-plan-adherence',
      actor: 'nutri',
      params: nutri,
      query: { ...page, adherence: 'FOLLOWED' },
      querySchema: contract.listMealPlanAdherenceQuerySchema,
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/availabilities',
      actor: 'nutri',
      params: nutri,
      query: { from: '2030-01-01', to: '2030-01-31' },
      querySchema: contract.availabilityQuerySchema,
    },
    { method: 'GET', route: '/v1/nutritionists/:id/week-availability', actor: 'nutri', params: nutri },
    {
      method: 'PUT',
      route: '/v1/nutritionists/:id/week-availability',
      actor: 'nutri',
      params: nutri,
      body: { days: [{ day_of_week: 'MONDAY', availability: [{ from: '08:00', to: '12:00' }] }] },
      bodySchema: contract.weekAvailabilitySchema,
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
      querySchema: contract.listAppointmentsQuerySchema,
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
      bodySchema: contract.createAppointmentSchema,
    },
    { method: 'GET', route: '/v1/appointments/:id', actor: 'patient', params: { id: ids.appointment } },
    {
      method: 'PATCH',
      route: '/v1/appointments/:id',
      actor: 'nutri',
      params: { id: ids.appointment },
      body: { date_time: '2030-01-07T09:40:00' },
      bodySchema: contract.updateAppointmentSchema,
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
      bodySchema: contract.createMealPlanRequestSchema,
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
      bodySchema: contract.updateMealPlanRequestSchema,
    },

    // Invitations and notifications
    {
      method: 'POST',
      route: '/v1/connection-requests',
      actor: 'nutri',
      body: { nutritionist_id: ids.nutri, patient_email: 'fulano@nutri.test' },
      bodySchema: contract.createConnectionRequestSchema,
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
      bodySchema: contract.acceptConnectionRequestSchema,
    },
    {
      method: 'GET',
      route: '/v1/nutritionists/:id/connection-requests',
      actor: 'nutri',
      params: nutri,
      query: page,
      querySchema: contract.listConnectionRequestsQuerySchema,
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
      route: '/v1/notifications',
      actor: 'nutri',
      query: { ...page, receiver_id: String(ids.nutri), status: 'UNREAD' },
      querySchema: contract.listNotificationsQuerySchema,
    },
    {
      method: 'POST',
      route: '/v1/notifications/read',
      actor: 'nutri',
      body: { receiver_id: ids.nutri },
      bodySchema: contract.markNotificationsReadSchema,
    },
    {
      method: 'PATCH',
      route: '/v1/notifications/:id',
      actor: 'nutri',
      params: { id: 1 },
      body: { status: 'READ' },
      bodySchema: contract.updateNotificationSchema,
    },

    // The catalogue
    {
      method: 'GET',
      route: '/v1/foodstuffs',
      actor: 'admin',
      query: { ...page, name_or_brand: 'arroz', with_brand: 'true', with_barcode: 'false' },
      querySchema: contract.listFoodstuffsQuerySchema,
    },
    {
      method: 'POST',
      route: '/v1/foodstuffs',
      actor: 'admin',
      body: food,
      bodySchema: contract.createFoodstuffRequestSchema,
    },
    { method: 'GET', route: '/v1/foodstuffs/:id', actor: 'nutri', params: { id: ids.food } },
    {
      method: 'PATCH',
      route: '/v1/foodstuffs/:id',
      actor: 'admin',
      params: { id: ids.food },
      body: food,
      bodySchema: contract.updateFoodstuffRequestSchema,
    },
    { method: 'DELETE', route: '/v1/foodstuffs/:id', actor: 'admin', params: { id: ids.spareFood } },
    {
      method: 'GET',
      route: '/v1/brands',
      actor: 'admin',
      query: { ...page, name: 'marca' },
      querySchema: contract.listBrandsQuerySchema,
    },
    {
      method: 'POST',
      route: '/v1/brands',
      actor: 'admin',
      body: { name: 'Marca' },
      bodySchema: contract.createBrandRequestSchema,
    },
    {
      method: 'GET',
      route: '/v1/foodstuff-photos',
      actor: 'admin',
      query: { ...page, tags: 'pão' },
      querySchema: contract.listFoodstuffPhotosQuerySchema,
    },
    {
      method: 'POST',
      route: '/v1/foodstuff-photos',
      actor: 'admin',
      query: { tags: 'pão,café' },
      querySchema: contract.uploadFoodstuffPhotoQuerySchema,
      upload: true,
    },
    {
      method: 'GET',
      route: '/v1/avatar-photos',
      actor: 'nutri',
      query: { ...page, tags: 'a', gender: 'MALE' },
      querySchema: contract.listAvatarPhotosQuerySchema,
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

    // Mail a real server would have sent (mounted while no SMTP server is configured)
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
