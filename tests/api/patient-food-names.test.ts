// Names for the patient: the catalogue's for its common foods (seeded from TACO, changed by administrators)
// and the nutritionist's for a food of one plan, kept by saves, templates, copies and versions. Bad input
// is refused and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foodstuffSchema,
  mealPlanSchema,
  mealPlanTemplateSchema,
  mealPlanVersionsSchema,
} from '@/lib/api/contract';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

describe('names for the patient', () => {
  let api: TestApi;
  const ids = { nutri: 0, patient: 0, egg: 0, bread: 0 };
  const tokens = { nutri: '', admin: '' };

  const foodOf = async (id: number) => {
    const response = await api.request(`/v1/foodstuffs/${id}`, { token: tokens.nutri });
    return foodstuffSchema.parse(await response.json());
  };
  const patchFood = (id: number, json: object, token = tokens.admin) =>
    api.request(`/v1/foodstuffs/${id}`, { method: 'PATCH', token, json });
  const plan = (breadName?: string | null) => ({
    nutritionist_id: ids.nutri,
    patient_id: ids.patient,
    start_date: '2025-03-01',
    end_date: '2025-06-01',
    meal_periods: [
      {
        period: 'BREAKFAST',
        meal_foodstuffs: [
          { foodstuff_id: ids.egg, baseline_weight: 50, quantity: 2 },
          {
            foodstuff_id: ids.bread,
            baseline_weight: 50,
            quantity: 1,
            ...(breadName === undefined ? {} : { patient_name: breadName }),
          },
        ],
      },
    ],
  });
  const namesOf = (saved: {
    meal_periods: {
      meal_foodstuffs: { patient_name?: string | null; foodstuff: { patient_name?: string | null } }[];
    }[];
  }) =>
    saved.meal_periods[0]!.meal_foodstuffs.map((food) => [
      food.patient_name ?? null,
      food.foodstuff.patient_name ?? null,
    ]);

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@names.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@names.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    await api.createUser({ email: 'a@names.test', role: 'ROLE_ADMIN' });
    const byTaco = async (taco: number) =>
      (await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, taco)))[0]!.id;
    ids.egg = await byTaco(488);
    ids.bread = await byTaco(53);
    tokens.nutri = await api.signIn('n@names.test', 'Senha1234');
    tokens.admin = await api.signIn('a@names.test', 'Senha1234');
  });
  afterAll(() => api.close());

  it('the seeded catalogue names its common foods for the patient, and the rest not', async () => {
    expect(await foodOf(ids.egg)).toMatchObject({
      name: 'Ovo, de galinha, inteiro, cozido/10minutos',
      patient_name: 'Ovo cozido',
    });
    const [raw] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 487));
    expect(raw!.patientName).toBeNull();
  });

  it('PATCH /v1/foodstuffs/{id} – administrators set, trim and clear it; too long or two lines change nothing', async () => {
    expect((await patchFood(ids.bread, { patient_name: '  Pão de sal ' })).status).toBe(200);
    expect((await foodOf(ids.bread)).patient_name).toBe('Pão de sal');
    for (const patient_name of ['x'.repeat(61), 'Pão\nfrancês']) {
      const refused = await patchFood(ids.bread, { patient_name });
      expect(refused.status).toBe(400);
      expect((await foodOf(ids.bread)).patient_name).toBe('Pão de sal');
    }
    expect((await patchFood(ids.bread, { patient_name: 'Pão' }, tokens.nutri)).status).toBe(403);
    expect((await patchFood(ids.bread, { patient_name: '   ' })).status).toBe(200);
    expect((await foodOf(ids.bread)).patient_name).toBeNull();
    expect((await patchFood(ids.bread, { patient_name: 'Pão francês' })).status).toBe(200);
  });

  it('a plan keeps her name for a food through saves, a template, a copy from it and its versions', async () => {
    const created = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: tokens.nutri,
      json: plan('Pãozinho'),
    });
    expect(created.status).toBe(201);
    const saved = mealPlanSchema.parse(await created.json());
    expect(namesOf(saved)).toEqual([
      [null, 'Ovo cozido'],
      ['Pãozinho', 'Pão francês'],
    ]);
    const [egg, bread] = saved.meal_periods[0]!.meal_foodstuffs;
    const put = (foods: object[]) =>
      api.request(`/v1/meal-plans/${saved.id}`, {
        method: 'PUT',
        token: tokens.nutri,
        json: {
          ...plan(),
          status: 'ACTIVE',
          meal_periods: [{ period: 'BREAKFAST', meal_foodstuffs: foods }],
        },
      });
    const keep = (food: typeof egg, extra: object = {}) => ({
      id: food!.id,
      foodstuff_id: food!.foodstuff_id,
      baseline_weight: food!.baseline_weight,
      quantity: food!.quantity,
      ...extra,
    });

    // Left out, a kept food keeps it; a name too long is refused and changes nothing.
    const kept = mealPlanSchema.parse(await (await put([keep(egg), keep(bread)])).json());
    expect(namesOf(kept)[1]).toEqual(['Pãozinho', 'Pão francês']);
    expect((await put([keep(egg, { patient_name: 'x'.repeat(61) }), keep(bread)])).status).toBe(400);

    // A template and a plan started from it carry it.
    const template = mealPlanTemplateSchema.parse(
      await (
        await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-templates`, {
          method: 'POST',
          token: tokens.nutri,
          json: { name: 'Café', meal_plan_id: saved.id },
        })
      ).json(),
    );
    expect(template.meal_periods[0]!.meal_foodstuffs[1]!.patient_name).toBe('Pãozinho');

    // Null clears it; the version before the change kept it, and restoring brings it back.
    const cleared = mealPlanSchema.parse(
      await (await put([keep(egg), keep(bread, { patient_name: null })])).json(),
    );
    expect(namesOf(cleared)[1]).toEqual([null, 'Pão francês']);
    const versions = mealPlanVersionsSchema.parse(
      await (await api.request(`/v1/meal-plans/${saved.id}/versions`, { token: tokens.nutri })).json(),
    );
    expect(versions.versions[0]!.meal_periods[0]!.meal_foodstuffs[1]!.patient_name).toBe('Pãozinho');

    const fromTemplate = await api.request(`/v1/meal-plans/${saved.id}`, {
      method: 'PUT',
      token: tokens.nutri,
      json: {
        ...plan(),
        status: 'ACTIVE',
        meal_periods: [
          {
            period: 'BREAKFAST',
            meal_foodstuffs: template.meal_periods[0]!.meal_foodstuffs.map((food) => ({
              foodstuff_id: food.foodstuff_id,
              baseline_weight: food.baseline_weight,
              quantity: food.quantity,
              copied_from: { meal_plan_template_id: template.id, position: food.position },
            })),
          },
        ],
      },
    });
    expect(fromTemplate.status).toBe(200);
    expect(namesOf(mealPlanSchema.parse(await fromTemplate.json()))[1]).toEqual(['Pãozinho', 'Pão francês']);
  });
});
