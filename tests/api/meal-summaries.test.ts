import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyMealSummarySchema, monthlyMealSummarySchema } from '@/lib/api/contract';
import {
  bodyMeasurements,
  foodstuffs,
  mealFoodstuffs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlans,
  meals,
  users,
} from '@/upstream/src/db/schema';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

const ZONE = 'America/Sao_Paulo';
const zonedDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
const zonedHour = (instant: Date) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone: ZONE, hour: '2-digit', hourCycle: 'h23' }).format(instant),
  );

interface DayTotals {
  calories: number;
  proteins: number;
  sodium: number;
  carbohydrates: number;
  morning: number;
  afternoon: number;
  evening: number;
  meals: number;
  /** Logged foods without a value of each nutrient (not analysed): the sums above skip them. */
  unknown: { calories: number; proteins: number; sodium: number; carbohydrates: number };
}

/** The summaries recomputed here from the raw rows, in JavaScript, to check the API's SQL. */
async function recomputeDays(api: SeededApi, userId: number): Promise<Map<string, DayTotals>> {
  const rows = await api.database.db
    .select({ mealId: meals.id, at: meals.dateTime, item: mealFoodstuffs })
    .from(meals)
    .innerJoin(mealFoodstuffs, eq(mealFoodstuffs.mealId, meals.id))
    .where(eq(meals.userId, userId));
  const days = new Map<string, DayTotals & { mealIds: Set<number> }>();
  for (const { mealId, at, item } of rows) {
    const day = zonedDate(at);
    const totals = days.get(day) ?? {
      calories: 0,
      proteins: 0,
      sodium: 0,
      carbohydrates: 0,
      morning: 0,
      afternoon: 0,
      evening: 0,
      meals: 0,
      unknown: { calories: 0, proteins: 0, sodium: 0, carbohydrates: 0 },
      mealIds: new Set<number>(),
    };
    for (const nutrient of ['calories', 'proteins', 'sodium', 'carbohydrates'] as const) {
      const value = item[nutrient];
      if (value === null) totals.unknown[nutrient] += 1;
      else totals[nutrient] += value;
    }
    const calories = item.calories ?? 0;
    const hour = zonedHour(at);
    if (hour >= 5 && hour < 12) totals.morning += calories;
    else if (hour >= 12 && hour < 18) totals.afternoon += calories;
    else totals.evening += calories;
    totals.mealIds.add(mealId);
    totals.meals = totals.mealIds.size;
    days.set(day, totals);
  }
  return days;
}

async function recomputeActivePlanKcal(api: SeededApi, patientId: number): Promise<number> {
  const [plan] = await api.database.db.select().from(mealPlans).where(eq(mealPlans.patientId, patientId));
  const periods = await api.database.db
    .select()
    .from(mealPeriods)
    .where(eq(mealPeriods.mealPlanId, plan!.id));
  const items = await api.database.db
    .select({ item: mealPlanFoodstuffs, food: foodstuffs })
    .from(mealPlanFoodstuffs)
    .innerJoin(foodstuffs, eq(foodstuffs.id, mealPlanFoodstuffs.foodstuffId))
    .where(
      inArray(
        mealPlanFoodstuffs.mealPeriodId,
        periods.map((period) => period.id),
      ),
    );
  const total = items.reduce(
    (sum, { item, food }) =>
      sum + ((food.calories ?? 0) * item.baselineWeight * item.quantity) / food.baselineWeight,
    0,
  );
  return Math.round(total);
}

