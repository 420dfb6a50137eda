// Household measures (/v1/foodstuffs/{id}/measures): seeded from IBGE's table for TACO foods, read by anyone
// signed in, replaced whole by administrators; a plan keeps the measure it uses, so deleting the measure from
// the catalogue later never changes a saved plan; substitutions are proposed in a measure where one fits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  householdMeasuresSchema,
  MAX_MEASURES_PER_FOOD,
  type MealPlan,
  mealPlanSchema,
} from '@/lib/api/contract';
import { computeDailyKcal } from '@/lib/rules/meal-plan-totals';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

describe('household measures', () => {
  let api: TestApi;
  const ids = { nutri: 0, patient: 0, whiteRice: 0, brownRice: 0, rawRice: 0 };
  const tokens = { nutri: '', patient: '', admin: '' };
  const measuresPath = (id: number) => `/v1/foodstuffs/${id}/measures`;
  const readMeasures = async (id: number, token = tokens.nutri) => {
    const response = await api.request(measuresPath(id), { token });
    expect(response.status).toBe(200);
    return householdMeasuresSchema.parse(await response.json()).measures;
  };
  const put = (id: number, json: unknown, token = tokens.admin) =>
    api.request(measuresPath(id), { method: 'PUT', token, json });

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@measures.test', role: 'ROLE_NUTRITIONIST' });
    await api.createUser({ email: 'a@measures.test', role: 'ROLE_ADMIN' });
    ids.patient = await api.createUser({
      email: 'p@measures.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const byTaco = async (taco: number) =>
      (await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!.id;
    ids.brownRice = await byTaco(1);
    ids.rawRice = await byTaco(2);
    ids.whiteRice = await byTaco(3);
    tokens.nutri = await api.signIn('n@measures.test', 'Senha1234');
    tokens.patient = await api.signIn('p@measures.test', 'Senha1234');
    tokens.admin = await api.signIn('a@measures.test', 'Senha1234');
  });
  afterAll(() => api.close());

  it("answers a TACO food's measures as IBGE's table gives them, citing it, in order", async () => {
    const measures = await readMeasures(ids.whiteRice);
    expect(measures.map(({ name, weight }) => ({ name, weight }))).toEqual(
      expect.arrayContaining([
        { name: 'colher de sopa', weight: 25 },
        { name: 'colher de servir', weight: 45 },
        { name: 'escumadeira', weight: 85 },
      ]),
    );
    for (const measure of measures) expect(measure.source).toMatch(/^IBGE, POF 2008–2009, .*p\. \d+: /);
    // A raw grain has no household measure: IBGE's measures are of cooked rice.
    expect(await readMeasures(ids.rawRice)).toEqual([]);
    // Anyone signed in reads them; nobody else.
    expect((await readMeasures(ids.whiteRice, tokens.patient)).length).toBe(measures.length);
    expect((await api.request(measuresPath(ids.whiteRice))).status).toBe(401);
    expect((await api.request(measuresPath(999_999), { token: tokens.nutri })).status).toBe(404);
  });

  it('lets administrators replace the list; a kept weight keeps its source, a new or changed one has none', async () => {
    const before = await readMeasures(ids.brownRice);
    const spoon = before.find((measure) => measure.name === 'colher de sopa')!;
    const ladle = before.find((measure) => measure.name === 'concha')!;
    const refused = await put(ids.brownRice, { measures: [] }, tokens.nutri);
    expect(refused.status).toBe(403);
    expect(await readMeasures(ids.brownRice)).toEqual(before);

    const saved = await put(ids.brownRice, {
      measures: [
        { id: ladle.id, name: 'concha', weight: ladle.weight },
        { id: spoon.id, name: 'colher de sopa cheia', weight: 22 },
        { name: '  pote pequeno ', weight: 150 },
      ],
    });
    expect(saved.status).toBe(200);
    const after = householdMeasuresSchema.parse(await saved.json()).measures;
    expect(after.map(({ name, weight, source }) => ({ name, weight, source }))).toEqual([
      { name: 'concha', weight: ladle.weight, source: ladle.source },
      { name: 'colher de sopa cheia', weight: 22, source: null },
      { name: 'pote pequeno', weight: 150, source: null },
    ]);
    expect(await readMeasures(ids.brownRice)).toEqual(after);
  });

  it('refuses a bad list with a clear message and changes nothing', async () => {
    const before = await readMeasures(ids.whiteRice);
    const tooMany = Array.from({ length: MAX_MEASURES_PER_FOOD + 1 }, (_, index) => ({
      name: `medida ${index}`,
      weight: 10,
    }));
    for (const measures of [
      [
        { name: 'concha', weight: 100 },
        { name: 'Concha', weight: 90 },
      ],
      [{ name: ' ', weight: 10 }],
      [{ name: 'concha', weight: 0 }],
      [{ name: 'concha', weight: 5001 }],
      [{ name: 'linha\nquebrada', weight: 10 }],
      tooMany,
    ]) {
      const response = await put(ids.whiteRice, { measures });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_DATA', detail: expect.any(String) });
    }
    expect(await readMeasures(ids.whiteRice)).toEqual(before);
    expect((await put(999_999, { measures: [] })).status).toBe(404);
  });

  it('keeps a saved plan as it was when the measure it uses leaves the catalogue', async () => {
    const spoon = (await readMeasures(ids.whiteRice)).find((m) => m.name === 'colher de servir')!;
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
              {
                foodstuff_id: ids.whiteRice,
                baseline_weight: spoon.weight,
                quantity: 3,
                measure_name: spoon.name,
              },
            ],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    const plan: MealPlan = mealPlanSchema.parse(await created.json());
    const food = plan.meal_periods[0]!.meal_foodstuffs[0]!;
    expect(food).toMatchObject({ baseline_weight: 45, quantity: 3, measure_name: 'colher de servir' });
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.whiteRice));
    // Totals come from the weight behind the measure: 3 × 45 g.
    expect(computeDailyKcal(plan.meal_periods)).toBe(Math.round((135 * rice!.calories!) / 100));

    expect((await put(ids.whiteRice, { measures: [{ name: 'concha', weight: 90 }] })).status).toBe(200);
    const read = await api.request(`/v1/meal-plans/${plan.id}`, { token: tokens.nutri });
    expect(mealPlanSchema.parse(await read.json())).toEqual(plan);
  });

  it('proposes a substitution in a household measure of the alternative where one fits', async () => {
    await put(ids.brownRice, {
      measures: [
        { name: 'colher de sopa', weight: 20 },
        { name: 'colher de servir', weight: 63 },
      ],
    });
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: {
        nutritionist_id: ids.nutri,
        patient_id: ids.patient,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: [
          { period: 'LUNCH', meal_foodstuffs: [{ foodstuff_id: ids.whiteRice, baseline_weight: 128 }] },
        ],
      },
    });
    const plan = mealPlanSchema.parse(await created.json());
    const foodId = plan.meal_periods[0]!.meal_foodstuffs[0]!.id;
    const answer = await api.request(`/v1/meal-plans/${plan.id}/meal-foodstuffs/${foodId}/substitutions`, {
      method: 'POST',
      token: tokens.nutri,
      json: { foodstuff_id: ids.brownRice, basis: 'ENERGY' },
    });
    expect(answer.status).toBe(201);
    const [substitution] = mealPlanSchema.parse(await answer.json()).meal_periods[0]!.meal_foodstuffs[0]!
      .substitutions!;
    const [white] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.whiteRice));
    const [brown] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.brownRice));
    const grams = (128 * white!.calories!) / brown!.calories!;
    expect(substitution!.measure_name).toBe('colher de servir');
    expect(substitution!.baseline_weight).toBe(63);
    // Half measures, within 15 % of the energy-matched weight.
    expect(substitution!.quantity * 2).toBe(Math.round(substitution!.quantity * 2));
    expect(Math.abs(substitution!.quantity * 63 - grams) / grams).toBeLessThanOrEqual(0.15);
  });
});
