// A plan holding foods without an energy value (TACO's NA, such as whole milk): its foods keep that unknown
// as null, its day total adds the known ones only, and the summaries say the required calories they take
// from it are partial, on each day as the plan was then.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyMealSummarySchema,
  mealPlanAdherencePageSchema,
  mealPlanSchema,
  monthlyMealSummarySchema,
  progressSchema,
} from '@/lib/api/contract';
import { computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { foodstuffs } from '@/upstream/src/db/schema';
import { WHOLE_MILK_NUTRIENTS } from '../fixtures/requests';
import { createTestApi, type TestApi } from './helpers/api';

/** 10:00 in São Paulo on the day. */
const morningOf = (day: string) => new Date(`${day}T10:00:00-03:00`);

describe('a meal plan with foods without an energy value', () => {
  let api: TestApi;
  let clock = morningOf('2025-03-01');
  const ids = { nutri: 0, patient: 0, rice: 0, milk: 0, plan: 0 };
  let token = '';

  // 150 g of brown rice (124 kcal per 100 g) and 200 g of whole milk (energy NA) at breakfast.
  const periods = (withMilk: boolean) => [
    {
      period: 'BREAKFAST',
      meal_foodstuffs: [
        { foodstuff_id: ids.rice, baseline_weight: 150, quantity: 1 },
        ...(withMilk ? [{ foodstuff_id: ids.milk, baseline_weight: 200, quantity: 1 }] : []),
      ],
    },
  ];
  const daily = async (date: string) =>
    dailyMealSummarySchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/meals?date=${date}`, { token })).json(),
    );

  beforeAll(async () => {
    api = await createTestApi({ APP_TIME_ZONE: 'America/Sao_Paulo' }, () => clock, 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@partial.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@partial.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const byTaco = async (taco: number) =>
      (await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!.id;
    ids.rice = await byTaco(1);
    ids.milk = await byTaco(458);
    token = await api.signIn('n@partial.test', 'Senha1234');
  });
  afterAll(() => api.close());

  it('POST /v1/meal-plans – the milk keeps its unknown energy as null, and the plan totals count it apart', async () => {
    const response = await api.request('/v1/meal-plans', {
      method: 'POST',
      token,
      json: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: periods(true),
      },
    });
    expect(response.status).toBe(201);
    const plan = mealPlanSchema.parse(await response.json());
    ids.plan = plan.id;
    const milk = plan.meal_periods[0]!.meal_foodstuffs.find((food) => food.foodstuff_id === ids.milk)!;
    expect(milk.foodstuff.nutrition_information).toEqual(WHOLE_MILK_NUTRIENTS);
    const day = computeDayTotals(plan.meal_periods);
    expect(day.sums.calories).toBe(186);
    expect(day.unknown).toMatchObject({ calories: 1, proteins: 1, sodium: 0 });
  });

  it('GET /v1/users/{id}/meals – the required calories are the known 186 kcal, said to leave one food out', async () => {
    const summary = await daily('2025-03-01');
    expect(summary.calories).toEqual({
      required: 186,
      acquired: 0,
      required_foods_without_energy: 1,
      required_estimated: false,
    });
  });

  it('an edit that drops the milk is complete from its day on; the days before keep the partial total they had', async () => {
    clock = morningOf('2025-03-03');
    token = await api.signIn('n@partial.test', 'Senha1234');
    const edited = await api.request(`/v1/meal-plans/${ids.plan}`, {
      method: 'PUT',
      token,
      json: {
        patient_id: ids.patient,
        status: 'ACTIVE',
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: periods(false),
      },
    });
    expect(edited.status).toBe(200);
    expect((await daily('2025-03-02')).calories).toMatchObject({
      required: 186,
      required_foods_without_energy: 1,
    });
    expect((await daily('2025-03-03')).calories).toMatchObject({
      required: 186,
      required_foods_without_energy: 0,
    });
    const month = monthlyMealSummarySchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/meal-reports?year_month=2025-03`, { token })).json(),
    );
    const days = month.weeks.flatMap((week) => week.days);
    expect(days.find((day) => day.date === '2025-03-01')?.calories.required_foods_without_energy).toBe(1);
    expect(days.find((day) => day.date === '2025-03-03')?.calories.required_foods_without_energy).toBe(0);
  });

  it('GET /v1/users/{id}/progress – a day of logged milk judged against the partial plan says both counts', async () => {
    await api.request(`/v1/users/${ids.patient}/meals`, {
      method: 'POST',
      token: await api.signIn('p@partial.test', 'Senha1234'),
      json: {
        date_time: '2025-03-02T08:00:00-03:00',
        foodstuffs: [
          { foodstuff_id: ids.milk, quantity: 200 },
          { foodstuff_id: ids.rice, quantity: 150 },
        ],
      },
    });
    const progress = progressSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}/progress?days=30`, { token })).json(),
    );
    expect(progress.days.find((day) => day.date === '2025-03-02')).toMatchObject({
      acquired: 186,
      required: 186,
      acquired_foods_without_energy: 1,
      required_foods_without_energy: 1,
      status: 'FOLLOWED',
    });
    expect(progress.days.find((day) => day.date === '2025-03-03')).toMatchObject({
      acquired_foods_without_energy: 0,
      required_foods_without_energy: 0,
    });
  });

  it('GET /v1/nutritionists/{id}/meal-plan-adherence – the week counts the judged days that left foods out', async () => {
    // The week is 24/02 to 02/03: 01/03 (plan with milk, nothing logged) is not judged; 02/03 is, on both.
    const response = await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-adherence`, { token });
    expect(response.status).toBe(200);
    const page = mealPlanAdherencePageSchema.parse(await response.json());
    expect(page.content.find((row) => row.id === ids.patient)).toMatchObject({
      followed_days: 1,
      partial_days: 1,
    });
  });

  it('GET /v1/users/{id}/meals – a patient without a plan has an estimate, which leaves no food out', async () => {
    const other = await api.createUser({
      email: 'q@partial.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const summary = dailyMealSummarySchema.parse(
      await (await api.request(`/v1/users/${other}/meals?date=2025-03-03`, { token })).json(),
    );
    expect(summary.calories.required_foods_without_energy).toBe(0);
  });
});
