// A nutritionist's library of meal plan templates (/v1/nutritionists/{id}/meal-plan-templates): a plan of
// one of her patients saved under a name keeps its meals, times, notes, foods (with the values the plan kept)
// and guidance; she lists, reads and deletes her own, anyone else gets 404; names and the library are bounded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAX_MEAL_PLAN_TEMPLATES,
  mealPlanSchema,
  mealPlanTemplateListSchema,
  mealPlanTemplateSchema,
} from '@/lib/api/contract';
import { foodstuffs, mealPlanTemplates } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

describe('meal plan templates', () => {
  let api: TestApi;
  const ids = { nutri: 0, other: 0, patient: 0, otherPatient: 0, rice: 0, beans: 0, plan: 0, otherPlan: 0 };
  const tokens = { nutri: '', other: '', patient: '' };
  const base = () => `/v1/nutritionists/${ids.nutri}/meal-plan-templates`;
  const save = (json: unknown, token = tokens.nutri, path = base()) =>
    api.request(path, { method: 'POST', token, json });

  const createPlan = async (token: string, nutritionistId: number, patientId: number) => {
    const response = await api.request('/v1/meal-plans', {
      method: 'POST',
      token,
      json: {
        nutritionist_id: nutritionistId,
        patient_id: patientId,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        guidance: 'Beba água.\nDurma bem.',
        meal_periods: [
          {
            period: 'LUNCH',
            time: '12:30',
            notes: 'Salada primeiro.',
            meal_foodstuffs: [
              { foodstuff_id: ids.rice, baseline_weight: 150, quantity: 1 },
              { foodstuff_id: ids.beans, baseline_weight: 80, quantity: 2 },
            ],
          },
        ],
      },
    });
    expect(response.status).toBe(201);
    return mealPlanSchema.parse(await response.json()).id;
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@templates.test', role: 'ROLE_NUTRITIONIST' });
    ids.other = await api.createUser({ email: 'n2@templates.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@templates.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    ids.otherPatient = await api.createUser({
      email: 'p2@templates.test',
      role: 'ROLE_USER',
      nutritionistId: ids.other,
    });
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    const [beans] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 2));
    ids.rice = rice!.id;
    ids.beans = beans!.id;
    tokens.nutri = await api.signIn('n@templates.test', 'Senha1234');
    tokens.other = await api.signIn('n2@templates.test', 'Senha1234');
    tokens.patient = await api.signIn('p@templates.test', 'Senha1234');
    ids.plan = await createPlan(tokens.nutri, ids.nutri, ids.patient);
    ids.otherPlan = await createPlan(tokens.other, ids.other, ids.otherPatient);
  });
  afterAll(() => api.close());

  it('saves a plan as a template with its meals, times, notes, foods, amounts and guidance; lists and reads it', async () => {
    const created = await save({ name: '  Hipocalórica 1.500  ', meal_plan_id: ids.plan });
    expect(created.status).toBe(201);
    const template = mealPlanTemplateSchema.parse(await created.json());
    expect(template).toMatchObject({ nutritionist_id: ids.nutri, name: 'Hipocalórica 1.500' });
    expect(template.guidance).toBe('Beba água.\nDurma bem.');
    expect(template.meal_periods).toHaveLength(1);
    const [lunch] = template.meal_periods;
    expect(lunch).toMatchObject({ period: 'LUNCH', time: '12:30', notes: 'Salada primeiro.' });
    expect(
      lunch!.meal_foodstuffs.map((food) => [food.foodstuff_id, food.baseline_weight, food.quantity]),
    ).toEqual([
      [ids.rice, 150, 1],
      [ids.beans, 80, 2],
    ]);
    expect(lunch!.meal_foodstuffs[0]!.foodstuff).toMatchObject({ archived: false, catalogue_changed: false });

    const list = await api.request(base(), { token: tokens.nutri });
    expect(list.status).toBe(200);
    expect(mealPlanTemplateListSchema.parse(await list.json()).templates).toEqual([
      expect.objectContaining({ id: template.id, name: 'Hipocalórica 1.500', meal_count: 1, food_count: 2 }),
    ]);
    const read = await api.request(`${base()}/${template.id}`, { token: tokens.nutri });
    expect(read.status).toBe(200);
    expect(mealPlanTemplateSchema.parse(await read.json())).toEqual(template);
  });

  it('keeps the values the plan kept: a catalogue edit shows as changed, an archived food as archived', async () => {
    const created = await save({ name: 'Catálogo', meal_plan_id: ids.plan });
    const template = mealPlanTemplateSchema.parse(await created.json());
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.rice));
    await api.database.db
      .update(foodstuffs)
      .set({ calories: 999, archivedAt: new Date() })
      .where(eq(foodstuffs.id, ids.rice));
    try {
      const read = mealPlanTemplateSchema.parse(
        await (await api.request(`${base()}/${template.id}`, { token: tokens.nutri })).json(),
      );
      const riceRow = read.meal_periods[0]!.meal_foodstuffs[0]!;
      expect(riceRow.foodstuff.nutrition_information.calories).toBe(rice!.calories);
      expect(riceRow.foodstuff).toMatchObject({ archived: true, catalogue_changed: true });
    } finally {
      await api.database.db
        .update(foodstuffs)
        .set({ calories: rice!.calories, archivedAt: null })
        .where(eq(foodstuffs.id, ids.rice));
      await api.request(`${base()}/${template.id}`, { method: 'DELETE', token: tokens.nutri });
    }
  });

  it("is its author's only: another nutritionist, the patient or no token get nothing of it", async () => {
    const template = mealPlanTemplateSchema.parse(
      await (await save({ name: 'Só minha', meal_plan_id: ids.plan })).json(),
    );
    const path = `${base()}/${template.id}`;
    expect((await api.request(path, { token: tokens.other })).status).toBe(404);
    expect((await api.request(path, { token: tokens.patient })).status).toBe(404);
    expect((await api.request(path, { method: 'DELETE', token: tokens.other })).status).toBe(404);
    expect((await api.request(path)).status).toBe(401);
    expect((await api.request(base(), { token: tokens.other })).status).toBe(404);
    // Her own library's path with someone else's template id: still 404.
    const theirs = `/v1/nutritionists/${ids.other}/meal-plan-templates/${template.id}`;
    expect((await api.request(theirs, { token: tokens.other })).status).toBe(404);
    expect((await api.request(path, { token: tokens.nutri })).status).toBe(200);
  });

  it('renames one of hers (PATCH): the list shows the new name; a blank one is 400, another nutritionist 404', async () => {
    const template = mealPlanTemplateSchema.parse(
      await (await save({ name: 'Antigo nome', meal_plan_id: ids.plan })).json(),
    );
    const path = `${base()}/${template.id}`;
    const rename = (name: string, token = tokens.nutri) =>
      api.request(path, { method: 'PATCH', token, json: { name } });
    const renamed = await rename('  Hipocalórica 1.600 kcal  ');
    expect(renamed.status).toBe(200);
    expect(mealPlanTemplateSchema.parse(await renamed.json())).toMatchObject({
      id: template.id,
      name: 'Hipocalórica 1.600 kcal',
      meal_periods: template.meal_periods,
    });
    const listed = (await (await api.request(base(), { token: tokens.nutri })).json()) as {
      templates: { id: number; name: string }[];
    };
    expect(listed.templates.find((entry) => entry.id === template.id)?.name).toBe('Hipocalórica 1.600 kcal');
    const blank = await rename('   ');
    expect(blank.status).toBe(400);
    expect((await rename('Tomado', tokens.other)).status).toBe(404);
    expect((await rename('Tomado', tokens.patient)).status).toBe(404);
    const kept = mealPlanTemplateSchema.parse(
      await (await api.request(path, { token: tokens.nutri })).json(),
    );
    expect(kept.name).toBe('Hipocalórica 1.600 kcal');
  });

  it("refuses a plan of another nutritionist's patient (404), and saving into another's library (404)", async () => {
    const before = await api.database.db.select().from(mealPlanTemplates);
    expect((await save({ name: 'Alheio', meal_plan_id: ids.otherPlan })).status).toBe(404);
    expect((await save({ name: 'Alheio', meal_plan_id: 999_999 })).status).toBe(404);
    const intoTheirs = `/v1/nutritionists/${ids.other}/meal-plan-templates`;
    expect((await save({ name: 'Alheio', meal_plan_id: ids.plan }, tokens.nutri, intoTheirs)).status).toBe(
      404,
    );
    expect((await save({ name: 'Paciente', meal_plan_id: ids.plan }, tokens.patient)).status).toBe(404);
    expect(await api.database.db.select().from(mealPlanTemplates)).toEqual(before);
  });

  it('refuses a blank, overlong or multi-line name with a Portuguese reason, saving nothing', async () => {
    const before = await api.database.db.select().from(mealPlanTemplates);
    for (const name of ['   ', 'x'.repeat(101), 'Linha 1\nLinha 2']) {
      const response = await save({ name, meal_plan_id: ids.plan });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
    const blank = await save({ name: '', meal_plan_id: ids.plan });
    expect(((await blank.json()) as { detail: string }).detail).toBe('Campo inválido: name.');
    expect((await save({ name: 'x'.repeat(100), meal_plan_id: ids.plan })).status).toBe(201);
    const after = await api.database.db.select().from(mealPlanTemplates);
    expect(after).toHaveLength(before.length + 1);
  });

  it(`keeps at most ${MAX_MEAL_PLAN_TEMPLATES} templates per nutritionist (409 TOO_MANY_TEMPLATES); deleting makes room`, async () => {
    const existing = await api.database.db
      .select({ id: mealPlanTemplates.id })
      .from(mealPlanTemplates)
      .where(eq(mealPlanTemplates.nutritionistId, ids.nutri));
    const missing = MAX_MEAL_PLAN_TEMPLATES - existing.length;
    await api.database.db.insert(mealPlanTemplates).values(
      Array.from({ length: missing }, (_, index) => ({
        nutritionistId: ids.nutri,
        name: `Modelo ${index}`,
        mealPeriods: [],
      })),
    );
    const refused = await save({ name: 'Um a mais', meal_plan_id: ids.plan });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_TEMPLATES' });
    // Another nutritionist's library is her own count.
    const theirs = await save(
      { name: 'Dela', meal_plan_id: ids.otherPlan },
      tokens.other,
      `/v1/nutritionists/${ids.other}/meal-plan-templates`,
    );
    expect(theirs.status).toBe(201);

    const deleted = await api.request(`${base()}/${existing[0]!.id}`, {
      method: 'DELETE',
      token: tokens.nutri,
    });
    expect(deleted.status).toBe(204);
    expect((await api.request(`${base()}/${existing[0]!.id}`, { token: tokens.nutri })).status).toBe(404);
    expect((await save({ name: 'Agora cabe', meal_plan_id: ids.plan })).status).toBe(201);
  });
});
