// The API the property-based fuzz runs against: a database of its own with the users, foods, meal,
// record, appointment, plan, registration and calendar feed that the valid requests of fuzz-targets.ts
// name, the tokens of each actor, and limits raised so that the fuzz meets the rules, not the limiters.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jobs, nutritionistDetails } from '@/upstream/src/db/schema';
import { PAULISTA_ADDRESS } from '../../fixtures/requests';
import { createTestApi, type TestApi } from './api';
import type { Actor, FuzzIds } from './fuzz-targets';

/** The API's clock: the valid requests' January 2030 agenda lies within its one-year booking horizon. */
export const FUZZ_NOW = new Date('2029-12-20T12:00:00Z');

export interface FuzzWorld {
  api: TestApi;
  ids: FuzzIds;
  tokens: Record<Exclude<Actor, 'none'>, string>;
  /** Ids of things that exist, offered to the contract-shaped bodies' `…_id` fields. */
  knownIds: number[];
  close(): Promise<void>;
}

export async function createFuzzWorld(): Promise<FuzzWorld> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nutri-fuzz-'));
  const api = await createTestApi(
    {
      // Uploads that pass land here, not in the working tree.
      DATA_DIR: dataDir,
      // The fuzz sends many failed sign-ins, recovery requests and lookups from one address.
      LOGIN_MAX_FAILURES: '100000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      PASSWORD_RESET_MAX_PER_HOUR: '100000',
      REGISTRATION_MAX_PER_HOUR: '100000',
      CEP_LOOKUPS_PER_MINUTE: '100000',
      BOOKING_READS_PER_ADDRESS_PER_MINUTE: '100000',
      BOOKING_HOLDS_PER_ADDRESS_PER_HOUR: '100000',
      BOOKING_HOLDS_PER_EMAIL_PER_HOUR: '100000',
      BOOKING_CONFIRMATIONS_PER_ADDRESS_PER_HOUR: '100000',
      BOOKING_CONFIRMATIONS_PER_EMAIL_PER_HOUR: '100000',
    },
    () => FUZZ_NOW,
  );

  const admin = await api.createUser({ email: 'admin@fuzz.test', role: 'ROLE_ADMIN' });
  const nutri = await api.createUser({ email: 'nutri@fuzz.test', role: 'ROLE_NUTRITIONIST' });
  const patient = await api.createUser({
    email: 'paciente@fuzz.test',
    role: 'ROLE_USER',
    nutritionistId: nutri,
  });
  const leaver = await api.createUser({
    email: 'saindo@fuzz.test',
    role: 'ROLE_USER',
    nutritionistId: nutri,
  });
  const tokens = {
    admin: await api.signIn('admin@fuzz.test', 'Senha1234'),
    nutri: await api.signIn('nutri@fuzz.test', 'Senha1234'),
    patient: await api.signIn('paciente@fuzz.test', 'Senha1234'),
    leaver: await api.signIn('saindo@fuzz.test', 'Senha1234'),
  };

  /** A setup call that must succeed; its answer's JSON. */
  const create = async <T>(path: string, token: string | undefined, json?: unknown, method = 'POST') => {
    const response = await api.request(path, { method, token, json });
    if (!response.ok)
      throw new Error(`fuzz setup: ${method} ${path} → ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const food = {
    name: 'Arroz',
    group: 'GRAINS',
    unit_of_measurement: 'GRAMS',
    baseline_weight: 100,
    nutrition_information: { calories: 1, proteins: 1, carbohydrates: 1, sodium: 1, fiber: 1, fats: 1 },
  };

  const brand = await create<{ id: number }>('/v1/brands', tokens.admin, { name: 'Marca Base' });
  const rice = await create<{ id: number }>('/v1/foodstuffs', tokens.admin, food);
  const spare = await create<{ id: number }>('/v1/foodstuffs', tokens.admin, { ...food, name: 'Feijão' });
  const meal = await create<{ id: number }>(`/v1/users/${patient}/meals`, tokens.patient, {
    date_time: '2029-12-18T12:00:00-03:00',
    foodstuffs: [{ foodstuff_id: rice.id, quantity: 100 }],
  });
  const record = await create<{ id: number }>(`/v1/users/${patient}/anthropometric-records`, tokens.nutri, {
    date: '2029-11-01',
    weight: 70,
    height: 170,
  });
  await create(
    `/v1/nutritionists/${nutri}/week-availability`,
    tokens.nutri,
    {
      days: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day_of_week) => ({
        day_of_week,
        availability: [{ from: '08:00', to: '18:00' }],
      })),
    },
    'PUT',
  );
  // Her booking page, whose hours the visitor's hold of fuzz-targets.ts takes.
  await create(
    `/v1/nutritionists/${nutri}/booking-settings`,
    tokens.nutri,
    {
      slug: 'fuzz-pagina',
      enabled: true,
      indexable: false,
      approval_required: false,
      notice_hours: 24,
      horizon_weeks: 4,
      consultation_types: ['ONLINE'],
    },
    'PUT',
  );
  // Her practice's money: registration, address and CPF for receipts, and a price for the appointment.
  await api.database.db
    .insert(nutritionistDetails)
    .values({ userId: nutri, crn: 3, registrationNumber: '10001' });
  await create(`/v1/nutritionists/${nutri}`, tokens.nutri, { address: PAULISTA_ADDRESS }, 'PATCH');
  await create(`/v1/nutritionists/${nutri}/receipt-issuer`, tokens.nutri, { cpf: '111.444.777-35' }, 'PUT');
  await create(
    `/v1/nutritionists/${nutri}/prices`,
    tokens.nutri,
    { prices: [{ type: 'ONLINE', amount_cents: 15_000 }] },
    'PUT',
  );
  const appointment = await create<{ id: number }>('/v1/appointments', tokens.nutri, {
    type: 'ONLINE',
    date_time: '2030-01-08T08:00:00',
    nutritionist_id: nutri,
    patient_id: patient,
  });
  const plan = await create<{ id: number; meal_periods: { meal_foodstuffs: { id: number }[] }[] }>(
    '/v1/meal-plans',
    tokens.nutri,
    {
      nutritionist_id: nutri,
      patient_id: patient,
      start_date: '2029-12-20',
      end_date: '2030-03-20',
      meal_periods: [
        { period: 'LUNCH', meal_foodstuffs: [{ foodstuff_id: rice.id, baseline_weight: 100, quantity: 1 }] },
      ],
    },
  );
  const anamnesis = await create<{ id: number }>(`/v1/users/${patient}/anamneses`, tokens.nutri, {
    form: 'FULL',
    content: { conditions: {}, medications: {}, allergies: {}, habits: {}, bowel: {}, sleep: {}, water: {} },
  });
  const feed = await create<{ url: string }>(`/v1/nutritionists/${nutri}/calendar-feed`, tokens.nutri);
  const registration = await create<{ id: string }>('/v1/registration', undefined, {
    account_type: 'PATIENT',
    name: 'Bia Lima',
    birth_date: '1992-05-05',
    gender: 'FEMALE',
    email: 'bia@fuzz.test',
    password: 'Senha1234',
  });

  const offered = await create<{ id: number }>(`/v1/nutritionists/${nutri}/packages`, tokens.nutri, {
    name: 'Pacote 2 consultas',
    consultations: 2,
    amount_cents: 30_000,
  });
  const sold = await create<{ id: number }>(`/v1/users/${patient}/packages`, tokens.nutri, {
    package_id: offered.id,
    sold_on: '2029-12-20',
  });
  /** A payment of the appointment, as the id of its newest payment. */
  const pay = async () => {
    const charge = await create<{ payments: { id: number }[] }>(
      `/v1/appointments/${appointment.id}/payments`,
      tokens.nutri,
      { amount_cents: 1_000, paid_on: '2029-12-19', method: 'PIX', payer_cpf: '529.982.247-25' },
    );
    return charge.payments.at(-1)!.id;
  };
  const payment = await pay();
  const reversiblePayment = await pay();
  const receipt = await create<{ id: number }>(`/v1/payments/${await pay()}/receipts`, tokens.nutri);

  const [deadJob] = await api.database.db
    .insert(jobs)
    .values({
      kind: 'mail',
      payload: { to: 'parada@fuzz.test', subject: 'Parada', text: 'Uma tarefa que desistiu.' },
      status: 'DEAD',
      attempts: 3,
      lastError: 'recusado',
    })
    .returning({ id: jobs.id });

  const ids: FuzzIds = {
    admin,
    nutri,
    patient,
    leaver,
    brand: brand.id,
    food: rice.id,
    spareFood: spare.id,
    meal: meal.id,
    record: record.id,
    anamnesis: anamnesis.id,
    appointment: appointment.id,
    plan: plan.id,
    planFood: plan.meal_periods[0]!.meal_foodstuffs[0]!.id,
    registration: registration.id,
    deadJob: deadJob!.id,
    package: offered.id,
    patientPackage: sold.id,
    payment,
    reversiblePayment,
    receipt: receipt.id,
    feed: feed.url
      .split('/')
      .at(-1)!
      .replace(/\.ics$/, ''),
  };
  return {
    api,
    ids,
    tokens,
    knownIds: [
      admin,
      nutri,
      patient,
      brand.id,
      rice.id,
      meal.id,
      record.id,
      appointment.id,
      plan.id,
      offered.id,
      sold.id,
      payment,
      receipt.id,
    ],
    async close() {
      await api.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
