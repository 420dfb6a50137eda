// What a patient follows beyond the foods: each meal's time and notes, and the plan's general guidance.
// They are saved and read back as written (line breaks kept), refused out of bounds or with control
// characters (nothing changed), kept by a PUT that leaves the guidance out, and kept by the plan's versions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanDetailSchema, mealPlanSchema, mealPlanVersionsSchema } from '@/lib/api/contract';
import { addresses, foodstuffs } from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

describe('meal times, meal notes and plan guidance', () => {
  let api: TestApi;
  const ids = { nutri: 0, patient: 0, rice: 0, plan: 0 };
  let token = '';

  const planOf = (extra: { guidance?: unknown; lunch?: object; breakfast?: object } = {}) => ({
    nutritionist_id: ids.nutri,
    patient_id: ids.patient,
    start_date: '2025-03-01',
    end_date: '2025-06-01',
    ...(extra.guidance === undefined ? {} : { guidance: extra.guidance }),
    meal_periods: [
      {
        period: 'LUNCH',
        ...extra.lunch,
        meal_foodstuffs: [{ foodstuff_id: ids.rice, baseline_weight: 100, quantity: 1 }],
      },
      {
        period: 'BREAKFAST',
        ...extra.breakfast,
        meal_foodstuffs: [{ foodstuff_id: ids.rice, baseline_weight: 50, quantity: 1 }],
      },
    ],
  });
  const post = (body: object) => api.request('/v1/meal-plans', { method: 'POST', token, json: body });
  const put = (body: object) =>
    api.request(`/v1/meal-plans/${ids.plan}`, { method: 'PUT', token, json: { ...body, status: 'ACTIVE' } });
  const read = async () => {
    const response = await api.request(`/v1/meal-plans/${ids.plan}`, { token });
    expect(response.status).toBe(200);
    return mealPlanDetailSchema.parse(await response.json());
  };
  const expectInvalid = async (response: Response) => {
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
  };

  beforeAll(async () => {
    api = await createTestApi({}, () => new Date('2025-03-01T13:00:00Z'), 'catalogue');
    ids.nutri = await api.createUser({ email: 'n@notes.test', role: 'ROLE_NUTRITIONIST' });
    ids.patient = await api.createUser({
      email: 'p@notes.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri,
    });
    const [rice] = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 1));
    ids.rice = rice!.id;
    token = await api.signIn('n@notes.test', 'Senha1234');
  });
  afterAll(() => api.close());

  it('POST /v1/meal-plans – keeps times, notes and guidance as written, line breaks included', async () => {
    const created = await post(
      planOf({
        guidance: 'Beba 2 L de água por dia.\nEvite frituras.',
        lunch: { time: '12:30', notes: 'Prato colorido.\nMastigue devagar.' },
        breakfast: { time: '07:00' },
      }),
    );
    expect(created.status).toBe(201);
    const plan = mealPlanSchema.parse(await created.json());
    ids.plan = plan.id;
    expect(plan.guidance).toBe('Beba 2 L de água por dia.\nEvite frituras.');
    expect(plan.meal_periods.map(({ period, time, notes }) => ({ period, time, notes }))).toEqual([
      { period: 'BREAKFAST', time: '07:00', notes: null },
      { period: 'LUNCH', time: '12:30', notes: 'Prato colorido.\nMastigue devagar.' },
    ]);
  });

  it('POST /v1/meal-plans – without them, a plan has no time, notes nor guidance; blank text is none', async () => {
    const response = await post(planOf({ guidance: '  \n ', lunch: { notes: '   ' } }));
    expect(response.status).toBe(201);
    const plan = mealPlanSchema.parse(await response.json());
    expect(plan.guidance).toBeNull();
    expect(plan.meal_periods.every((period) => period.time === null && period.notes === null)).toBe(true);
    // Back to the plan the other tests use (the new one deactivated it).
    const again = await post(
      planOf({
        guidance: 'Beba 2 L de água por dia.\nEvite frituras.',
        lunch: { time: '12:30', notes: 'Prato colorido.\nMastigue devagar.' },
        breakfast: { time: '07:00' },
      }),
    );
    ids.plan = mealPlanSchema.parse(await again.json()).id;
  });

  it('400 for a time that is not HH:MM of a 24-hour clock', async () => {
    for (const time of ['7:00', '24:00', '12:60', '12h30', '12:30:00', '']) {
      await expectInvalid(await post(planOf({ lunch: { time } })));
    }
  });

  it('400 for notes over 1,000 characters or guidance over 4,000; at the bounds they are saved', async () => {
    await expectInvalid(await post(planOf({ lunch: { notes: 'a'.repeat(1001) } })));
    await expectInvalid(await put(planOf({ guidance: 'a'.repeat(4001) })));
    expect((await read()).guidance).toBe('Beba 2 L de água por dia.\nEvite frituras.');
    const response = await put(planOf({ guidance: 'g'.repeat(4000), lunch: { notes: 'n'.repeat(1000) } }));
    expect(response.status).toBe(200);
    const plan = await read();
    expect(plan.guidance).toHaveLength(4000);
    expect(plan.meal_periods.find((period) => period.period === 'LUNCH')?.notes).toHaveLength(1000);
  });

  it('400 for control characters in notes or guidance, and nothing changes', async () => {
    const before = await read();
    for (const text of ['Sem\u0000açúcar', 'Sem\u0007açúcar', 'Sem\u001Baçúcar', 'Sem\u007Façúcar']) {
      await expectInvalid(await put(planOf({ lunch: { notes: text } })));
      await expectInvalid(await put(planOf({ guidance: text })));
    }
    expect(await read()).toEqual(before);
  });

  it('PUT /v1/meal-plans/{id} – guidance left out is kept, null clears it; times and notes are replaced', async () => {
    await put(
      planOf({ guidance: 'Guarde esta orientação.', lunch: { time: '12:00', notes: 'Salada primeiro.' } }),
    );
    const kept = await put(planOf({ lunch: { time: '13:00' } }));
    expect(kept.status).toBe(200);
    const plan = mealPlanSchema.parse(await kept.json());
    expect(plan.guidance).toBe('Guarde esta orientação.');
    expect(plan.meal_periods.find((period) => period.period === 'LUNCH')).toMatchObject({
      time: '13:00',
      notes: null,
    });
    const cleared = mealPlanSchema.parse(await (await put(planOf({ guidance: null }))).json());
    expect(cleared.guidance).toBeNull();
  });

  it('GET /v1/meal-plans/{id}/versions – an edit of only times, notes or guidance keeps the plan as it was', async () => {
    await put(planOf({ guidance: 'Primeira orientação.', lunch: { time: '12:00', notes: 'Antes.' } }));
    const count = async () => {
      const response = await api.request(`/v1/meal-plans/${ids.plan}/versions`, { token });
      return mealPlanVersionsSchema.parse(await response.json()).versions;
    };
    const before = (await count()).length;
    await put(planOf({ guidance: 'Segunda orientação.', lunch: { time: '12:15', notes: 'Depois.' } }));
    const versions = await count();
    expect(versions).toHaveLength(before + 1);
    expect(versions[0]?.guidance).toBe('Primeira orientação.');
    expect(versions[0]?.meal_periods.find((period) => period.period === 'LUNCH')).toMatchObject({
      time: '12:00',
      notes: 'Antes.',
    });
    // The same content again is no new version.
    await put(planOf({ guidance: 'Segunda orientação.', lunch: { time: '12:15', notes: 'Depois.' } }));
    expect(await count()).toHaveLength(before + 1);
  });

  it("'Ocultar calorias e macronutrientes no PDF' is kept with the plan: off by default, kept by a PUT that leaves it out", async () => {
    const created = mealPlanSchema.parse(await (await post(planOf())).json());
    ids.plan = created.id;
    expect(created.hide_numbers_in_pdf).toBe(false);
    const hidden = mealPlanSchema.parse(await (await put({ ...planOf(), hide_numbers_in_pdf: true })).json());
    expect(hidden.hide_numbers_in_pdf).toBe(true);
    expect((await read()).hide_numbers_in_pdf).toBe(true);
    expect((await put(planOf())).status).toBe(200);
    expect((await read()).hide_numbers_in_pdf).toBe(true);
    await expectInvalid(await put({ ...planOf(), hide_numbers_in_pdf: 'sim' }));
    expect((await put({ ...planOf(), hide_numbers_in_pdf: false })).status).toBe(200);
    expect((await read()).hide_numbers_in_pdf).toBe(false);
  });

  it('GET /v1/meal-plans/{id} – the printed copy can say how to reach the nutritionist: e-mail, and address when set', async () => {
    expect((await read()).nutritionist).toMatchObject({ email: 'n@notes.test', address: null });
    await api.database.db.insert(addresses).values({
      userId: ids.nutri,
      zipCode: '01310-100',
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
    });
    expect((await read()).nutritionist.address).toEqual({
      country: 'BRAZIL',
      zip_code: '01310-100',
      city: 'São Paulo',
      state: 'SP',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
    });
  });
});
