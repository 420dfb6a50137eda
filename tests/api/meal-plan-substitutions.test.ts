// Substitutions of a planned food (/v1/meal-plans/{id}/meal-foodstuffs/{foodId}/substitutions): proposed to
// match the planned food's energy or a macronutrient, adjustable, at most 5 a food, never in the totals;
// unknown values stay unknown; catalogue edits never change them; only the patient's own nutritionist
// writes them, and plan saves keep those of the foods they keep.
import { eq, ilike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SUBSTITUTIONS_PER_FOOD, type MealPlan, mealPlanSchema } from '@/lib/api/contract';
import { computeDailyKcal } from '@/lib/rules/meal-plan-totals';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { figuresFor } from './helpers/confirmed-figures';

describe('meal plan substitutions', () => {
  let api: TestApi;
  const ids = { nutri: 0, other: 0, patient: 0, rice: 0, beans: 0, milk: 0, bread: 0 };
  const tokens = { nutri: '', other: '', patient: '', admin: '' };
  let plan: MealPlan;

  const riceRow = () => plan.meal_periods[0]!.meal_foodstuffs[0]!;
  const base = (foodId = riceRow().id, planId = plan.id) =>
    `/v1/meal-plans/${planId}/meal-foodstuffs/${foodId}/substitutions`;
  const add = (json: unknown, token = tokens.nutri, path = base()) =>
    api.request(path, { method: 'POST', token, json });
  const readPlan = async (response: Response) => mealPlanSchema.parse(await response.json());
  const substitutionsOf = (answer: MealPlan, index = 0) =>
    answer.meal_periods[0]!.meal_foodstuffs[index]!.substitutions ?? [];
  const catalogueFood = async (id: number) =>
    (await (await api.request(`/v1/foodstuffs/${id}`, { token: tokens.nutri })).json()) as {
      unit_of_measurement: string;
      baseline_weight: number;
      nutrition_information: object;
    };
  const reload = async () => {
    plan = await readPlan(await api.request(`/v1/meal-plans/${plan.id}`, { token: tokens.nutri }));
  };
  /** Every food of the plan without substitutions again. */
  const clear = async () => {
    await reload();
    for (const food of plan.meal_periods[0]!.meal_foodstuffs) {
      for (const substitution of food.substitutions ?? []) {
        await api.request(`${base(food.id)}/${substitution.id}`, { method: 'DELETE', token: tokens.nutri });
      }
    }
    await reload();
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@subs.test', role: 'ROLE_NUTRITIONIST' });
    ids.other = await api.createUser({ email: 'n2@subs.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'a@subs.test', role: 'ROLE_ADMIN' });
    ids.patient = await api.createUser({
      email: 'p@subs.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const byTaco = async (taco: number) =>
      (await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!.id;
    ids.rice = await byTaco(1);
    ids.beans = await byTaco(2);
    ids.bread = await byTaco(3);
    const [milk] = await api.database.db
      .select()
      .from(foodstuffs)
      .where(ilike(foodstuffs.name, 'Leite, de vaca, integral%'));
    expect(milk?.calories).toBeNull();
    ids.milk = milk!.id;
    tokens.nutri = await api.signIn('n@subs.test', 'Senha1234');
    tokens.other = await api.signIn('n2@subs.test', 'Senha1234');
    tokens.patient = await api.signIn('p@subs.test', 'Senha1234');
    tokens.admin = await api.signIn('a@subs.test', 'Senha1234');
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [
              { foodstuff_id: ids.rice, baseline_weight: 150, quantity: 1 },
              { foodstuff_id: ids.milk, baseline_weight: 200, quantity: 1 },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    plan = await readPlan(created);
  });
  afterAll(() => api.close());

  it('proposes the amount that gives the same energy (or protein), answers the plan, and leaves the totals alone', async () => {
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.rice));
    const [beans] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.beans));
    const created = await add({ foodstuff_id: ids.beans, basis: 'ENERGY' });
    expect(created.status).toBe(201);
    const answer = await readPlan(created);
    const [substitution] = substitutionsOf(answer);
    // 150 g of rice brings 1.5 × its kcal per 100 g; that much energy of beans, to the nearest 5 g.
    const grams = Math.round((((1.5 * rice!.calories!) / beans!.calories!) * 100) / 5) * 5;
    expect(substitution).toMatchObject({
      foodstuff_id: ids.beans,
      basis: 'ENERGY',
      baseline_weight: grams,
      quantity: 1,
    });
    expect(substitution!.foodstuff.nutrition_information.calories).toBe(beans!.calories);
    expect(computeDailyKcal(answer.meal_periods)).toBe(computeDailyKcal(plan.meal_periods));

    const byProtein = await readPlan(await add({ foodstuff_id: ids.bread, basis: 'PROTEINS' }));
    expect(substitutionsOf(byProtein).map((entry) => entry.basis)).toEqual(['ENERGY', 'PROTEINS']);
    // Read back with the plan, in the order they were added.
    const read = await readPlan(await api.request(`/v1/meal-plans/${plan.id}`, { token: tokens.nutri }));
    expect(substitutionsOf(read)).toEqual(substitutionsOf(byProtein));
    plan = read;
    await clear();
  });

  it('keeps amounts as given, adjusts them (PUT) and removes them (DELETE)', async () => {
    const beans = await catalogueFood(ids.beans);
    // Typed amounts far from the rice's fats: kept as given, since she confirmed them for these figures.
    const confirmed = figuresFor(riceRow(), 'FATS', { baseline_weight: 80, quantity: 2 }, beans);
    const answer = await readPlan(
      await add({ foodstuff_id: ids.beans, basis: 'FATS', baseline_weight: 80, quantity: 2, confirmed }),
    );
    const [substitution] = substitutionsOf(answer);
    expect(substitution).toMatchObject({
      baseline_weight: 80,
      quantity: 2,
      basis: 'FATS',
      amount_origin: 'TYPED',
      confirmed,
    });
    const path = `${base()}/${substitution!.id}`;
    const adjustedFigures = figuresFor(riceRow(), 'FATS', { baseline_weight: 90.5, quantity: 1 }, beans);
    const adjusted = await api.request(path, {
      method: 'PUT',
      token: tokens.nutri,
      json: { baseline_weight: 90.5, quantity: 1, confirmed: adjustedFigures },
    });
    expect(adjusted.status).toBe(200);
    expect(substitutionsOf(await readPlan(adjusted))[0]).toMatchObject({
      baseline_weight: 90.5,
      quantity: 1,
    });
    // The same amounts with the figures confirmed for the earlier ones: not equivalent, and nothing changes.
    const stale = await api.request(path, {
      method: 'PUT',
      token: tokens.nutri,
      json: { baseline_weight: 60, quantity: 1, confirmed: adjustedFigures },
    });
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ code: 'SUBSTITUTION_NOT_EQUIVALENT' });
    await reload();
    expect(substitutionsOf(plan)[0]).toMatchObject({ baseline_weight: 90.5, quantity: 1 });
    for (const amounts of [
      { baseline_weight: 0, quantity: 1 },
      { baseline_weight: 80, quantity: 101 },
      { baseline_weight: 5001, quantity: 1 },
    ]) {
      const refused = await api.request(path, { method: 'PUT', token: tokens.nutri, json: amounts });
      expect(refused.status).toBe(400);
    }
    const removed = await api.request(path, { method: 'DELETE', token: tokens.nutri });
    expect(removed.status).toBe(200);
    expect(substitutionsOf(await readPlan(removed))).toEqual([]);
    expect((await api.request(path, { method: 'DELETE', token: tokens.nutri })).status).toBe(404);
  });

  it(`takes at most ${MAX_SUBSTITUTIONS_PER_FOOD} a food (409 TOO_MANY_SUBSTITUTIONS, in Portuguese)`, async () => {
    for (let index = 0; index < MAX_SUBSTITUTIONS_PER_FOOD; index += 1) {
      expect((await add({ foodstuff_id: ids.beans, basis: 'ENERGY' })).status).toBe(201);
    }
    const refused = await add({ foodstuff_id: ids.bread, basis: 'ENERGY' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'TOO_MANY_SUBSTITUTIONS',
      detail: 'Cada alimento aceita no máximo 5 substituições. Remova uma para adicionar outra.',
    });
    // Another food of the plan has its own count.
    expect(
      (
        await add(
          { foodstuff_id: ids.beans, basis: 'PROTEINS', baseline_weight: 100, quantity: 1 },
          tokens.nutri,
          base(plan.meal_periods[0]!.meal_foodstuffs[1]!.id),
        )
      ).status,
    ).toBe(201);
    plan = mealPlanSchema.parse(
      await (await api.request(`/v1/meal-plans/${plan.id}`, { token: tokens.nutri })).json(),
    );
    await clear();
  });

  it('proposes nothing from an unknown value, says why, and keeps unknown as unknown when she gives the amount', async () => {
    const refused = await add({ foodstuff_id: ids.milk, basis: 'ENERGY' });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      code: 'SUBSTITUTION_NOT_PROPOSABLE',
      detail: expect.stringContaining('não tem valor de energia'),
    });
    // The milk of the plan has no energy either: nothing to match.
    const fromMilk = await add(
      { foodstuff_id: ids.beans, basis: 'ENERGY' },
      tokens.nutri,
      base(plan.meal_periods[0]!.meal_foodstuffs[1]!.id),
    );
    expect(await fromMilk.json()).toMatchObject({
      code: 'SUBSTITUTION_NOT_PROPOSABLE',
      detail: expect.stringContaining('o alimento do plano não tem valor de energia'),
    });
    const given = await readPlan(
      await add({ foodstuff_id: ids.milk, basis: 'ENERGY', baseline_weight: 200, quantity: 1 }),
    );
    expect(substitutionsOf(given)[0]!.foodstuff.nutrition_information.calories).toBeNull();
    plan = given;
    await clear();
  });

  it('keeps the values the food had when added: a catalogue edit or deletion later changes nothing', async () => {
    const [bread] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.bread));
    const added = await readPlan(await add({ foodstuff_id: ids.bread, basis: 'ENERGY' }));
    await api.database.db.update(foodstuffs).set({ calories: 999 }).where(eq(foodstuffs.id, ids.bread));
    const deleted = await api.request(`/v1/foodstuffs/${ids.bread}`, {
      method: 'DELETE',
      token: tokens.admin,
    });
    expect(deleted.status).toBe(204);
    try {
      const read = await readPlan(await api.request(`/v1/meal-plans/${plan.id}`, { token: tokens.nutri }));
      const [substitution] = substitutionsOf(read);
      expect(substitution!.foodstuff.nutrition_information).toEqual(
        substitutionsOf(added)[0]!.foodstuff.nutrition_information,
      );
      expect(substitution!.foodstuff).toMatchObject({ archived: true, catalogue_changed: true });
      // An archived food is no new alternative.
      const refused = await add({ foodstuff_id: ids.bread, basis: 'ENERGY' });
      expect(await refused.json()).toMatchObject({ code: 'ARCHIVED_FOODSTUFF' });
      plan = read;
      await clear();
    } finally {
      await api.database.db
        .update(foodstuffs)
        .set({ calories: bread!.calories, archivedAt: null })
        .where(eq(foodstuffs.id, ids.bread));
    }
  });

  it('a plan save keeps the substitutions of the foods it keeps; a food taken out takes its own', async () => {
    const added = await readPlan(await add({ foodstuff_id: ids.beans, basis: 'ENERGY' }));
    const foods = added.meal_periods[0]!.meal_foodstuffs;
    const put = (mealFoods: typeof foods) =>
      api.request(`/v1/meal-plans/${plan.id}`, {
        method: 'PUT',
        token: tokens.nutri,
        json: {
          patient_id: ids.patient,
          status: 'ACTIVE',
          meal_periods: [
            {
              period: 'LUNCH',
              meal_foodstuffs: mealFoods.map((food) => ({
                id: food.id,
                foodstuff_id: food.foodstuff_id,
                baseline_weight: food.baseline_weight,
                quantity: food.quantity + 1,
              })),
            },
          ],
        },
      });
    const saved = await put(foods);
    expect(saved.status).toBe(200);
    // Kept, and a proposed one follows its food: one more portion of rice, about twice the beans.
    const [before] = substitutionsOf(added);
    const [after] = substitutionsOf(await readPlan(saved));
    expect(after).toMatchObject({ id: before!.id, foodstuff_id: ids.beans, amount_origin: 'PROPOSED' });
    expect(
      Math.abs(after!.baseline_weight * after!.quantity - 2 * before!.baseline_weight),
    ).toBeLessThanOrEqual(5);
    const without = await readPlan(await put([foods[1]!]));
    expect(without.meal_periods[0]!.meal_foodstuffs.map((food) => food.substitutions)).toEqual([[]]);
    plan = without;
  });

  it("is for the patient's own nutritionist only: anyone else 404, a food of another plan 404, no token 401", async () => {
    const food = plan.meal_periods[0]!.meal_foodstuffs[0]!;
    const body = { foodstuff_id: ids.beans, basis: 'ENERGY', baseline_weight: 100, quantity: 1 };
    expect((await add(body, tokens.other, base(food.id))).status).toBe(404);
    expect((await add(body, tokens.patient, base(food.id))).status).toBe(404);
    expect((await api.request(base(food.id), { method: 'POST', json: body })).status).toBe(401);
    expect((await add(body, tokens.nutri, base(999_999))).status).toBe(404);
    const added = await readPlan(await add(body, tokens.nutri, base(food.id)));
    const substitution = substitutionsOf(added)[0]!;
    const path = `${base(food.id)}/${substitution.id}`;
    for (const token of [tokens.other, tokens.patient]) {
      expect((await api.request(path, { method: 'DELETE', token })).status).toBe(404);
      expect(
        (await api.request(path, { method: 'PUT', token, json: { baseline_weight: 10, quantity: 1 } }))
          .status,
      ).toBe(404);
    }
    // Her substitution's id under another food of the plan: not found.
    expect(
      (await api.request(`${base(999_999)}/${substitution.id}`, { method: 'DELETE', token: tokens.nutri }))
        .status,
    ).toBe(404);
  });

  it('refuses unknown foods, bad bases and amounts out of bounds (400), and a deactivated plan (409)', async () => {
    for (const [json, code] of [
      [{ foodstuff_id: 999_999, basis: 'ENERGY' }, 'UNKNOWN_FOODSTUFF'],
      [{ foodstuff_id: ids.beans, basis: 'FIBER' }, 'INVALID_DATA'],
      [
        { foodstuff_id: ids.beans, basis: 'ENERGY', baseline_weight: -1, quantity: 1 },
        'INVALID_BASELINE_WEIGHT',
      ],
      [{ foodstuff_id: ids.beans, basis: 'ENERGY', baseline_weight: 100, quantity: 0 }, 'INVALID_QUANTITY'],
    ] as const) {
      const response = await add(json);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code });
    }
    const food = plan.meal_periods[0]!.meal_foodstuffs[0]!;
    await api.request(`/v1/meal-plans/${plan.id}`, {
      method: 'PUT',
      token: tokens.nutri,
      json: {
        patient_id: ids.patient,
        status: 'INACTIVE',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: [{ id: food.id, foodstuff_id: food.foodstuff_id, quantity: food.quantity }],
          },
        ],
      },
    });
    const refused = await add({ foodstuff_id: ids.beans, basis: 'ENERGY' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'MEAL_PLAN_INACTIVE' });
  });
});
