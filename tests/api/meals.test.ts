import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealSchema } from '@/lib/api/contract';
import { foodstuffs, mealFoodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { createCareTeam, type Who } from './helpers/care-team';

describe('meal log of the mobile app', () => {
  let api: TestApi;
  let ids: Record<Who, number>;
  let tokens: Record<Who, string>;
  let rice: typeof foodstuffs.$inferSelect | undefined;
  let unitFood: typeof foodstuffs.$inferSelect | undefined;

  beforeAll(async () => {
    api = await createTestApi({}, undefined, 'catalogue');
    ({ ids, tokens } = await createCareTeam(api));
    [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    [unitFood] = await api.database.db
      .select()
      .from(foodstuffs)
      .where(eq(foodstuffs.unitOfMeasurement, 'UNITS'))
      .limit(1);
  });
  afterAll(() => api.close());

  const oneHourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();
  const post = (userId: number, json: unknown, token: string) =>
    api.request(`/v1/users/${userId}/meals`, { method: 'POST', token, json });

  it('POST /v1/users/{id}/meals – the patient logs a meal; nutrients are copied from the catalogue', async () => {
    const response = await post(
      ids.patient,
      {
        date_time: oneHourAgo(),
        foodstuffs: [
          { foodstuff_id: rice!.id, quantity: 150 },
          { foodstuff_id: unitFood!.id, quantity: 2 },
        ],
      },
      tokens.patient,
    );
    expect(response.status).toBe(201);
    const meal = mealSchema.parse(await response.json());
    const riceCalories = ((rice!.calories ?? 0) * 150) / rice!.baselineWeight;
    // A UNITS food's nutrients are per unit: two units bring twice the food's calories.
    const unitCalories = (unitFood!.calories ?? 0) * 2;
    expect(meal.foodstuffs.map((item) => item.calories)).toEqual([
      expect.closeTo(riceCalories, 2),
      expect.closeTo(unitCalories, 2),
    ]);
    expect(meal.total_of_calories).toBeCloseTo(riceCalories + unitCalories, 2);
    expect(meal.foodstuffs[0]?.foodstuff).toMatchObject({ id: rice!.id, name: rice!.name });
  });

  it('POST /v1/users/{id}/meals – a nutrient TACO did not analyse is logged as unknown (null), and the totals count it apart', async () => {
    // 458 Leite, de vaca, integral: energy, protein, lipids and carbohydrate NA; sodium 64 mg per 100 g.
    const [milk] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 458));
    const response = await post(
      ids.patient,
      {
        date_time: oneHourAgo(),
        foodstuffs: [
          { foodstuff_id: milk!.id, quantity: 200 },
          { foodstuff_id: rice!.id, quantity: 100 },
        ],
      },
      tokens.patient,
    );
    expect(response.status).toBe(201);
    const meal = mealSchema.parse(await response.json());
    expect(meal.foodstuffs[0]).toMatchObject({
      calories: null,
      proteins: null,
      carbohydrates: null,
      sodium: 128,
    });
    // The rice alone: 124 kcal, 2.6 g protein, 25.8 g carbohydrate; the milk is counted beside each total.
    expect(meal.total_of_calories).toBeCloseTo(124, 3);
    expect(meal.total_of_sodium).toBeCloseTo(129, 3);
    expect(meal.foods_without_value).toEqual({ calories: 1, proteins: 1, sodium: 0, carbohydrates: 1 });
    const [stored] = await api.database.db
      .select()
      .from(mealFoodstuffs)
      .where(eq(mealFoodstuffs.id, meal.foodstuffs[0]!.id));
    expect(stored).toMatchObject({ calories: null, fats: null, fiber: null, sodium: 128 });
  });

  it('POST /v1/users/{id}/meals – editing the catalogue later does not rewrite a logged meal', async () => {
    const created = mealSchema.parse(
      await (
        await post(
          ids.patient,
          { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: rice!.id, quantity: 100 }] },
          tokens.patient,
        )
      ).json(),
    );
    await api.database.db.update(foodstuffs).set({ calories: 999 }).where(eq(foodstuffs.id, rice!.id));
    const read = mealSchema.parse(
      await (
        await api.request(`/v1/users/${ids.patient}/meals/${created.id}`, { token: tokens.patient })
      ).json(),
    );
    expect(read.total_of_calories).toBeCloseTo(created.total_of_calories, 3);
    await api.database.db
      .update(foodstuffs)
      .set({ calories: rice!.calories })
      .where(eq(foodstuffs.id, rice!.id));
  });

  it('POST /v1/users/{id}/meals – refuses the future, unknown foods, empty and malformed meals', async () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
    const cases = [
      { date_time: tomorrow, foodstuffs: [{ foodstuff_id: rice!.id, quantity: 100 }] },
      { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: 999_999, quantity: 100 }] },
      { date_time: oneHourAgo(), foodstuffs: [] },
      { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: rice!.id, quantity: 0 }] },
      { date_time: '2025-03-10 12:00', foodstuffs: [{ foodstuff_id: rice!.id, quantity: 100 }] },
      // Year 0 does not exist in PostgreSQL; a meal before 1900 is a typing mistake.
      { date_time: '0000-06-01T12:00:00Z', foodstuffs: [{ foodstuff_id: rice!.id, quantity: 100 }] },
      { date_time: '1899-12-31T12:00:00Z', foodstuffs: [{ foodstuff_id: rice!.id, quantity: 100 }] },
      // Quantities are kept in thousandths of a gram: one that rounds to nothing is no portion.
      { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: rice!.id, quantity: 0.0004 }] },
    ];
    for (const json of cases) {
      const response = await post(ids.patient, json, tokens.patient);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
  });

  it('POST /v1/users/{id}/meals – a portion whose nutrients could not be stored is refused, not a failure', async () => {
    // The catalogue allows up to 1,000,000 kcal per unit, and a meal up to 10,000 units: 10¹⁰ kcal, past the
    // billion a logged food's nutrients can hold.
    const { id: _, barcode: __, ...copy } = rice!;
    const [dense] = await api.database.db
      .insert(foodstuffs)
      .values({
        ...copy,
        name: 'Alimento denso',
        unitOfMeasurement: 'UNITS',
        baselineWeight: 1,
        calories: 1_000_000,
      })
      .returning({ id: foodstuffs.id });
    const response = await post(
      ids.patient,
      { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: dense!.id, quantity: 10_000 }] },
      tokens.patient,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
  });

  it('POST /v1/users/{id}/meals – its nutritionist gets 403; anyone else 404; no token 401', async () => {
    const json = { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: rice!.id, quantity: 100 }] };
    expect((await post(ids.patient, json, tokens.nutri)).status).toBe(403);
    for (const token of [tokens.nutri2, tokens.other, tokens.admin]) {
      expect((await post(ids.patient, json, token)).status).toBe(404);
    }
    expect((await api.request(`/v1/users/${ids.patient}/meals`, { method: 'POST', json })).status).toBe(401);
  });

  it('PUT /v1/users/{id}/meals/{mealId} – replaces the time and the foods; others cannot', async () => {
    const created = mealSchema.parse(
      await (
        await post(
          ids.patient,
          { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: rice!.id, quantity: 100 }] },
          tokens.patient,
        )
      ).json(),
    );
    const path = `/v1/users/${ids.patient}/meals/${created.id}`;
    const json = {
      date_time: '2025-03-10T12:15:00-03:00',
      foodstuffs: [{ foodstuff_id: rice!.id, quantity: 200 }],
    };
    expect((await api.request(path, { method: 'PUT', token: tokens.nutri, json })).status).toBe(403);
    expect((await api.request(path, { method: 'PUT', token: tokens.nutri2, json })).status).toBe(404);
    const updated = mealSchema.parse(
      await (await api.request(path, { method: 'PUT', token: tokens.patient, json })).json(),
    );
    expect(updated.date_time).toBe('2025-03-10T15:15:00.000Z');
    expect(updated.foodstuffs).toHaveLength(1);
    expect(updated.total_of_calories).toBeCloseTo(created.total_of_calories * 2, 2);
    // Another patient's meal id under one's own path is not found.
    expect(
      (
        await api.request(`/v1/users/${ids.other}/meals/${created.id}`, {
          method: 'PUT',
          token: tokens.other,
          json,
        })
      ).status,
    ).toBe(404);
  });

  it('GET /v1/users/{id}/meals/{mealId} – the patient and its nutritionist read it; others get 404', async () => {
    const created = mealSchema.parse(
      await (
        await post(
          ids.patient,
          { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: rice!.id, quantity: 50 }] },
          tokens.patient,
        )
      ).json(),
    );
    const path = `/v1/users/${ids.patient}/meals/${created.id}`;
    expect((await api.request(path, { token: tokens.patient })).status).toBe(200);
    expect((await api.request(path, { token: tokens.nutri })).status).toBe(200);
    for (const token of [tokens.nutri2, tokens.other, tokens.admin]) {
      expect((await api.request(path, { token })).status).toBe(404);
    }
  });

  it('DELETE /v1/users/{id}/meals/{mealId} – the patient deletes its meal once; others cannot', async () => {
    const created = mealSchema.parse(
      await (
        await post(
          ids.patient,
          { date_time: oneHourAgo(), foodstuffs: [{ foodstuff_id: rice!.id, quantity: 80 }] },
          tokens.patient,
        )
      ).json(),
    );
    const path = `/v1/users/${ids.patient}/meals/${created.id}`;
    expect((await api.request(path, { method: 'DELETE', token: tokens.nutri })).status).toBe(403);
    expect((await api.request(path, { method: 'DELETE', token: tokens.nutri2 })).status).toBe(404);
    expect((await api.request(path, { method: 'DELETE', token: tokens.patient })).status).toBe(204);
    expect((await api.request(path, { method: 'DELETE', token: tokens.patient })).status).toBe(404);
    expect((await api.request(path, { token: tokens.patient })).status).toBe(404);
  });
});
