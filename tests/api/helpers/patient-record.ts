// A patient's whole record, planted through the API as her nutritionist and she would write it: contact,
// address, anamnesis, goals, a consultation with notes, an anthropometric record, a logged meal and a meal
// plan with a substitution. The export and deletion tests read it back.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { mealPlanSchema } from '@/lib/api/contract';
import { addresses, appointments, foodstuffs } from '@/upstream/src/db/schema';
import type { TestApi } from './api';

export interface PlantedRecord {
  appointment: number;
  meal: number;
  plan: number;
  anamnesisNote: string;
  consultationNote: string;
}

/** A consultation of `nutritionistId` with `patientId`, already held (COMPLETED). */
export async function bookConsultation(
  api: TestApi,
  nutritionistId: number,
  patientId: number,
  start: string,
) {
  const startDateTime = new Date(start);
  const [row] = await api.database.db
    .insert(appointments)
    .values({
      nutritionistId,
      patientId,
      type: 'ON_SITE',
      status: 'COMPLETED',
      startDateTime,
      endDateTime: new Date(startDateTime.getTime() + 50 * 60_000),
    })
    .returning({ id: appointments.id });
  return row!.id;
}

/** Needs the 'catalogue' template (the foods of the meal and the plan). `tag` marks every text written. */
export async function plantPatientRecord(
  api: TestApi,
  who: { patientId: number; nutritionistId: number; patientToken: string; nutritionistToken: string },
  tag: string,
): Promise<PlantedRecord> {
  const { patientId, nutritionistId, patientToken, nutritionistToken } = who;
  const call = async (path: string, method: string, token: string, json: unknown, status: number) => {
    const answer = await api.request(path, { method, token, json });
    expect(answer.status, `${method} ${path}`).toBe(status);
    return answer.json() as Promise<{ id: number }>;
  };
  const user = `/v1/users/${patientId}`;
  const byTaco = async (taco: number) =>
    (await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!;
  const rice = await byTaco(1);
  const bean = await byTaco(2);

  await call(`${user}/contact`, 'PUT', patientToken, { phone: '(11) 98765-4321' }, 200);
  await api.database.db.insert(addresses).values({
    userId: patientId,
    zipCode: '01310-100',
    city: 'São Paulo',
    state: 'SP',
    neighborhood: 'Bela Vista',
    street: `Avenida ${tag}`,
    number: '1000',
  });
  const anamnesisNote = `Alergia ${tag}`;
  await call(
    `${user}/anamneses`,
    'POST',
    nutritionistToken,
    {
      form: 'SHORT',
      content: {
        conditions: {},
        medications: { in_use: anamnesisNote },
        allergies: { allergies: ['amendoim'] },
        habits: {},
        bowel: {},
        sleep: {},
        water: {},
      },
    },
    201,
  );
  await call(
    `${user}/goals`,
    'PUT',
    nutritionistToken,
    { basis: 'TOTAL', energy: 1800, target_weight: 62 },
    200,
  );
  const appointment = await bookConsultation(api, nutritionistId, patientId, '2025-03-03T13:00:00Z');
  const consultationNote = `Relata fome à noite ${tag}`;
  await call(
    `${user}/consultations/${appointment}/notes`,
    'POST',
    nutritionistToken,
    { subjective: consultationNote },
    201,
  );
  await call(
    `${user}/anthropometric-records`,
    'POST',
    nutritionistToken,
    { date: '2025-03-03', weight: 70.5 },
    201,
  );
  const meal = await call(
    `${user}/meals`,
    'POST',
    patientToken,
    { date_time: '2025-03-09T12:00:00.000Z', foodstuffs: [{ foodstuff_id: rice.id, quantity: 150 }] },
    201,
  );
  const planAnswer = await api.request('/v1/meal-plans', {
    method: 'POST',
    token: nutritionistToken,
    json: {
      nutritionist_id: nutritionistId,
      patient_id: patientId,
      start_date: '2025-03-01',
      end_date: '2025-06-01',
      meal_periods: [
        { period: 'LUNCH', meal_foodstuffs: [{ foodstuff_id: rice.id, baseline_weight: 150, quantity: 1 }] },
      ],
    },
  });
  expect(planAnswer.status).toBe(201);
  const plan = mealPlanSchema.parse(await planAnswer.json());
  const planFood = plan.meal_periods[0]!.meal_foodstuffs[0]!.id;
  await call(
    `/v1/meal-plans/${plan.id}/meal-foodstuffs/${planFood}/substitutions`,
    'POST',
    nutritionistToken,
    { foodstuff_id: bean.id, basis: 'ENERGY' },
    201,
  );
  return { appointment, meal: meal.id, plan: plan.id, anamnesisNote, consultationNote };
}
