// Journeys that own their data: a nutritionist registered through the API for the journey alone, her patients
// and plans made through the API too, so the seeded demo is only read. The nutritionist's number is one of
// CRN-11, which the council's stand-in (cfn-registry.ts) knows whole; each one registered in a run differs.
import { type APIRequestContext, test as base, expect } from '@playwright/test';
import { addDaysToDate } from '@/lib/rules/calendar';
import { openApi } from './api-client';
import { e2e } from './environment';
import { addPatientThroughApi, PASSWORD, registerThroughApi, SAO_PAULO } from './helpers';

type Api = Awaited<ReturnType<typeof openApi>>;

export interface OwnNutritionist {
  account: { email: string; password: string };
  name: string;
  /** The API as her. */
  api: Api;
}

export interface PatientDetails {
  name: string;
  birthDate?: string;
  gender?: 'FEMALE' | 'MALE';
  /** With weight and height, an anthropometric record of today gives her an estimated requirement. */
  weight?: number;
  height?: number;
}

export interface OwnPatient {
  id: number;
  name: string;
  email: string;
}

/** What a journey registers, unique in the run: the worker's index (new after a failure) and a count. */
let registered = 0;
function nextTag(): { tag: string; number: string } {
  registered += 1;
  const { workerIndex } = base.info();
  return {
    tag: `${workerIndex}-${registered}`,
    number: String(workerIndex * 1000 + registered).padStart(6, '0'),
  };
}

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(new Date());

/** Today in São Paulo plus `months`, as YYYY-MM-DD. */
function monthsFromToday(months: number) {
  const day = new Date(`${today()}T12:00:00Z`);
  day.setUTCMonth(day.getUTCMonth() + months);
  return day.toISOString().slice(0, 10);
}

/**
 * Her ACTIVE plan for the patient, saved through the API (today to three months later): `meal_periods` as
 * POST /v1/meal-plans takes them. Answers the plan's id.
 */
export async function createPlanThroughApi(
  api: Api,
  patientId: number,
  mealPeriods: {
    period: string;
    time?: string;
    meal_foodstuffs: { foodstuff_id: number; quantity?: number; baseline_weight?: number }[];
  }[],
): Promise<number> {
  const answer = await api.call('/v1/meal-plans', {
    nutritionist_id: api.id,
    patient_id: patientId,
    start_date: today(),
    end_date: monthsFromToday(3),
    meal_periods: mealPeriods,
  });
  expect(answer.status, 'the plan saved through the API').toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

/** A nutritionist of the journey's own, registered and confirmed through the API (no browser signed in). */
export async function registerOwnNutritionist(
  request: APIRequestContext,
  name = 'Paula Menezes',
): Promise<OwnNutritionist> {
  const { tag, number } = nextTag();
  const account = { email: `nutricionista.${tag}@jornadas.test`, password: PASSWORD };
  await registerThroughApi(request, { name, email: account.email, crnNumber: e2e.cfn.journeysCrn, number });
  return { account, name, api: await openApi(account) };
}

/** A patient of hers: invited, accepted, signed up in the app, and measured when asked. */
export async function addOwnPatient(
  request: APIRequestContext,
  nutritionist: OwnNutritionist,
  details: PatientDetails,
): Promise<OwnPatient> {
  const email = `paciente.${nextTag().tag}@jornadas.test`;
  const id = await addPatientThroughApi(request, nutritionist.api, { ...details, email });
  if (details.weight && details.height) {
    const measured = await nutritionist.api.call(`/v1/users/${id}/anthropometric-records`, {
      date: today(),
      weight: details.weight,
      height: details.height,
    });
    expect(measured.status, 'her first anthropometric record').toBe(201);
  }
  return { id, name: details.name, email };
}

/** Her weekday mornings (08:00 to 12:00) opened in her week's availability. */
export async function openWeekdayMornings(api: Api) {
  const mornings = { availability: [{ from: '08:00', to: '12:00' }] };
  await api.put(`/v1/nutritionists/${api.id}/week-availability`, {
    days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({
      day_of_week: day,
      ...mornings,
    })),
  });
}

/** Her weekday mornings opened, and the patient booked on the last free hour of the next four weeks. */
export async function bookThroughApi(nutritionist: OwnNutritionist, patientId: number): Promise<number> {
  const api = nutritionist.api;
  await openWeekdayMornings(api);
  const { days } = await api.get(
    `/v1/nutritionists/${api.id}/availabilities?from=${today()}&to=${addDaysToDate(today(), 28)}`,
  );
  const day = days.at(-1) as { date: string; available_hours: string[] };
  const booked = await api.call('/v1/appointments', {
    type: 'ON_SITE',
    date_time: `${day.date}T${day.available_hours.at(-1)}`,
    nutritionist_id: api.id,
    patient_id: patientId,
  });
  expect(booked.status).toBe(201);
  return ((await booked.json()) as { id: number }).id;
}

/** The catalogue food of exactly that name. */
export async function foodNamed(
  api: { get: (path: string) => Promise<{ content: { id: number; name: string }[] }> },
  name: string,
) {
  const found = await api.get(`/v1/foodstuffs?page=0&size=5&name_or_brand=${encodeURIComponent(name)}`);
  const food = found.content.find((row) => row.name === name);
  if (!food) throw new Error(`no food ${name}`);
  return food.id;
}

export const test = base.extend<{
  /** Her name: a journey that shows it sets its own with test.use. */
  nutritionistName: string;
  /**
   * A nutritionist of the journey's own, registered and confirmed through the API; the journey's `page`
   * (and its context) is signed in as her.
   */
  nutritionist: OwnNutritionist;
  /** Makes a patient of hers: invited, accepted, signed up in the app, and measured when asked. */
  addPatient: (details: PatientDetails) => Promise<OwnPatient>;
}>({
  nutritionistName: ['Paula Menezes', { option: true }],

  nutritionist: async ({ page, request, nutritionistName }, use) => {
    const nutritionist = await registerOwnNutritionist(request, nutritionistName);
    // The portal's own sign-in call, as startSignedIn makes it: the page starts signed in as her.
    const signedIn = await page.request.post(`${e2e.portalUrl}/api/session`, {
      data: nutritionist.account,
      headers: { Origin: e2e.portalUrl },
    });
    expect(signedIn.status(), `sign-in of ${nutritionist.account.email}`).toBe(200);
    await use(nutritionist);
  },

  addPatient: async ({ nutritionist, request }, use) => {
    await use((details) => addOwnPatient(request, nutritionist, details));
  },
});

export { expect };
