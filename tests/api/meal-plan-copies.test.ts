// A plan started from a template or from another plan (POST /v1/meal-plans with `copied_from` on its foods)
// keeps the values its source kept: a food the catalogue has edited, archived or deleted since counts as it
// did there, never at today's values, never left out and never as zero. Only her own templates and her own
// patients' plans are sources.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MealPlan, mealPlanSchema, mealPlanTemplateSchema } from '@/lib/api/contract';
import { computeDailyKcal } from '@/lib/rules/meal-plan-totals';
import { foodstuffs, mealPlanTemplates } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { figuresFor } from './helpers/confirmed-figures';

const dailyKcal = (plan: Pick<MealPlan, 'meal_periods'>) =>
  computeDailyKcal(
    plan.meal_periods.map((period) => ({
      meal_foodstuffs: period.meal_foodstuffs.map((food) => ({
        quantity: food.quantity,
        baseline_weight: food.baseline_weight,
        foodstuff: food.foodstuff,
      })),
    })),
  );

describe('plans copied from a template or another plan', () => {
  let api: TestApi;
  const ids = { nutri: 0, other: 0, patient: 0, second: 0, otherPatient: 0, rice: 0, beans: 0, bread: 0 };
  const tokens = { nutri: '', other: '', admin: '' };
  let plan: MealPlan;
  let otherPlan: MealPlan;

  const createPlan = async (
    token: string,
    nutritionistId: number,
    patientId: number,
    foods: Record<string, unknown>[],
  ) =>
    api.request('/v1/meal-plans', {
      method: 'POST',
      token,
      json: {
        nutritionist_id: nutritionistId,
        patient_id: patientId,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: [{ period: 'LUNCH', meal_foodstuffs: foods }],
      },
    });

  const restoreCatalogue = async () => {
    await api.database.db.update(foodstuffs).set({ archivedAt: null }).where(eq(foodstuffs.id, ids.beans));
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@copies.test', role: 'ROLE_NUTRITIONIST' });
    ids.other = await api.createUser({ email: 'n2@copies.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'a@copies.test', role: 'ROLE_ADMIN' });
    ids.patient = await api.createUser({
      email: 'p@copies.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    ids.second = await api.createUser({
      email: 'p2@copies.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    ids.otherPatient = await api.createUser({
      email: 'p3@copies.test',
      role: 'ROLE_USER',
      nutritionistId: ids.other,
    });
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    const [beans] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 2));
    const [bread] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 3));
    ids.rice = rice!.id;
    ids.beans = beans!.id;
    ids.bread = bread!.id;
    tokens.nutri = await api.signIn('n@copies.test', 'Senha1234');
    tokens.other = await api.signIn('n2@copies.test', 'Senha1234');
    tokens.admin = await api.signIn('a@copies.test', 'Senha1234');
    const foods = [
      { foodstuff_id: ids.rice, baseline_weight: 150, quantity: 1 },
      { foodstuff_id: ids.beans, baseline_weight: 80, quantity: 2 },
    ];
    plan = mealPlanSchema.parse(await (await createPlan(tokens.nutri, ids.nutri, ids.patient, foods)).json());
    otherPlan = mealPlanSchema.parse(
      await (await createPlan(tokens.other, ids.other, ids.otherPatient, foods)).json(),
    );
  });
  afterAll(() => api.close());

  it('a plan started from a template totals what the template did after the catalogue edited and archived its foods', async () => {
    const template = mealPlanTemplateSchema.parse(
      await (
        await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-templates`, {
          method: 'POST',
          token: tokens.nutri,
          json: { name: 'Almoço', meal_plan_id: plan.id },
        })
      ).json(),
    );
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.rice));
    await api.database.db.update(foodstuffs).set({ calories: 999 }).where(eq(foodstuffs.id, ids.rice));
    // The beans are archived (deleted from the catalogue while plans use them).
    const deleted = await api.request(`/v1/foodstuffs/${ids.beans}`, {
      method: 'DELETE',
      token: tokens.admin,
    });
    expect(deleted.status).toBe(204);
    try {
      const foods = template.meal_periods[0]!.meal_foodstuffs.map((food) => ({
        foodstuff_id: food.foodstuff_id,
        baseline_weight: food.baseline_weight,
        quantity: food.quantity,
        copied_from: { meal_plan_template_id: template.id, position: food.position },
      }));
      const created = await createPlan(tokens.nutri, ids.nutri, ids.second, foods);
      expect(created.status).toBe(201);
      const copy = mealPlanSchema.parse(await created.json());
      expect(copy.meal_periods[0]!.meal_foodstuffs.map((food) => food.foodstuff_id)).toEqual([
        ids.rice,
        ids.beans,
      ]);
      expect(dailyKcal(copy)).toBe(dailyKcal(plan));
      expect(copy.meal_periods[0]!.meal_foodstuffs[1]!.foodstuff).toMatchObject({ archived: true });
    } finally {
      await api.database.db
        .update(foodstuffs)
        .set({ calories: rice!.calories })
        .where(eq(foodstuffs.id, ids.rice));
      await restoreCatalogue();
    }
  });

  it("'Usar como base' and another patient's plan copy each food with the plan's values, archived or not", async () => {
    await api.request(`/v1/foodstuffs/${ids.beans}`, { method: 'DELETE', token: tokens.admin });
    try {
      const foods = plan.meal_periods[0]!.meal_foodstuffs.map((food) => ({
        foodstuff_id: food.foodstuff_id,
        baseline_weight: food.baseline_weight,
        quantity: food.quantity,
        copied_from: { meal_plan_foodstuff_id: food.id },
      }));
      const created = await createPlan(tokens.nutri, ids.nutri, ids.second, foods);
      expect(created.status).toBe(201);
      expect(dailyKcal(mealPlanSchema.parse(await created.json()))).toBe(dailyKcal(plan));
      // Without a source, an archived food is refused as before.
      const bare = foods.map(({ copied_from: _, ...food }) => food);
      const refused = await createPlan(tokens.nutri, ids.nutri, ids.second, bare);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ code: 'ARCHIVED_FOODSTUFF' });
    } finally {
      await restoreCatalogue();
    }
  });

  it('refuses a source that is not hers, or that holds another food (400 UNKNOWN_COPY_SOURCE)', async () => {
    const theirFood = otherPlan.meal_periods[0]!.meal_foodstuffs[0]!;
    const mine = plan.meal_periods[0]!.meal_foodstuffs[0]!;
    const [theirTemplate] = await api.database.db
      .insert(mealPlanTemplates)
      .values({
        nutritionistId: ids.other,
        name: 'Dela',
        mealPeriods: [
          {
            period: 'LUNCH',
            time: null,
            notes: null,
            meal_foodstuffs: [
              { foodstuff_id: ids.rice, baseline_weight: 100, quantity: 1, foodstuff: theirFood.foodstuff },
            ],
          },
        ],
      })
      .returning();
    for (const [foodstuffId, copiedFrom] of [
      [theirFood.foodstuff_id, { meal_plan_foodstuff_id: theirFood.id }],
      [ids.rice, { meal_plan_template_id: theirTemplate!.id, position: 0 }],
      [ids.bread, { meal_plan_foodstuff_id: mine.id }],
      [ids.rice, { meal_plan_foodstuff_id: 999_999 }],
    ] as const) {
      const response = await createPlan(tokens.nutri, ids.nutri, ids.second, [
        { foodstuff_id: foodstuffId, baseline_weight: 100, quantity: 1, copied_from: copiedFrom },
      ]);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'UNKNOWN_COPY_SOURCE' });
    }
  });

  it('a copied food brings its substitutions, with the values its template or plan kept', async () => {
    const riceRow = plan.meal_periods[0]!.meal_foodstuffs[0]!;
    const [breadRow] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.bread));
    // Typed amounts she confirmed for their figures: the copies keep them, and her confirmation with them.
    const confirmed = figuresFor(
      riceRow,
      'ENERGY',
      { baseline_weight: 60, quantity: 2 },
      {
        unit_of_measurement: breadRow!.unitOfMeasurement,
        baseline_weight: breadRow!.baselineWeight,
        nutrition_information: { calories: breadRow!.calories },
      },
    );
    const added = await api.request(`/v1/meal-plans/${plan.id}/meal-foodstuffs/${riceRow.id}/substitutions`, {
      method: 'POST',
      token: tokens.nutri,
      json: { foodstuff_id: ids.bread, basis: 'ENERGY', baseline_weight: 60, quantity: 2, confirmed },
    });
    expect(added.status).toBe(201);
    const template = mealPlanTemplateSchema.parse(
      await (
        await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-templates`, {
          method: 'POST',
          token: tokens.nutri,
          json: { name: 'Com substituição', meal_plan_id: plan.id },
        })
      ).json(),
    );
    const kept = template.meal_periods[0]!.meal_foodstuffs[0]!.substitutions![0]!;
    expect(kept).toMatchObject({
      foodstuff_id: ids.bread,
      basis: 'ENERGY',
      baseline_weight: 60,
      quantity: 2,
    });
    const [bread] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.bread));
    await api.database.db.update(foodstuffs).set({ calories: 999 }).where(eq(foodstuffs.id, ids.bread));
    try {
      const sources = [
        { meal_plan_template_id: template.id, position: 0 },
        { meal_plan_foodstuff_id: riceRow.id },
      ];
      for (const copiedFrom of sources) {
        const created = await createPlan(tokens.nutri, ids.nutri, ids.second, [
          { foodstuff_id: ids.rice, baseline_weight: 150, quantity: 1, copied_from: copiedFrom },
        ]);
        expect(created.status).toBe(201);
        const [substitution] = mealPlanSchema.parse(await created.json()).meal_periods[0]!.meal_foodstuffs[0]!
          .substitutions!;
        expect(substitution).toMatchObject({
          foodstuff_id: ids.bread,
          basis: 'ENERGY',
          baseline_weight: 60,
          quantity: 2,
          amount_origin: 'TYPED',
          confirmed,
        });
        expect(substitution!.foodstuff.nutrition_information.calories).toBe(bread!.calories);
      }
    } finally {
      await api.database.db
        .update(foodstuffs)
        .set({ calories: bread!.calories })
        .where(eq(foodstuffs.id, ids.bread));
    }
  });

  it('a food only a template holds is archived, not deleted, by the catalogue: a plan from the template still has it', async () => {
    const [source] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.bread));
    const { id: _, tacoNumber: __, barcode: ___, ...copyOfBread } = source!;
    const [lonely] = await api.database.db
      .insert(foodstuffs)
      .values({ ...copyOfBread, name: 'Pão só do modelo' })
      .returning();
    const template = mealPlanTemplateSchema.parse(
      await (
        await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-templates`, {
          method: 'POST',
          token: tokens.nutri,
          json: { name: 'Pão', meal_plan_id: plan.id },
        })
      ).json(),
    );
    // The template now holds the food, and no plan does.
    const [row] = await api.database.db
      .select()
      .from(mealPlanTemplates)
      .where(eq(mealPlanTemplates.id, template.id));
    const kept = template.meal_periods[0]!.meal_foodstuffs[0]!.foodstuff;
    await api.database.db
      .update(mealPlanTemplates)
      .set({
        mealPeriods: [
          {
            ...row!.mealPeriods[0]!,
            meal_foodstuffs: [
              {
                foodstuff_id: lonely!.id,
                baseline_weight: 50,
                quantity: 1,
                foodstuff: { ...kept, id: lonely!.id, name: 'Pão só do modelo' },
              },
            ],
          },
        ],
      })
      .where(eq(mealPlanTemplates.id, template.id));
    const deleted = await api.request(`/v1/foodstuffs/${lonely!.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    });
    expect(deleted.status).toBe(204);
    const [archived] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, lonely!.id));
    expect(archived?.archivedAt).not.toBeNull();

    const created = await createPlan(tokens.nutri, ids.nutri, ids.second, [
      {
        foodstuff_id: lonely!.id,
        baseline_weight: 50,
        quantity: 1,
        copied_from: { meal_plan_template_id: template.id, position: 0 },
      },
    ]);
    expect(created.status).toBe(201);
    const food = mealPlanSchema.parse(await created.json()).meal_periods[0]!.meal_foodstuffs[0]!;
    expect(food.foodstuff.nutrition_information).toEqual(kept.nutrition_information);
  });
});
