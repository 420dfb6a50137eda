// Alternatives given with the plan (a food's `substitutions` in POST and PUT /v1/meal-plans): the editor adds
// them to foods not saved yet, and changes those of saved foods in the same save. Kept ones keep the values
// they were added with; new ones take the catalogue's; bad ones are refused and change nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MealPlan, mealPlanSchema } from '@/lib/api/contract';
import { computeDailyKcal } from '@/lib/rules/meal-plan-totals';
import type { SubstitutionBasis } from '@/lib/rules/substitution-proposal';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { figuresFor } from './helpers/confirmed-figures';

describe('substitutions given with the plan', () => {
  let api: TestApi;
  const ids = { nutri: 0, patient: 0, whiteRice: 0, brownRice: 0, beans: 0, spare: 0 };
  let token = '';
  const readPlan = async (response: Response) => mealPlanSchema.parse(await response.json());
  const lunch = (foods: object[]) => [{ period: 'LUNCH', meal_foodstuffs: foods }];
  const create = (foods: object[]) =>
    api.request('/v1/meal-plans', {
      method: 'POST',
      token,
      json: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: lunch(foods),
      },
    });
  const update = (plan: MealPlan, foods: object[]) =>
    api.request(`/v1/meal-plans/${plan.id}`, {
      method: 'PUT',
      token,
      json: { patient_id: ids.patient, status: 'ACTIVE', meal_periods: lunch(foods) },
    });
  const foodsOf = (plan: MealPlan) => plan.meal_periods[0]!.meal_foodstuffs;
  /** The catalogue's values of a food, as a plan copies them. */
  const valuesOf = async (id: number) => {
    const [row] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, id));
    return {
      unit_of_measurement: row!.unitOfMeasurement,
      baseline_weight: row!.baselineWeight,
      nutrition_information: {
        calories: row!.calories,
        proteins: row!.proteins,
        carbohydrates: row!.carbohydrates,
        fats: row!.fats,
      },
    };
  };
  /**
   * A planned food with typed alternatives far from it, each confirmed for its figures (as the editor sends
   * them once she confirmed), so the save keeps them as given. `kept` gives an alternative's kept values.
   */
  const confirming = async (
    food: { foodstuff_id: number; baseline_weight: number; quantity?: number; substitutions: object[] },
    kept: Record<number, Awaited<ReturnType<typeof valuesOf>>> = {},
  ) => {
    const planned = { ...food, quantity: food.quantity ?? 1, foodstuff: await valuesOf(food.foodstuff_id) };
    const substitutions = [];
    for (const entry of food.substitutions as {
      foodstuff_id: number;
      basis: SubstitutionBasis;
      baseline_weight: number;
      quantity: number;
    }[]) {
      const values = kept[entry.foodstuff_id] ?? (await valuesOf(entry.foodstuff_id));
      substitutions.push({ ...entry, confirmed: figuresFor(planned, entry.basis, entry, values) });
    }
    return { ...food, substitutions };
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@given.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@given.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const byTaco = async (taco: number) =>
      (await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!.id;
    ids.brownRice = await byTaco(1);
    ids.whiteRice = await byTaco(3);
    ids.beans = await byTaco(561);
    ids.spare = await byTaco(567);
    token = await api.signIn('n@given.test', 'Senha1234');
  });
  afterAll(() => api.close());

  it('a new food comes with the alternatives it was given, at catalogue values, outside the totals', async () => {
    const created = await create([
      {
        foodstuff_id: ids.whiteRice,
        baseline_weight: 45,
        quantity: 3,
        measure_name: 'colher de servir',
        substitutions: [
          {
            foodstuff_id: ids.brownRice,
            basis: 'ENERGY',
            baseline_weight: 63,
            quantity: 2,
            measure_name: 'colher de servir',
          },
        ],
      },
    ]);
    expect(created.status).toBe(201);
    const plan = await readPlan(created);
    const [rice] = foodsOf(plan);
    const [brown] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.brownRice));
    expect(rice!.substitutions).toMatchObject([
      {
        foodstuff_id: ids.brownRice,
        basis: 'ENERGY',
        baseline_weight: 63,
        quantity: 2,
        measure_name: 'colher de servir',
      },
    ]);
    expect(rice!.substitutions![0]!.foodstuff.nutrition_information.calories).toBe(brown!.calories);
    const [white] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.whiteRice));
    expect(computeDailyKcal(plan.meal_periods)).toBe(Math.round((135 * white!.calories!) / 100));
  });

  it('a save changes a kept food’s alternatives as given, keeps one’s values, and leaves the others’ own', async () => {
    const plan = await readPlan(
      await create([
        await confirming({
          foodstuff_id: ids.whiteRice,
          baseline_weight: 100,
          substitutions: [
            { foodstuff_id: ids.brownRice, basis: 'ENERGY', baseline_weight: 100, quantity: 1 },
            { foodstuff_id: ids.spare, basis: 'ENERGY', baseline_weight: 120, quantity: 1 },
          ],
        }),
        await confirming({
          foodstuff_id: ids.beans,
          baseline_weight: 140,
          measure_name: 'concha',
          substitutions: [{ foodstuff_id: ids.spare, basis: 'PROTEINS', baseline_weight: 140, quantity: 1 }],
        } as Parameters<typeof confirming>[0]),
      ]),
    );
    const [rice, beans] = foodsOf(plan);
    const [kept, dropped] = rice!.substitutions!;
    // The catalogue changes the kept alternative's food afterwards: the plan keeps what it was added with.
    await api.database.db.update(foodstuffs).set({ calories: 999 }).where(eq(foodstuffs.id, ids.brownRice));
    try {
      const saved = await update(plan, [
        await confirming(
          {
            id: rice!.id,
            foodstuff_id: ids.whiteRice,
            baseline_weight: 100,
            substitutions: [
              {
                id: kept!.id,
                foodstuff_id: ids.brownRice,
                basis: 'ENERGY',
                baseline_weight: 63,
                quantity: 1.5,
                measure_name: 'colher de servir',
              },
              {
                foodstuff_id: ids.beans,
                basis: 'CARBOHYDRATES',
                baseline_weight: 140,
                quantity: 1,
                measure_name: 'concha',
              },
            ],
          } as Parameters<typeof confirming>[0],
          { [ids.brownRice]: kept!.foodstuff },
        ),
        { id: beans!.id, foodstuff_id: ids.beans, baseline_weight: 140, measure_name: 'concha' },
      ]);
      expect(saved.status).toBe(200);
      const [riceAfter, beansAfter] = foodsOf(await readPlan(saved));
      expect(
        riceAfter!.substitutions!.map(({ foodstuff_id, baseline_weight, quantity, measure_name }) => ({
          foodstuff_id,
          baseline_weight,
          quantity,
          measure_name,
        })),
      ).toEqual([
        { foodstuff_id: ids.brownRice, baseline_weight: 63, quantity: 1.5, measure_name: 'colher de servir' },
        { foodstuff_id: ids.beans, baseline_weight: 140, quantity: 1, measure_name: 'concha' },
      ]);
      expect(riceAfter!.substitutions![0]!.foodstuff.nutrition_information).toEqual(
        kept!.foodstuff.nutrition_information,
      );
      expect(riceAfter!.substitutions!.some((entry) => entry.foodstuff_id === dropped!.foodstuff_id)).toBe(
        false,
      );
      // Given none, the beans keep their own.
      expect(beansAfter!.substitutions).toEqual(beans!.substitutions);
    } finally {
      await api.database.db
        .update(foodstuffs)
        .set({ calories: kept!.foodstuff.nutrition_information.calories })
        .where(eq(foodstuffs.id, ids.brownRice));
    }
  });

  it('refuses bad alternatives with a clear answer and keeps the plan as it was', async () => {
    const plan = await readPlan(await create([{ foodstuff_id: ids.whiteRice, baseline_weight: 100 }]));
    const rice = foodsOf(plan)[0]!;
    const withGiven = (substitutions: object[]) => [
      { id: rice.id, foodstuff_id: ids.whiteRice, baseline_weight: 100, substitutions },
    ];
    const alternative = { foodstuff_id: ids.brownRice, basis: 'ENERGY', baseline_weight: 100, quantity: 1 };
    const cases: [object[], number, string][] = [
      [Array.from({ length: 6 }, () => alternative), 400, 'INVALID_DATA'],
      [[{ ...alternative, quantity: 0 }], 400, 'INVALID_QUANTITY'],
      [[{ ...alternative, baseline_weight: 5001 }], 400, 'INVALID_BASELINE_WEIGHT'],
      [[{ ...alternative, foodstuff_id: 999_999 }], 400, 'UNKNOWN_FOODSTUFF'],
      [[{ ...alternative, basis: 'SUGAR' }], 400, 'INVALID_DATA'],
    ];
    for (const [substitutions, status, code] of cases) {
      const refused = await update(plan, withGiven(substitutions));
      expect(refused.status).toBe(status);
      expect(await refused.json()).toMatchObject({ code });
    }
    const read = await readPlan(await api.request(`/v1/meal-plans/${plan.id}`, { token }));
    expect(read).toEqual(plan);
  });
});
