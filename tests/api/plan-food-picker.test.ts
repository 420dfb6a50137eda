// The plan builder's picker: a search ranked for a plan finds the cooked, everyday form of a food on its
// first page and lists her own foods first; 'Recentes' lists the last 20 foods she planned; a food's
// measures say the one she planned it in last. Another nutritionist's choices change nothing of hers.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodstuffPageSchema, householdMeasuresSchema, recentFoodstuffsSchema } from '@/lib/api/contract';
import { RECENT_FOODSTUFFS_LIMIT } from '@/lib/api/contract/values';
import { foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

describe('the plan builder’s picker', () => {
  let api: TestApi;
  const ids = { nutri: 0, other: 0, patient: 0, otherPatient: 0 };
  const tokens = { nutri: '', other: '', admin: '' };
  let foodByTaco = new Map<number, { id: number; name: string }>();
  let clock = new Date('2025-03-01T13:00:00Z');

  const search = async (term: string, { ranking = 'plan', page = 0, token = tokens.nutri } = {}) => {
    const query = new URLSearchParams({ name_or_brand: term, ranking, page: String(page), size: '10' });
    const response = await api.request(`/v1/foodstuffs?${query}`, { token });
    expect(response.status).toBe(200);
    return foodstuffPageSchema.parse(await response.json());
  };
  const names = async (term: string, options?: Parameters<typeof search>[1]) =>
    (await search(term, options)).content.map((food) => food.name);
  const recent = async (token = tokens.nutri, nutritionistId = ids.nutri) => {
    const response = await api.request(`/v1/nutritionists/${nutritionistId}/recent-foodstuffs`, { token });
    expect(response.status).toBe(200);
    return recentFoodstuffsSchema.parse(await response.json()).recent;
  };
  /** Saves a plan of `foods` (TACO numbers, each with its measure) for her patient. */
  const planFoods = async (
    foods: { taco: number; measure?: { name: string; weight: number } }[],
    as: { token: string; nutritionistId: number; patientId: number } = {
      token: tokens.nutri,
      nutritionistId: ids.nutri,
      patientId: ids.patient,
    },
  ) => {
    const response = await api.request('/v1/meal-plans', {
      method: 'POST',
      token: as.token,
      json: {
        nutritionist_id: as.nutritionistId,
        patient_id: as.patientId,
        start_date: '2025-03-01',
        end_date: '2025-06-01',
        meal_periods: [
          {
            period: 'LUNCH',
            meal_foodstuffs: foods.map(({ taco, measure }) => ({
              foodstuff_id: foodByTaco.get(taco)!.id,
              baseline_weight: measure?.weight ?? 100,
              quantity: 1,
              ...(measure ? { measure_name: measure.name } : {}),
            })),
          },
        ],
      },
    });
    expect(response.status).toBe(201);
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => clock, 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@picker.test', role: 'ROLE_NUTRITIONIST' });
    ids.other = await api.createUser({ email: 'o@picker.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@picker.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    ids.otherPatient = await api.createUser({
      email: 'q@picker.test',
      role: 'ROLE_USER',
      nutritionistId: ids.other,
    });
    await api.createUser({ email: 'a@picker.test', role: 'ROLE_ADMIN' });
    tokens.nutri = await api.signIn('n@picker.test', 'Senha1234');
    tokens.other = await api.signIn('o@picker.test', 'Senha1234');
    tokens.admin = await api.signIn('a@picker.test', 'Senha1234');
    const rows = await api.database.db
      .select({ id: foodstuffs.id, name: foodstuffs.name, taco: foodstuffs.tacoNumber })
      .from(foodstuffs);
    foodByTaco = new Map(rows.flatMap((row) => (row.taco === null ? [] : [[row.taco, row]])));
  });
  afterAll(() => api.close());

  it('finds the cooked, everyday form on the first page for feijao, frango, arroz and leite', async () => {
    expect(await names('feijao')).toContain('Feijão, carioca, cozido');
    expect(await names('frango')).toContain('Frango, peito, sem pele, grelhado');
    expect(await names('arroz')).toContain('Arroz, tipo 1, cozido');
    expect(await names('leite')).toContain('Leite, de vaca, integral');
    // The catalogue's own ranking (shortest names first) is unchanged, and did not.
    expect(await names('frango', { ranking: 'catalogue' })).not.toContain(
      'Frango, peito, sem pele, grelhado',
    );
  });

  it('ranks the cooked forms of a food eaten cooked before its raw ones', async () => {
    const ranked = [...(await names('feijao carioca')), ...(await names('feijao carioca', { page: 1 }))];
    expect(ranked.indexOf('Feijão, carioca, cozido')).toBeLessThan(ranked.indexOf('Feijão, carioca, cru'));
    expect(ranked.indexOf('Feijão, carioca, cru')).toBeGreaterThan(-1);
  });

  it('lists the foods she planned first, on no other page again, and counts each once', async () => {
    const before = await search('feijao');
    // TACO 570 Feijão, rajado, cru: a raw form, last of the list until she plans it.
    expect(before.content.map((food) => food.name)).not.toContain('Feijão, rajado, cru');
    await planFoods([{ taco: 570 }]);
    const after = await search('feijao');
    expect(after.content[0]!.name).toBe('Feijão, rajado, cru');
    expect(after.total_elements).toBe(before.total_elements);
    const all: number[] = [];
    for (let page = 0; page < after.total_pages; page += 1) {
      all.push(...(await search('feijao', { page })).content.map((food) => food.id));
    }
    expect(all).toHaveLength(after.total_elements);
    expect(new Set(all).size).toBe(all.length);
    // Another nutritionist's search is her own.
    expect((await names('feijao', { token: tokens.other }))[0]).not.toBe('Feijão, rajado, cru');
  });

  it("'Recentes' lists the last 20 foods she planned, newest first, with their measures; hers alone", async () => {
    clock = new Date(clock.getTime() + 60_000);
    await planFoods(
      [22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 43, 44, 45].map((taco) => ({
        taco,
      })),
    );
    clock = new Date(clock.getTime() + 60_000);
    await planFoods([{ taco: 3, measure: { name: 'colher de servir', weight: 45 } }]);
    const list = await recent();
    expect(list).toHaveLength(RECENT_FOODSTUFFS_LIMIT);
    expect(list[0]).toMatchObject({
      foodstuff: { name: 'Arroz, tipo 1, cozido' },
      measure_name: 'colher de servir',
    });
    expect(list.map((entry) => entry.foodstuff.name)).not.toContain('Feijão, rajado, cru');
    expect(await recent(tokens.other, ids.other)).toEqual([]);
    const forbidden = await api.request(`/v1/nutritionists/${ids.nutri}/recent-foodstuffs`, {
      token: tokens.other,
    });
    expect(forbidden.status).toBe(404);
  });

  it("a food's measures name the one she planned it in last, to her only", async () => {
    const rice = foodByTaco.get(3)!.id;
    const measures = async (token: string, id = rice) =>
      householdMeasuresSchema.parse(
        await (await api.request(`/v1/foodstuffs/${id}/measures`, { token })).json(),
      );
    expect((await measures(tokens.nutri)).last_used).toEqual({ measure_name: 'colher de servir' });
    expect((await measures(tokens.other)).last_used).toBeNull();
    expect((await measures(tokens.admin)).last_used).toBeUndefined();
    // Planned in grams: the food's own unit is her last choice.
    await planFoods([{ taco: 3 }]);
    expect((await measures(tokens.nutri)).last_used).toEqual({ measure_name: null });
  });

  it('leaves an archived food out of her recent foods', async () => {
    const rice = foodByTaco.get(3)!.id;
    await api.database.db
      .update(foodstuffs)
      .set({ archivedAt: new Date() })
      .where(inArray(foodstuffs.id, [rice]));
    expect((await recent()).map((entry) => entry.foodstuff.id)).not.toContain(rice);
    await api.database.db.update(foodstuffs).set({ archivedAt: null }).where(eq(foodstuffs.id, rice));
  });
});
