// An edit that changes a plan's dates, meals or foods keeps the plan as it was: GET /v1/meal-plans/{id}/versions
// lists them newest first, for the plan's nutritionist and its patient only. Then the rows a save keeps when
// the request names them: a version's (restoring it), or one row or meal named twice.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanSchema, mealPlanVersionsSchema } from '@/lib/api/contract';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

describe('meal plan versions', () => {
  let api: TestApi;
  let clock = new Date('2025-03-01T13:00:00Z');
  const ids = { nutri: 0, patient: 0, rice: 0, beans: 0, plan: 0 };
  const tokens = { nutri: '', patient: '', other: '' };

  const planOf = (lunch: { foodstuff_id: number; baseline_weight: number }[], endDate = '2025-06-01') => ({
    nutritionist_id: ids.nutri,
    patient_id: ids.patient,
    start_date: '2025-03-01',
    end_date: endDate,
    meal_periods: [{ period: 'LUNCH', meal_foodstuffs: lunch.map((food) => ({ ...food, quantity: 1 })) }],
  });
  const put = (body: object, token = tokens.nutri) =>
    api.request(`/v1/meal-plans/${ids.plan}`, { method: 'PUT', token, json: body });
  const versions = async (token = tokens.nutri) => {
    const response = await api.request(`/v1/meal-plans/${ids.plan}/versions`, { token });
    expect(response.status).toBe(200);
    return mealPlanVersionsSchema.parse(await response.json()).versions;
  };
  const lunchOf = (version: {
    meal_periods: { meal_foodstuffs: { foodstuff_id: number; baseline_weight: number }[] }[];
  }) =>
    version.meal_periods.flatMap((period) =>
      period.meal_foodstuffs.map((food) => [food.foodstuff_id, food.baseline_weight]),
    );

  /** Moves the clock, and signs in again: the tokens of days before have expired. */
  const moveClockTo = async (iso: string) => {
    clock = new Date(iso);
    tokens.nutri = await api.signIn('n@versions.test', 'Senha1234');
    tokens.patient = await api.signIn('p@versions.test', 'Senha1234');
    tokens.other = await api.signIn('n2@versions.test', 'Senha1234');
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => clock, 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@versions.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'n2@versions.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@versions.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    const [beans] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 2));
    ids.rice = rice!.id;
    ids.beans = beans!.id;
    await moveClockTo('2025-03-01T13:00:00Z');
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: planOf([{ foodstuff_id: ids.rice, baseline_weight: 100 }]),
    });
    expect(created.status).toBe(201);
    ids.plan = mealPlanSchema.parse(await created.json()).id;
  });
  afterAll(() => api.close());

  it('a new plan has no earlier version', async () => {
    expect(await versions()).toEqual([]);
  });

  it('each edit that changes the foods keeps the plan as it was, newest first', async () => {
    await moveClockTo('2025-03-05T13:00:00Z');
    const first = await put({
      ...planOf([
        { foodstuff_id: ids.rice, baseline_weight: 150 },
        { foodstuff_id: ids.beans, baseline_weight: 80 },
      ]),
      status: 'ACTIVE',
    });
    expect(first.status).toBe(200);
    await moveClockTo('2025-03-09T13:00:00Z');
    expect(
      (
        await put({
          ...planOf([{ foodstuff_id: ids.beans, baseline_weight: 120 }], '2025-07-01'),
          status: 'ACTIVE',
        })
      ).status,
    ).toBe(200);

    const kept = await versions();
    expect(kept.map((version) => version.replaced_at)).toEqual([
      '2025-03-09T13:00:00.000Z',
      '2025-03-05T13:00:00.000Z',
    ]);
    expect(lunchOf(kept[0]!)).toEqual([
      [ids.rice, 150],
      [ids.beans, 80],
    ]);
    expect(kept[0]?.end_date).toBe('2025-06-01');
    expect(lunchOf(kept[1]!)).toEqual([[ids.rice, 100]]);
    expect(kept[1]?.meal_periods[0]?.meal_foodstuffs[0]?.foodstuff.name).toMatch(/^Arroz/);
  });

  it('a save that changes nothing, and deactivating the plan, keep no version', async () => {
    const shown = mealPlanSchema.parse(
      await (await api.request(`/v1/meal-plans/${ids.plan}`, { token: tokens.nutri })).json(),
    );
    const same = {
      nutritionist_id: ids.nutri,
      patient_id: ids.patient,
      start_date: shown.start_date,
      end_date: shown.end_date,
      meal_periods: shown.meal_periods.map((period) => ({
        id: period.id,
        period: period.period,
        meal_foodstuffs: period.meal_foodstuffs.map((food) => ({
          id: food.id,
          foodstuff_id: food.foodstuff_id,
          baseline_weight: food.baseline_weight,
          quantity: food.quantity,
        })),
      })),
    };
    expect((await put({ ...same, status: 'ACTIVE' })).status).toBe(200);
    expect(await versions()).toHaveLength(2);
    expect((await put({ ...same, status: 'INACTIVE' })).status).toBe(200);
    expect(await versions()).toHaveLength(2);
  });

  it('the patient reads them; another nutritionist gets 404 and a refused edit keeps nothing', async () => {
    expect(await versions(tokens.patient)).toHaveLength(2);
    const foreign = await api.request(`/v1/meal-plans/${ids.plan}/versions`, { token: tokens.other });
    expect(foreign.status).toBe(404);
    expect((await api.request(`/v1/meal-plans/${ids.plan}/versions`)).status).toBe(401);
    // A malformed id names no plan, as an unknown one, which reads as another's plan.
    expect((await api.request('/v1/meal-plans/abc/versions', { token: tokens.nutri })).status).toBe(404);
    expect((await api.request('/v1/meal-plans/999999/versions', { token: tokens.nutri })).status).toBe(404);
    const refused = await put({
      ...planOf([{ foodstuff_id: ids.rice, baseline_weight: 999 }]),
      status: 'ACTIVE',
    });
    expect(refused.status).toBe(409);
    expect(await versions()).toHaveLength(2);
  });

  it('restoring a version brings its foods back as it kept them, even one changed or archived in the catalogue since', async () => {
    await moveClockTo('2025-03-20T13:00:00Z');
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: planOf([{ foodstuff_id: ids.rice, baseline_weight: 100 }]),
    });
    ids.plan = mealPlanSchema.parse(await created.json()).id;
    await moveClockTo('2025-03-21T13:00:00Z');
    expect(
      (await put({ ...planOf([{ foodstuff_id: ids.beans, baseline_weight: 80 }]), status: 'ACTIVE' })).status,
    ).toBe(200);
    const [version] = await versions();
    const riceAsKept = version!.meal_periods[0]!.meal_foodstuffs[0]!;
    expect(riceAsKept.foodstuff_id).toBe(ids.rice);
    const keptCalories = riceAsKept.foodstuff.nutrition_information.calories ?? 0;
    await api.database.db
      .update(foodstuffs)
      .set({ calories: keptCalories + 50, archivedAt: clock })
      .where(eq(foodstuffs.id, ids.rice));

    // A food the plan never held cannot be brought in archived, whatever row id the request names.
    const forged = await put({
      ...planOf([{ foodstuff_id: ids.rice, baseline_weight: 100 }]),
      meal_periods: [
        {
          period: 'LUNCH',
          meal_foodstuffs: [{ id: 999_999, foodstuff_id: ids.rice, baseline_weight: 100, quantity: 1 }],
        },
      ],
      status: 'ACTIVE',
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: 'ARCHIVED_FOODSTUFF' });

    const restored = await put({
      ...planOf([]),
      meal_periods: [
        {
          period: 'LUNCH',
          meal_foodstuffs: [{ id: riceAsKept.id, foodstuff_id: ids.rice, baseline_weight: 100, quantity: 1 }],
        },
      ],
      status: 'ACTIVE',
    });
    expect(restored.status).toBe(200);
    const rice = mealPlanSchema.parse(await restored.json()).meal_periods[0]!.meal_foodstuffs[0]!;
    expect(rice.foodstuff.nutrition_information.calories).toBe(keptCalories);
    expect(rice.foodstuff).toMatchObject({ archived: true, catalogue_changed: true });
  });

  it('restoring a version brings a removed food back with its alternatives and their measures', async () => {
    await moveClockTo('2025-03-22T13:00:00Z');
    const lunchWith = (food: object) => ({
      ...planOf([]),
      meal_periods: [{ period: 'LUNCH', meal_foodstuffs: [food] }],
    });
    const inLadles = { foodstuff_id: ids.beans, baseline_weight: 140, quantity: 1, measure_name: 'concha' };
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: lunchWith(inLadles),
    });
    const plan = mealPlanSchema.parse(await created.json());
    ids.plan = plan.id;
    const beans = plan.meal_periods[0]!.meal_foodstuffs[0]!;
    const added = await api.request(`/v1/meal-plans/${plan.id}/meal-foodstuffs/${beans.id}/substitutions`, {
      method: 'POST',
      token: tokens.nutri,
      json: {
        foodstuff_id: ids.beans,
        basis: 'ENERGY',
        baseline_weight: 35,
        quantity: 4,
        measure_name: 'colher de servir',
      },
    });
    expect(added.status).toBe(201);
    const alternatives = mealPlanSchema.parse(await added.json()).meal_periods[0]!.meal_foodstuffs[0]!
      .substitutions;
    expect(alternatives).toHaveLength(1);

    // The row leaves the plan (a new one takes its place), then the version brings it back.
    await moveClockTo('2025-03-23T13:00:00Z');
    const replaced = await put({
      ...lunchWith({ foodstuff_id: ids.beans, baseline_weight: 80 }),
      status: 'ACTIVE',
    });
    expect(replaced.status).toBe(200);
    const restored = await put({ ...lunchWith({ id: beans.id, ...inLadles }), status: 'ACTIVE' });
    expect(restored.status).toBe(200);
    const back = mealPlanSchema.parse(await restored.json()).meal_periods[0]!.meal_foodstuffs[0]!;
    expect(back.measure_name).toBe('concha');
    const withoutIds = (list: typeof alternatives) => (list ?? []).map(({ id: _, ...rest }) => rest);
    expect(withoutIds(back.substitutions)).toEqual(withoutIds(alternatives));
  });

  it('a row sent twice keeps its values once; the copy is a new food at the catalogue values', async () => {
    const saved = await put({
      ...planOf([{ foodstuff_id: ids.beans, baseline_weight: 80 }]),
      status: 'ACTIVE',
    });
    const beans = mealPlanSchema.parse(await saved.json()).meal_periods[0]!.meal_foodstuffs[0]!;
    const keptCalories = beans.foodstuff.nutrition_information.calories ?? 0;
    await api.database.db
      .update(foodstuffs)
      .set({ calories: keptCalories + 10 })
      .where(eq(foodstuffs.id, ids.beans));
    const row = { id: beans.id, foodstuff_id: ids.beans, baseline_weight: 80, quantity: 1 };
    const twice = await put({
      ...planOf([]),
      meal_periods: [{ period: 'LUNCH', meal_foodstuffs: [row, row] }],
      status: 'ACTIVE',
    });
    expect(twice.status).toBe(200);
    const foods = mealPlanSchema.parse(await twice.json()).meal_periods[0]!.meal_foodstuffs;
    expect(
      foods.map((food) => [food.id === beans.id, food.foodstuff.nutrition_information.calories]),
    ).toEqual([
      [true, keptCalories],
      [false, keptCalories + 10],
    ]);
  });

  it('a meal sent twice with the same id keeps it once; the other is a new meal', async () => {
    const shown = mealPlanSchema.parse(
      await (await api.request(`/v1/meal-plans/${ids.plan}`, { token: tokens.nutri })).json(),
    );
    const periodId = shown.meal_periods[0]!.id;
    const beans = [{ foodstuff_id: ids.beans, baseline_weight: 80, quantity: 1 }];
    const saved = await put({
      ...planOf([]),
      meal_periods: [
        { id: periodId, period: 'LUNCH', meal_foodstuffs: beans },
        { id: periodId, period: 'DINNER', meal_foodstuffs: beans },
      ],
      status: 'ACTIVE',
    });
    expect(saved.status).toBe(200);
    const periods = mealPlanSchema.parse(await saved.json()).meal_periods;
    expect(periods.map((period) => [period.period, period.id === periodId])).toEqual([
      ['LUNCH', true],
      ['DINNER', false],
    ]);
  });

  it("a version's food deleted from the catalogue since cannot come back, and says so", async () => {
    // A food no plan holds any more is deleted outright by the catalogue (only one in use is archived).
    const [beans] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.beans));
    const { id: _, barcode: __, ...copy } = beans!;
    const [passing] = await api.database.db
      .insert(foodstuffs)
      .values({ ...copy, name: 'Feijão de passagem' })
      .returning({ id: foodstuffs.id });
    expect(
      (await put({ ...planOf([{ foodstuff_id: passing!.id, baseline_weight: 80 }]), status: 'ACTIVE' }))
        .status,
    ).toBe(200);
    expect(
      (await put({ ...planOf([{ foodstuff_id: ids.beans, baseline_weight: 80 }]), status: 'ACTIVE' })).status,
    ).toBe(200);
    const [version] = await versions();
    const row = version!.meal_periods[0]!.meal_foodstuffs[0]!;
    expect(row.foodstuff_id).toBe(passing!.id);
    await api.database.db.delete(foodstuffs).where(eq(foodstuffs.id, passing!.id));

    const restored = await put({
      ...planOf([]),
      meal_periods: [
        {
          period: 'LUNCH',
          meal_foodstuffs: [{ id: row.id, foodstuff_id: passing!.id, baseline_weight: 80, quantity: 1 }],
        },
      ],
      status: 'ACTIVE',
    });
    expect(restored.status).toBe(400);
    expect(await restored.json()).toMatchObject({ code: 'UNKNOWN_FOODSTUFF' });
  });
});
