// Editing an ACTIVE plan changes what it asks from the day of the edit on: the days before it keep being
// judged against what was prescribed then, in the adherence record, the summaries and the home alike.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyMealSummarySchema,
  mealPlanAdherencePageSchema,
  mealPlanSchema,
  progressSchema,
} from '@/lib/api/contract';
import { foodstuffs, mealPlanCalorieHistory } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { logMealOfCalories } from './helpers/meal-logs';

/** 10:00 in São Paulo on the day. */
const morningOf = (day: string) => new Date(`${day}T10:00:00-03:00`);

describe('editing an ACTIVE meal plan', () => {
  let api: TestApi;
  let clock = morningOf('2025-03-01');
  const ids = { nutri: 0, patient: 0, rice: 0, plan: 0 };
  let token = '';

  const signInNow = async () => {
    token = await api.signIn('n@edits.test', 'Senha1234');
  };
  const planOfRice = (grams: number) => ({
    nutritionist_id: ids.nutri,
    patient_id: ids.patient,
    start_date: '2025-03-01',
    end_date: '2025-06-01',
    meal_periods: [
      { period: 'LUNCH', meal_foodstuffs: [{ foodstuff_id: ids.rice, baseline_weight: grams, quantity: 1 }] },
    ],
  });
  const putPlan = (grams: number, as = token) =>
    api.request(`/v1/meal-plans/${ids.plan}`, {
      method: 'PUT',
      token: as,
      json: { ...planOfRice(grams), status: 'ACTIVE' },
    });
  const editPlan = async (grams: number) => expect((await putPlan(grams)).status).toBe(200);
  const keptTotals = async () =>
    (
      await api.database.db
        .select()
        .from(mealPlanCalorieHistory)
        .where(eq(mealPlanCalorieHistory.mealPlanId, ids.plan))
    ).map((row) => [row.inForceUntil, row.dailyCalories]);
  const progress = async () =>
    progressSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/progress?days=30`, { token })).json(),
    );
  const dayOf = async (date: string) => {
    const day = (await progress()).days.find((candidate) => candidate.date === date);
    if (!day) throw new Error(`${date} is not in the period`);
    return day;
  };
  const dailyRequired = async (date: string) =>
    dailyMealSummarySchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/meals?date=${date}`, { token })).json(),
    ).calories.required;
  /** A lunch of `kcal` on the day. */
  const logLunch = (day: string, kcal: number) =>
    logMealOfCalories(api.database.db, {
      userId: ids.patient,
      foodstuffId: ids.rice,
      at: new Date(`${day}T12:00:00-03:00`),
      kcal,
    });

  let firstTotal = 0;
  beforeAll(async () => {
    api = await createTestApi({ APP_TIME_ZONE: 'America/Sao_Paulo' }, () => clock, 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@edits.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'n2@edits.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@edits.test',
      role: 'ROLE_USER',
      name: 'Paciente Editado',
      nutritionistId: ids.nutri,
    });
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    ids.rice = rice!.id;
    await signInNow();
    const created = await api.request('/v1/meal-plans', { method: 'POST', token, json: planOfRice(400) });
    expect(created.status).toBe(201);
    ids.plan = mealPlanSchema.parse(await created.json()).id;
    firstTotal = (await dailyRequired('2025-03-01'))!;
    // Every day from the plan's first on, a lunch right on the first total.
    for (const day of ['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05']) {
      await logLunch(day, firstTotal);
    }
  });
  afterAll(() => api.close());

  it('a later day’s edit applies from that day; the days before it keep the total and the status they had', async () => {
    clock = morningOf('2025-03-04');
    await signInNow();
    const before = await dayOf('2025-03-02');
    expect(before).toMatchObject({ required: firstTotal, status: 'FOLLOWED' });

    await editPlan(800);
    const doubled = await dailyRequired('2025-03-04');
    expect(doubled).toBeGreaterThan(firstTotal * 1.9);
    expect(await dayOf('2025-03-02')).toEqual(before);
    expect(await dailyRequired('2025-03-03')).toBe(firstTotal);
    expect(await dayOf('2025-03-04')).toMatchObject({ required: doubled, status: 'NOT_FOLLOWED' });
  });

  it('a second edit on the same day replaces the first one’s total outright, and keeps nothing more', async () => {
    await editPlan(600);
    const today = await dailyRequired('2025-03-04');
    expect(today).toBeGreaterThan(firstTotal * 1.4);
    expect(today).toBeLessThan(firstTotal * 1.6);
    expect(await dailyRequired('2025-03-03')).toBe(firstTotal);
    expect(await keptTotals()).toEqual([['2025-03-04', firstTotal]]);
  });

  it('a refused edit and another nutritionist’s edit keep nothing and change no day', async () => {
    clock = morningOf('2025-03-05');
    await signInNow();
    const before = (await progress()).days;
    expect((await putPlan(0)).status).toBe(400);
    const stranger = await api.signIn('n2@edits.test', 'Senha1234');
    expect((await putPlan(800, stranger)).status).toBe(404);
    expect(await keptTotals()).toEqual([['2025-03-04', firstTotal]]);
    expect((await progress()).days).toEqual(before);
  });

  it('the home judges the week’s days as the adherence record does', async () => {
    clock = morningOf('2025-03-06');
    await signInNow();
    const record = await progress();
    const week = record.days.filter((day) => day.date >= '2025-02-27' && day.date <= '2025-03-05');
    // 03-01 to 03-03 on the first total; 03-04 and 03-05 short of the edited one; nothing logged before.
    expect(week.map((day) => day.status)).toEqual([
      'UNREGISTERED',
      'UNREGISTERED',
      'FOLLOWED',
      'FOLLOWED',
      'FOLLOWED',
      'NOT_FOLLOWED',
      'NOT_FOLLOWED',
    ]);
    const response = await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-adherence`, { token });
    const [row] = mealPlanAdherencePageSchema.parse(await response.json()).content;
    expect(row).toMatchObject({ id: ids.patient, followed_days: 3, adherence_status: 'NOT_FOLLOWED' });
  });
});
