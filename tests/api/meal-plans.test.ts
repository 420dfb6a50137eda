import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dailyMealSummarySchema,
  type MealPlan,
  mealPlanDetailSchema,
  mealPlanSchema,
  userDetailSchema,
} from '@/lib/api/contract';
import { computeDailyKcal, computeDayTotals } from '@/lib/rules/meal-plan-totals';
import { foodstuffs, mealPlans, nutritionistPatients } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

describe('meal plans', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  let food: Record<'rice' | 'beans' | 'bread' | 'archived', typeof foodstuffs.$inferSelect>;

  beforeAll(async () => {
    api = await createTestApi({}, undefined, 'catalogue');
    ({ ids, tokens } = await createCareTeam(api));
    const db = api.database.db;
    const byTaco = async (taco: number) =>
      (await db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!;
    const [bread] = await db
      .select()
      .from(foodstuffs)
      .where(eq(foodstuffs.name, 'Pão de forma integral, fatia'));
    const [archived] = await db
      .insert(foodstuffs)
      .values({
        name: 'Mingau antigo',
        group: 'GRAINS',
        unitOfMeasurement: 'GRAMS',
        baselineWeight: 100,
        calories: 90,
        archivedAt: new Date(),
      })
      .returning();
    food = { rice: await byTaco(1), beans: await byTaco(561), bread: bread!, archived: archived! };
  });
  afterAll(() => api.close());

  interface PlanBody {
    nutritionist_id: number;
    patient_id: number;
    start_date: string;
    end_date: string;
    meal_periods: {
      period: string;
      meal_foodstuffs: { foodstuff_id: number; baseline_weight?: number; quantity?: number }[];
    }[];
  }
  const validPlan = (): PlanBody => ({
    nutritionist_id: ids.nutri,
    patient_id: ids.patient,
    start_date: '2026-11-23',
    end_date: '2027-02-23',
    meal_periods: [
      {
        period: 'LUNCH',
        meal_foodstuffs: [
          { foodstuff_id: food.rice.id, baseline_weight: 150, quantity: 1 },
          { foodstuff_id: food.beans.id, baseline_weight: 100, quantity: 1 },
        ],
      },
      { period: 'BREAKFAST', meal_foodstuffs: [{ foodstuff_id: food.bread.id, quantity: 2 }] },
    ],
  });
  const post = (json: unknown, token = tokens.nutri) =>
    api.request('/v1/meal-plans', { method: 'POST', token, json });
  const put = (id: number, json: unknown, token = tokens.nutri) =>
    api.request(`/v1/meal-plans/${id}`, { method: 'PUT', token, json });
  const get = (id: number, token = tokens.nutri) => api.request(`/v1/meal-plans/${id}`, { token });
  const activePlans = async (patientId: number) =>
    api.database.db
      .select()
      .from(mealPlans)
      .where(and(eq(mealPlans.patientId, patientId), eq(mealPlans.status, 'ACTIVE')));
  /** The plan as PUT sends it back: every period and food with its id. */
  const toUpdate = (plan: MealPlan, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') => ({
    patient_id: plan.patient_id,
    status,
    start_date: plan.start_date,
    end_date: plan.end_date,
    meal_periods: plan.meal_periods.map((period) => ({
      id: period.id,
      period: period.period,
      meal_foodstuffs: period.meal_foodstuffs.map(({ id, foodstuff_id, baseline_weight, quantity }) => ({
        id,
        foodstuff_id,
        baseline_weight,
        quantity,
      })),
    })),
  });

  it('POST /v1/meal-plans – creates the ACTIVE plan, periods in the day order, totals from TACO', async () => {
    const response = await post(validPlan());
    expect(response.status).toBe(201);
    const plan = mealPlanSchema.parse(await response.json());
    expect(plan).toMatchObject({ status: 'ACTIVE', patient_id: ids.patient, nutritionist_id: ids.nutri });
    expect(plan.meal_periods.map((period) => period.period)).toEqual(['BREAKFAST', 'LUNCH']);
    const bread = plan.meal_periods[0]!.meal_foodstuffs[0]!;
    // A UNITS food's baseline weight defaults to one unit's weight.
    expect(bread).toMatchObject({ quantity: 2, baseline_weight: 25 });
    expect(bread.foodstuff).toMatchObject({
      unit_of_measurement: 'UNITS',
      archived: false,
      catalogue_changed: false,
    });
    // 150 g rice 186 + 100 g beans 76 + 2 slices 124 = 386 kcal.
    expect(computeDailyKcal(plan.meal_periods)).toBe(386);
    expect(computeDayTotals(plan.meal_periods).sums.sodium).toBeCloseTo(243.5, 3);
  });

  it('POST /v1/meal-plans – a new plan deactivates the previous ACTIVE one', async () => {
    const first = mealPlanSchema.parse(await (await post(validPlan())).json());
    const second = mealPlanSchema.parse(await (await post(validPlan())).json());
    expect((await activePlans(ids.patient)).map((plan) => plan.id)).toEqual([second.id]);
    const old = mealPlanSchema.parse(await (await get(first.id)).json());
    expect(old.status).toBe('INACTIVE');
  });

  it('POST /v1/meal-plans – two racing saves leave exactly one ACTIVE plan', async () => {
    const answers = await Promise.all([post(validPlan()), post(validPlan()), post(validPlan())]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    expect(await activePlans(ids.patient)).toHaveLength(1);
  });

  it.each([
    [
      'a repeated period',
      'DUPLICATE_MEAL_PERIOD',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[1]!.period = 'LUNCH';
      },
    ],
    [
      'a period with no foods',
      'EMPTY_MEAL_PERIOD',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[1]!.meal_foodstuffs = [];
      },
    ],
    [
      'no periods',
      'NO_MEAL_PERIODS',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods = [];
      },
    ],
    [
      'a zero quantity',
      'INVALID_QUANTITY',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.quantity = 0;
      },
    ],
    [
      'an absurd quantity',
      'INVALID_QUANTITY',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.quantity = 5000;
      },
    ],
    [
      'a quantity that rounds to zero (thousandths are kept)',
      'INVALID_QUANTITY',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.quantity = 0.0004;
      },
    ],
    [
      'a baseline weight that rounds to zero',
      'INVALID_BASELINE_WEIGHT',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.baseline_weight = 0.0004;
      },
    ],
    [
      'a food id past the database integers',
      'INVALID_DATA',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.foodstuff_id = 2_147_483_648;
      },
    ],
    [
      'a start in year 0, which PostgreSQL has not',
      'INVALID_DATA',
      (plan: ReturnType<typeof validPlan>) => {
        plan.start_date = '0000-01-01';
      },
    ],
    [
      'an absurd baseline weight',
      'INVALID_BASELINE_WEIGHT',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.baseline_weight = 50_000;
      },
    ],
    [
      'an unknown food',
      'UNKNOWN_FOODSTUFF',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.foodstuff_id = 999_999;
      },
    ],
    [
      'an archived food',
      'ARCHIVED_FOODSTUFF',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[0]!.meal_foodstuffs[0]!.foodstuff_id = food.archived.id;
      },
    ],
    [
      'an end before the start',
      'INVALID_DATE_RANGE',
      (plan: ReturnType<typeof validPlan>) => {
        plan.end_date = '2026-11-01';
      },
    ],
    [
      'a UNITS food without quantity',
      'QUANTITY_REQUIRED',
      (plan: ReturnType<typeof validPlan>) => {
        plan.meal_periods[1]!.meal_foodstuffs = [{ foodstuff_id: food.bread.id } as never];
      },
    ],
  ])('POST /v1/meal-plans – 400 for %s, and nothing changes', async (_, code, spoil) => {
    const before = await activePlans(ids.patient);
    const plan = validPlan();
    spoil(plan);
    const response = await post(plan);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toMatchObject({ code });
    expect(await activePlans(ids.patient)).toEqual(before);
  });

  it('POST /v1/meal-plans – 404 for another nutritionist’s patient, 403 when signing as someone else', async () => {
    expect((await post({ ...validPlan(), patient_id: ids.other })).status).toBe(404);
    expect((await post(validPlan(), tokens.nutri2)).status).toBe(404);
    expect((await post({ ...validPlan(), nutritionist_id: ids.nutri2 })).status).toBe(403);
    expect((await post(validPlan(), tokens.patient)).status).toBe(404);
    expect((await post(validPlan(), tokens.admin)).status).toBe(404);
  });

  it('GET /v1/meal-plans/{id} – the nutritionist and the patient read it; others get 404', async () => {
    const plan = mealPlanSchema.parse(await (await post(validPlan())).json());
    const read = await get(plan.id);
    expect(read.status).toBe(200);
    expect(mealPlanDetailSchema.parse(await read.json()).nutritionist).toMatchObject({
      id: ids.nutri,
      name: 'n',
    });
    expect((await get(plan.id, tokens.patient)).status).toBe(200);
    expect((await get(plan.id, tokens.nutri2)).status).toBe(404);
    expect((await get(plan.id, tokens.other)).status).toBe(404);
    expect((await get(plan.id, tokens.admin)).status).toBe(404);
    expect((await api.request(`/v1/meal-plans/${plan.id}`)).status).toBe(401);
    expect((await get(999_999)).status).toBe(404);
  });

  it('GET /v1/users/{id} – the patient’s plans come with the user, the ACTIVE one first', async () => {
    const created = mealPlanSchema.parse(await (await post(validPlan())).json());
    const user = userDetailSchema.parse(
      await (await api.request(`/v1/users/${ids.patient}`, { token: tokens.nutri })).json(),
    );
    expect(user.meal_plans[0]?.id).toBe(created.id);
    expect(user.meal_plans.filter((plan) => plan.status === 'ACTIVE')).toHaveLength(1);
    expect(user.meal_plans.length).toBeGreaterThan(1);
  });

  it('PUT /v1/meal-plans/{id} – replaces the content all at once; kept foods keep their ids', async () => {
    const plan = mealPlanSchema.parse(await (await post(validPlan())).json());
    const body = toUpdate(plan);
    body.meal_periods[1]!.meal_foodstuffs[0]!.quantity = 2;
    body.end_date = '2027-03-01';
    const response = await put(plan.id, body);
    expect(response.status).toBe(200);
    const updated = mealPlanSchema.parse(await response.json());
    expect(updated.end_date).toBe('2027-03-01');
    expect(updated.meal_periods[1]!.meal_foodstuffs[0]).toMatchObject({
      id: plan.meal_periods[1]!.meal_foodstuffs[0]!.id,
      quantity: 2,
    });
    // 386 + another 150 g of rice (186) = 572.
    expect(computeDailyKcal(updated.meal_periods)).toBe(572);

    // A refused save changes nothing: a valid first period does not survive a bad second one.
    const bad = toUpdate(updated);
    bad.meal_periods[0]!.meal_foodstuffs[0]!.quantity = 7;
    bad.meal_periods[1]!.meal_foodstuffs.push({
      id: undefined as never,
      foodstuff_id: 999_999,
      baseline_weight: 10,
      quantity: 1,
    });
    const refused = await put(plan.id, bad);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'UNKNOWN_FOODSTUFF' });
    expect(mealPlanSchema.parse(await (await get(plan.id)).json())).toEqual(updated);
  });

  it('PUT /v1/meal-plans/{id} – status INACTIVE deactivates it; then it is history (409)', async () => {
    const plan = mealPlanSchema.parse(await (await post(validPlan())).json());
    const response = await put(plan.id, toUpdate(plan, 'INACTIVE'));
    expect(response.status).toBe(200);
    expect(mealPlanSchema.parse(await response.json()).status).toBe('INACTIVE');
    expect(await activePlans(ids.patient)).toHaveLength(0);
    const again = await put(plan.id, toUpdate(plan, 'ACTIVE'));
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'MEAL_PLAN_INACTIVE' });
  });

  it('PUT /v1/meal-plans/{id} – 404 for another nutritionist or a plan of another patient', async () => {
    const plan = mealPlanSchema.parse(await (await post(validPlan())).json());
    expect((await put(plan.id, toUpdate(plan), tokens.nutri2)).status).toBe(404);
    expect((await put(plan.id, toUpdate(plan), tokens.patient)).status).toBe(404);
    expect((await put(plan.id, { ...toUpdate(plan), patient_id: ids.other })).status).toBe(404);
  });

  it('a patient who moved keeps the plan; the new nutritionist’s change makes her its author', async () => {
    const moved = await api.createUser({
      email: 'mudou@t.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const plan = mealPlanSchema.parse(await (await post({ ...validPlan(), patient_id: moved })).json());
    await api.database.db
      .update(nutritionistPatients)
      .set({ nutritionistId: ids.nutri2 })
      .where(eq(nutritionistPatients.patientId, moved));
    const authorOf = async (id: number) =>
      mealPlanDetailSchema.parse(await (await get(id, tokens.nutri2)).json()).nutritionist.id;

    expect((await put(plan.id, toUpdate(plan), tokens.nutri)).status).toBe(404);
    // Saved unchanged: still the former nutritionist's plan.
    expect((await put(plan.id, toUpdate(plan), tokens.nutri2)).status).toBe(200);
    expect(await authorOf(plan.id)).toBe(ids.nutri);

    const edited = toUpdate(plan);
    edited.meal_periods[0]!.meal_foodstuffs[0]!.quantity = 3;
    const response = await put(plan.id, edited, tokens.nutri2);
    expect(mealPlanSchema.parse(await response.json()).nutritionist_id).toBe(ids.nutri2);
    expect(await authorOf(plan.id)).toBe(ids.nutri2);
    const versions = await api.request(`/v1/meal-plans/${plan.id}/versions`, { token: tokens.nutri2 });
    expect((await versions.json()).versions).toHaveLength(1);
  });

  it('catalogue edits never change a saved plan; a food archived since stays, shown as archived', async () => {
    const [oat] = await api.database.db
      .insert(foodstuffs)
      .values({
        name: 'Aveia do teste',
        group: 'GRAINS',
        unitOfMeasurement: 'GRAMS',
        baselineWeight: 100,
        calories: 400,
        proteins: 14,
      })
      .returning();
    const plan = validPlan();
    plan.meal_periods[0]!.meal_foodstuffs.push({ foodstuff_id: oat!.id, baseline_weight: 50, quantity: 1 });
    const created = mealPlanSchema.parse(await (await post(plan)).json());
    expect(computeDailyKcal(created.meal_periods)).toBe(586); // 386 + 200

    await api.database.db
      .update(foodstuffs)
      .set({ calories: 999, archivedAt: new Date() })
      .where(eq(foodstuffs.id, oat!.id));
    const read = mealPlanSchema.parse(await (await get(created.id)).json());
    expect(computeDailyKcal(read.meal_periods)).toBe(586);
    const oatRow = read.meal_periods[1]!.meal_foodstuffs[2]!;
    expect(oatRow.foodstuff).toMatchObject({ archived: true, catalogue_changed: true });
    expect(oatRow.foodstuff.nutrition_information.calories).toBe(400);

    // Saving again keeps it (same row id); adding it new is refused.
    const kept = await put(created.id, toUpdate(read));
    expect(kept.status).toBe(200);
    expect(computeDailyKcal(mealPlanSchema.parse(await kept.json()).meal_periods)).toBe(586);
    const addedNew = toUpdate(read);
    addedNew.meal_periods[1]!.meal_foodstuffs[2]!.id = undefined as never;
    expect(await (await put(created.id, addedNew)).json()).toMatchObject({
      code: 'ARCHIVED_FOODSTUFF',
      detail: `O alimento "${oat!.name}" foi arquivado no catálogo e não pode ser adicionado. Remova-o do plano para salvar.`,
    });
  });

  it("the summaries' required calories are the ACTIVE plan's day total", async () => {
    const plan = mealPlanSchema.parse(await (await post(validPlan())).json());
    const today = new Date().toISOString().slice(0, 10);
    const response = await api.request(`/v1/users/${ids.patient}/meals?date=${today}`, {
      token: tokens.nutri,
    });
    const summary = dailyMealSummarySchema.parse(await response.json());
    expect(summary.calories.required).toBe(computeDailyKcal(plan.meal_periods));
    expect(summary.calories.required).toBe(386);
  });
});
