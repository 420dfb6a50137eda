// The adherence record against the summaries: the same days, the same statuses, by the one day rule.

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anthropometricRecordListSchema,
  dailyMealSummarySchema,
  monthlyMealSummarySchema,
  progressSchema,
} from '@/lib/api/contract';
import { classifyDayAdherence } from '@/lib/rules/adherence';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createSeededApi, type SeededApi } from './helpers/seeded-api';

describe('GET /v1/users/{id}/progress', () => {
  let api: SeededApi;
  let patientId: number;
  beforeAll(async () => {
    api = await createSeededApi();
    patientId = await api.idOf('paciente@nutri.test');
  });
  afterAll(() => api.close());

  it('gives 90 days up to today whose statuses match the monthly summaries of the same days', async () => {
    const answer = await api.request(`/v1/users/${patientId}/progress?days=90`, { token: api.tokens.nutri });
    expect(answer.status).toBe(200);
    const progress = progressSchema.parse(await answer.json());
    expect(progress.days).toHaveLength(90);
    expect(progress.to).toBe('2025-03-12');
    expect(progress.from).toBe('2024-12-13');
    const months = [...new Set(progress.days.map((day) => day.date.slice(0, 7)))];
    const expected = new Map<string, string>();
    for (const month of months) {
      const summary = monthlyMealSummarySchema.parse(
        await (
          await api.request(`/v1/users/${patientId}/meal-reports?year_month=${month}`, {
            token: api.tokens.nutri,
          })
        ).json(),
      );
      for (const day of summary.weeks.flatMap((week) => week.days)) {
        expected.set(
          day.date,
          classifyDayAdherence({
            required: day.calories.required,
            acquired: day.calories.acquired,
            mealCount: day.meals.length,
          }),
        );
      }
    }
    for (const day of progress.days) expect(day.status, day.date).toBe(expected.get(day.date));
    expect(progress.days.some((day) => day.status === 'FOLLOWED')).toBe(true);
    const followed = progress.weeks.reduce((total, week) => total + week.followed_days, 0);
    expect(followed).toBe(progress.days.filter((day) => day.status === 'FOLLOWED').length);
    expect(progress.weeks.reduce((total, week) => total + week.days, 0)).toBe(90);
  });

  it('takes 30 and 180 days, and refuses other periods', async () => {
    for (const days of [30, 180]) {
      const progress = progressSchema.parse(
        await (
          await api.request(`/v1/users/${patientId}/progress?days=${days}`, { token: api.tokens.patient })
        ).json(),
      );
      expect(progress.days).toHaveLength(days);
    }
    expect(
      (await api.request(`/v1/users/${patientId}/progress?days=45`, { token: api.tokens.nutri })).status,
    ).toBe(400);
  });

  it('carries the weights of the seeded records in the period, oldest first', async () => {
    const progress = progressSchema.parse(
      await (
        await api.request(`/v1/users/${patientId}/progress?days=180`, { token: api.tokens.nutri })
      ).json(),
    );
    expect(progress.weights.length).toBeGreaterThanOrEqual(3);
    expect(progress.weights.at(-1)?.weight).toBe(64.5);
    const dates = progress.weights.map((weight) => weight.date);
    expect(dates).toEqual([...dates].sort());
  });

  it('nutri2 and the anonymous get 404 and 401', async () => {
    expect((await api.request(`/v1/users/${patientId}/progress`, { token: api.tokens.nutri2 })).status).toBe(
      404,
    );
    expect((await api.request(`/v1/users/${patientId}/progress`)).status).toBe(401);
  });

  it('the seed gives several of nutri’s patients 3 to 6 records', async () => {
    const list = anthropometricRecordListSchema.parse(
      await (
        await api.request(`/v1/users/${patientId}/anthropometric-records`, { token: api.tokens.patient })
      ).json(),
    );
    expect(list.records.length).toBeGreaterThanOrEqual(3);
    expect(list.records.length).toBeLessThanOrEqual(6);
    expect(list.records[0]).toMatchObject({ weight: 64.5, height: 165 });
    expect(list.records[0]?.triceps_skinfold).toBeGreaterThan(0);
    expect(
      (await api.request(`/v1/users/${patientId}/anthropometric-records`, { token: api.tokens.nutri2 }))
        .status,
    ).toBe(404);
  });

  // Last: it saves a new plan, which the tests above must not see.
  const progressDay = async (date: string) => {
    const progress = progressSchema.parse(
      await (
        await api.request(`/v1/users/${patientId}/progress?days=90`, { token: api.tokens.nutri })
      ).json(),
    );
    const day = progress.days.find((candidate) => candidate.date === date);
    if (!day) throw new Error(`${date} is not in the period`);
    return day;
  };
  const dailyRequired = async (date: string) =>
    dailyMealSummarySchema.parse(
      await (
        await api.request(`/v1/users/${patientId}/meals?date=${date}`, { token: api.tokens.nutri })
      ).json(),
    ).calories.required;

  it('sums a day’s foods over its meals, leaving out and counting the foods of unknown energy (never 0)', async () => {
    const date = '2025-03-03';
    const before = await progressDay(date);
    const [milk] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 458));
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    const logMeal = async (time: string, foods: { foodstuff_id: number; quantity: number }[]) =>
      expect(
        (
          await api.request(`/v1/users/${patientId}/meals`, {
            method: 'POST',
            token: api.tokens.patient,
            json: { date_time: `${date}T${time}:00-03:00`, foodstuffs: foods },
          })
        ).status,
      ).toBe(201);
    // 200 g of whole milk (energy not analysed in TACO) and 100 g of rice (124 kcal); then 50 g of rice.
    await logMeal('08:00', [
      { foodstuff_id: milk!.id, quantity: 200 },
      { foodstuff_id: rice!.id, quantity: 100 },
    ]);
    await logMeal('20:00', [{ foodstuff_id: rice!.id, quantity: 50 }]);

    const after = await progressDay(date);
    expect(after.acquired).toBeCloseTo(before.acquired + 186, 2);
    expect(after.acquired_foods_without_energy).toBe(before.acquired_foods_without_energy + 1);
    expect(after.meal_count).toBe(before.meal_count + 2);
    const daily = dailyMealSummarySchema.parse(
      await (
        await api.request(`/v1/users/${patientId}/meals?date=${date}`, { token: api.tokens.nutri })
      ).json(),
    );
    expect(after.acquired).toBeCloseTo(daily.total_of_calories, 3);
    expect(after.acquired_foods_without_energy).toBe(daily.foods_without_value.calories);
    expect(after.status).toBe(
      classifyDayAdherence({
        required: after.required,
        acquired: after.acquired,
        mealCount: after.meal_count,
      }),
    );
  });

  it('a new plan sets the requirement from its first day on, and leaves the days before it as they were', async () => {
    const pastDay = '2025-02-10';
    const before = await progressDay(pastDay);
    const today = await progressDay('2025-03-12');
    expect(before.required).toBe(today.required);

    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    const nutritionistId = await api.idOf('nutri@nutri.test');
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: api.tokens.nutri,
      json: {
        nutritionist_id: nutritionistId,
        patient_id: patientId,
        start_date: '2025-03-12',
        end_date: '2025-06-12',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [{ foodstuff_id: rice!.id, baseline_weight: 400, quantity: 1 }],
          },
        ],
      },
    });
    expect(created.status).toBe(201);

    const pastAfter = await progressDay(pastDay);
    expect(pastAfter).toEqual(before);
    expect(await dailyRequired(pastDay)).toBe(before.required);
    const todayAfter = await progressDay('2025-03-12');
    expect(todayAfter.required).not.toBe(today.required);
    expect(todayAfter.required).toBe(await dailyRequired('2025-03-12'));
  });
});