describe('meal summaries', () => {
  let api: SeededApi;
  let patientId: number;
  let lucasId: number;
  let carolinaId: number;

  beforeAll(async () => {
    api = await createSeededApi();
    patientId = await api.idOf('paciente@nutri.test');
    lucasId = await api.idOf('lucas.oliveira@nutri.test');
    carolinaId = await api.idOf('carolina.mendes@nutri.test');
  });
  afterAll(() => api.close());

  const daily = (userId: number, date: string, token = api.tokens.nutri) =>
    api.request(`/v1/users/${userId}/meals?date=${date}`, { token });
  const monthly = (userId: number, yearMonth: string, token = api.tokens.nutri) =>
    api.request(`/v1/users/${userId}/meal-reports?year_month=${yearMonth}`, { token });

  it('GET /v1/users/{id}/meals – every total and period matches the meal logs, day by day', async () => {
    const expected = await recomputeDays(api, patientId);
    const checked = ['2025-03-11', '2025-03-01', '2025-02-14', '2024-12-20'];
    // The comparison must be about real days of meals, not empty ones on both sides.
    expect(checked.filter((date) => (expected.get(date)?.meals ?? 0) > 0).length).toBeGreaterThanOrEqual(3);
    for (const date of checked) {
      const summary = dailyMealSummarySchema.parse(await (await daily(patientId, date)).json());
      const day = expected.get(date);
      expect(summary.date).toBe(date);
      expect(summary.total_of_calories).toBeCloseTo(day?.calories ?? 0, 2);
      expect(summary.total_of_proteins).toBeCloseTo(day?.proteins ?? 0, 2);
      expect(summary.total_of_sodium).toBeCloseTo(day?.sodium ?? 0, 2);
      expect(summary.total_of_carbohydrates).toBeCloseTo(day?.carbohydrates ?? 0, 2);
      expect(summary.calories_period.morning).toBeCloseTo(day?.morning ?? 0, 2);
      expect(summary.calories_period.afternoon).toBeCloseTo(day?.afternoon ?? 0, 2);
      expect(summary.calories_period.evening).toBeCloseTo(day?.evening ?? 0, 2);
      expect(summary.meals).toHaveLength(day?.meals ?? 0);
      expect(summary.foods_without_value).toEqual(
        day?.unknown ?? { calories: 0, proteins: 0, sodium: 0, carbohydrates: 0 },
      );
      expect(summary.calories.acquired).toBe(summary.total_of_calories);
      const mealSum = summary.meals.reduce((sum, meal) => sum + meal.total_of_calories, 0);
      expect(mealSum).toBeCloseTo(summary.total_of_calories, 2);
      for (const meal of summary.meals) {
        expect(zonedDate(new Date(meal.date_time))).toBe(date);
        expect(meal.foodstuffs.length).toBeGreaterThan(0);
        expect(meal.foodstuffs[0]?.foodstuff.name).toBeTruthy();
      }
    }
  });

  it('GET /v1/users/{id}/meals – a patient with an ACTIVE plan requires the plan total', async () => {
    const summary = dailyMealSummarySchema.parse(await (await daily(patientId, '2025-03-11')).json());
    expect(summary.calories.required).toBe(await recomputeActivePlanKcal(api, patientId));
  });

  it('GET /v1/users/{id}/meals – without an active plan, Mifflin–St Jeor × activity factor', async () => {
    // Lucas: male, born 1987-09-02 (37 on 2025-03-12), 82.3 kg, 178 cm, LIGHTLY_ACTIVE (1.375).
    const expected = Math.round((10 * 82.3 + 6.25 * 178 - 5 * 37 + 5) * 1.375);
    const summary = dailyMealSummarySchema.parse(await (await daily(lucasId, '2025-03-11')).json());
    expect(summary.calories.required).toBe(expected);
  });

  it('GET /v1/users/{id}/meals – the last meal is the latest up to now, whatever day is asked', async () => {
    const [latest] = await api.database.db
      .select({ at: meals.dateTime })
      .from(meals)
      .where(eq(meals.userId, patientId))
      .orderBy(meals.dateTime)
      .then((rows) => rows.slice(-1));
    const old = dailyMealSummarySchema.parse(await (await daily(patientId, '2025-01-05')).json());
    expect(old.last_meal_date_time).toBe(latest?.at.toISOString());
  });

  it('GET /v1/users/{id}/meals – a day without meals is empty, not an error', async () => {
    const summary = dailyMealSummarySchema.parse(await (await daily(patientId, '2020-01-01')).json());
    expect(summary).toMatchObject({
      total_of_calories: 0,
      meals: [],
      calories_period: { morning: 0, afternoon: 0, evening: 0 },
    });
  });

  it('GET /v1/users/{id}/meal-reports – weeks Sunday to Saturday with days matching the logs', async () => {
    const expected = await recomputeDays(api, patientId);
    const report = monthlyMealSummarySchema.parse(await (await monthly(patientId, '2025-02')).json());
    // February 2025 starts on a Saturday: weeks 1, 2–8, 9–15, 16–22, 23–28.
    expect(report.weeks.map((week) => [week.week_index, week.start_date, week.end_date])).toEqual([
      [0, '2025-02-01', '2025-02-01'],
      [1, '2025-02-02', '2025-02-08'],
      [2, '2025-02-09', '2025-02-15'],
      [3, '2025-02-16', '2025-02-22'],
      [4, '2025-02-23', '2025-02-28'],
    ]);
    const days = report.weeks.flatMap((week) => week.days);
    expect(days).toHaveLength(28);
    for (const day of days) {
      const totals = expected.get(day.date);
      expect(day.total_of_calories).toBeCloseTo(totals?.calories ?? 0, 2);
      expect(day.total_of_sodium).toBeCloseTo(totals?.sodium ?? 0, 2);
      expect(day.meals).toHaveLength(totals?.meals ?? 0);
      expect(day.foods_without_value).toEqual(
        totals?.unknown ?? { calories: 0, proteins: 0, sodium: 0, carbohydrates: 0 },
      );
      expect(day.calories.required).toBe(await recomputeActivePlanKcal(api, patientId));
    }
    for (const week of report.weeks) {
      const logged = week.days.filter((day) => day.meals.length > 0).map((day) => day.total_of_calories);
      expect(week.minimum_calories).toBe(logged.length ? Math.min(...logged) : null);
      expect(week.maximum_calories).toBe(logged.length ? Math.max(...logged) : null);
    }
  });

  it('GET /v1/users/{id}/meal-reports – a meal at 23:30 in São Paulo counts on that local day, in the evening', async () => {
    const [food] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    const created = await api.request(`/v1/users/${patientId}/meals`, {
      method: 'POST',
      token: api.tokens.patient,
      json: {
        date_time: '2025-03-09T23:30:00-03:00',
        foodstuffs: [{ foodstuff_id: food!.id, quantity: 100 }],
      },
    });
    expect(created.status).toBe(201);
    const sunday = dailyMealSummarySchema.parse(await (await daily(patientId, '2025-03-09')).json());
    expect(sunday.meals.map((meal) => meal.date_time)).toContain('2025-03-10T02:30:00.000Z');
    const monday = dailyMealSummarySchema.parse(await (await daily(patientId, '2025-03-10')).json());
    expect(monday.meals.map((meal) => meal.date_time)).not.toContain('2025-03-10T02:30:00.000Z');
    const expected = await recomputeDays(api, patientId);
    expect(sunday.calories_period.evening).toBeCloseTo(expected.get('2025-03-09')?.evening ?? 0, 2);
    const report = monthlyMealSummarySchema.parse(await (await monthly(patientId, '2025-03')).json());
    const ninth = report.weeks.flatMap((week) => week.days).find((day) => day.date === '2025-03-09');
    expect(ninth?.total_of_calories).toBeCloseTo(sunday.total_of_calories, 3);
  });

  it('GET /v1/users/{id}/meals and meal-reports – 200 g of whole milk (energy NA in TACO) adds no kcal, and the day says it is partial', async () => {
    const [milk] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 458));
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    const date = '2025-03-04';
    const before = dailyMealSummarySchema.parse(await (await daily(patientId, date)).json());
    const created = await api.request(`/v1/users/${patientId}/meals`, {
      method: 'POST',
      token: api.tokens.patient,
      json: {
        date_time: `${date}T07:30:00-03:00`,
        foodstuffs: [
          { foodstuff_id: milk!.id, quantity: 200 },
          { foodstuff_id: rice!.id, quantity: 100 },
        ],
      },
    });
    expect(created.status).toBe(201);

    const after = dailyMealSummarySchema.parse(await (await daily(patientId, date)).json());
    // The rice's 124 kcal only: the milk's energy is unknown, counted beside the total, not added as 0.
    expect(after.total_of_calories).toBeCloseTo(before.total_of_calories + 124, 2);
    expect(after.calories.acquired).toBe(after.total_of_calories);
    // The milk's 128 mg of sodium was analysed, so sodium stays complete.
    expect(after.total_of_sodium).toBeCloseTo(before.total_of_sodium + 128 + 1, 2);
    expect(after.foods_without_value).toEqual({
      calories: before.foods_without_value.calories + 1,
      proteins: before.foods_without_value.proteins + 1,
      sodium: before.foods_without_value.sodium,
      carbohydrates: before.foods_without_value.carbohydrates + 1,
    });
    const meal = after.meals.find((each) => each.foodstuffs.some((item) => item.foodstuff_id === milk!.id));
    expect(meal?.foods_without_value).toEqual({ calories: 1, proteins: 1, sodium: 0, carbohydrates: 1 });
    expect(meal?.foodstuffs[0]).toMatchObject({
      calories: null,
      proteins: null,
      carbohydrates: null,
      sodium: 128,
    });

    const report = monthlyMealSummarySchema.parse(await (await monthly(patientId, '2025-03')).json());
    const day = report.weeks.flatMap((week) => week.days).find((each) => each.date === date);
    expect(day?.foods_without_value).toEqual(after.foods_without_value);
    expect(day?.total_of_calories).toBeCloseTo(after.total_of_calories, 3);
  });

  it('GET /v1/users/{id}/meals and meal-reports – the patient itself reads its own', async () => {
    expect((await daily(patientId, '2025-03-11', api.tokens.patient)).status).toBe(200);
    expect((await monthly(patientId, '2025-03', api.tokens.patient)).status).toBe(200);
  });

  it('GET /v1/users/{id}/meals and meal-reports – another nutritionist, another patient and an administrator get 404', async () => {
    for (const token of [api.tokens.nutri2, api.tokens.admin]) {
      const day = await daily(patientId, '2025-03-11', token);
      expect(day.status).toBe(404);
      expect(await day.text()).not.toContain('total_of_calories');
      expect((await monthly(patientId, '2025-03', token)).status).toBe(404);
    }
    // The demo patient asking for a patient of nutri2, and nutri asking for it too.
    expect((await daily(carolinaId, '2025-03-11', api.tokens.patient)).status).toBe(404);
    expect((await monthly(carolinaId, '2025-03', api.tokens.nutri)).status).toBe(404);
    expect((await daily(carolinaId, '2025-03-11', api.tokens.nutri2)).status).toBe(200);
    expect((await api.request(`/v1/users/${patientId}/meals?date=2025-03-11`)).status).toBe(401);
  });

  it('GET /v1/users/{id}/meals and meal-reports – malformed dates answer 400 INVALID_DATA', async () => {
    for (const response of [
      await daily(patientId, '11/03/2025'),
      await daily(patientId, '2025-02-30'),
      await api.request(`/v1/users/${patientId}/meals`, { token: api.tokens.nutri }),
      await monthly(patientId, '2025-13'),
      await monthly(patientId, '2025-3'),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
  });

  it('GET /v1/users/{id}/meals – without weight and height the requirement is unknown (null), not invented', async () => {
    await api.database.db.delete(bodyMeasurements).where(eq(bodyMeasurements.userId, lucasId));
    const summary = dailyMealSummarySchema.parse(await (await daily(lucasId, '2025-03-11')).json());
    expect(summary.calories.required).toBeNull();
    const [lucas] = await api.database.db.select().from(users).where(eq(users.id, lucasId));
    expect(lucas?.birthDate).toBe('1987-09-02');
  });
});
