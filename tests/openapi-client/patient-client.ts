// A small client of the patient's own routes, typed by nothing but what openapi-typescript generates from
// the API's OpenAPI document (./api, written beside this file by tests/unit/openapi-client.test.ts, which
// then compiles both with tsc): what the mobile app's developers would write. Not part of the project's
// own typecheck (tsconfig.json leaves this folder out), since ./api exists only in the test's folder.
import type { components, paths } from './api';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type OperationOf<P extends keyof paths, M extends Method> = M extends keyof paths[P]
  ? NonNullable<paths[P][M]>
  : never;
type ParametersOf<O> = O extends { parameters: infer Parameters } ? Parameters : Record<never, never>;
type PathOf<O> = ParametersOf<O> extends { path: infer Path } ? Path : undefined;
type QueryOf<O> = ParametersOf<O> extends { query?: infer Query } ? Query : undefined;
type BodyOf<O> = O extends { requestBody?: { content: { 'application/json': infer Body } } }
  ? Body
  : undefined;
type ContentOf<Answer> = Answer extends { content: { 'application/json': infer Json } }
  ? Json
  : Answer extends { content: { 'text/plain': infer Text } }
    ? Text
    : undefined;
type SuccessOf<O> = O extends { responses: infer Responses }
  ? 200 extends keyof Responses
    ? ContentOf<Responses[200]>
    : 201 extends keyof Responses
      ? ContentOf<Responses[201]>
      : undefined
  : never;
type Problem = components['schemas']['Problem'];

interface CallOptions<O> {
  path?: PathOf<O>;
  query?: QueryOf<O>;
  body?: BodyOf<O>;
}

export class ApiProblem extends Error {
  constructor(readonly problem: Problem) {
    super(`${problem.status} ${problem.code}: ${problem.detail}`);
  }
}

export function createPatientClient(baseUrl: string, fetcher: typeof fetch = fetch) {
  let token: string | undefined;

  async function call<P extends keyof paths, M extends Method>(
    method: M,
    route: P,
    options: CallOptions<OperationOf<P, M>> = {},
  ): Promise<SuccessOf<OperationOf<P, M>>> {
    const path = String(route).replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(String((options.path as Record<string, unknown> | undefined)?.[name])),
    );
    const query = new URLSearchParams(
      Object.entries((options.query ?? {}) as Record<string, unknown>)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => [name, String(value)]),
    ).toString();
    const headers: Record<string, string> = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const answer = await fetcher(`${baseUrl}${path}${query ? `?${query}` : ''}`, {
      method: method.toUpperCase(),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const type = answer.headers.get('content-type') ?? '';
    if (type.startsWith('application/problem+json')) throw new ApiProblem((await answer.json()) as Problem);
    if (answer.status === 204) return undefined as SuccessOf<OperationOf<P, M>>;
    return (type.startsWith('application/json') ? await answer.json() : await answer.text()) as SuccessOf<
      OperationOf<P, M>
    >;
  }

  return {
    async signIn(email: string, password: string): Promise<void> {
      const issued: string = await call('post', '/login', { body: { email, password } });
      token = issued.trim();
    },
    me: () => call('get', '/v1/me'),
    dayOfMeals: (userId: number, date: string) =>
      call('get', '/v1/users/{id}/meals', { path: { id: userId }, query: { date } }),
    monthOfMeals: (userId: number, yearMonth: string) =>
      call('get', '/v1/users/{id}/meal-reports', { path: { id: userId }, query: { year_month: yearMonth } }),
    logMeal: (userId: number, meal: components['schemas']['MealInput']) =>
      call('post', '/v1/users/{id}/meals', { path: { id: userId }, body: meal }),
    deleteMeal: (userId: number, mealId: number) =>
      call('delete', '/v1/users/{id}/meals/{mealId}', { path: { id: userId, mealId } }),
    mealPlan: (planId: number) => call('get', '/v1/meal-plans/{id}', { path: { id: planId } }),
    appointments: (patientId: number, from: string, to: string) =>
      call('get', '/v1/appointments', { query: { patient_id: patientId, from, to, page: 0, size: 20 } }),
    cancelAppointment: (appointmentId: number) =>
      call('patch', '/v1/appointments/{id}', { path: { id: appointmentId }, body: { status: 'CANCELED' } }),
    signOut: () => call('post', '/v1/logout'),
  };
}

/** A patient's morning, typed end to end; and misuses the generated types must refuse. */
export async function patientMorning(
  client: ReturnType<typeof createPatientClient>,
  planId: number,
): Promise<string> {
  await client.signIn('paciente@nutri.test', 'Senha1234');
  const me = await client.me();
  const id: number = me.id;
  const day = await client.dayOfMeals(id, '2029-12-19');
  const meal = await client.logMeal(id, {
    date_time: '2029-12-19T12:00:00-03:00',
    foodstuffs: [{ foodstuff_id: 1, quantity: 100 }],
  });
  await client.deleteMeal(id, meal.id);
  const plan = await client.mealPlan(planId);
  const nutritionist: string = plan.nutritionist.name;
  const agenda = await client.appointments(id, '2030-01-01T00:00:00Z', '2030-02-01T00:00:00Z');
  const first = agenda.content[0];
  if (first) await client.cancelAppointment(first.id);

  // @ts-expect-error a meal is logged with its date and time
  await client.logMeal(id, { foodstuffs: [] });
  // @ts-expect-error the day's meals are asked for by date
  await client.dayOfMeals(id);
  // @ts-expect-error a user answer has no such field
  me.password_hash;
  // @ts-expect-error an appointment is cancelled, not deleted, by this route
  await client.cancelAppointment(first?.id ?? 0, 'DELETED');

  await client.signOut();
  return `${me.name}, ${day.date}: ${nutritionist}`;
}
