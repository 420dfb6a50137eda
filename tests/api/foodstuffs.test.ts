import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodstuffPageSchema, foodstuffSchema } from '@/lib/api/contract';
import { computeGs1CheckDigit } from '@/lib/rules/barcodes';
import {
  foodstuffs,
  mealFoodstuffs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlans,
  meals,
} from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';

/** A valid EAN-13 from twelve digits. */
const ean13 = (body: string) => `${body}${computeGs1CheckDigit(body)}`;

const validFood = {
  name: 'Pão de queijo congelado',
  group: 'GRAINS',
  unit_of_measurement: 'UNITS',
  baseline_weight: 40,
  barcode: '7891234567895',
  nutrition_information: { calories: 120, proteins: 3, carbohydrates: 14, sodium: 180, fiber: 0, fats: 6 },
};

describe('food catalogue', () => {
  let api: TestApi;
  let tokens: Record<'admin' | 'nutri' | 'patient', string>;
  let ids: Record<'nutri' | 'patient', number>;

  beforeAll(async () => {
    api = await createTestApi({}, undefined, 'catalogue');
    await api.createUser({ email: 'admin@t.test', role: 'ROLE_ADMIN' });
    const nutri = await api.createUser({ email: 'nutri@t.test', role: 'ROLE_NUTRITIONIST' });
    const patient = await api.createUser({ email: 'p@t.test', role: 'ROLE_USER', nutritionistId: nutri });
    ids = { nutri, patient };
    tokens = {
      admin: await api.signIn('admin@t.test', 'Senha1234'),
      nutri: await api.signIn('nutri@t.test', 'Senha1234'),
      patient: await api.signIn('p@t.test', 'Senha1234'),
    };
  });
  afterAll(() => api.close());

  const list = async (query: string, token = tokens.admin) => {
    const response = await api.request(`/v1/foodstuffs?${query}`, { token });
    expect(response.status).toBe(200);
    return foodstuffPageSchema.parse(await response.json());
  };
  const create = (body: unknown, token = tokens.admin) =>
    api.request('/v1/foodstuffs', { method: 'POST', json: body, token });

  it('GET /v1/foodstuffs – pages of 7 in the contract shape, with total_elements and total_pages', async () => {
    const page = await list('page=0&size=7');
    expect(page.content).toHaveLength(7);
    expect(page.total_elements).toBeGreaterThanOrEqual(597);
    expect(page.total_pages).toBe(Math.ceil(page.total_elements / 7));
    const names = page.content.map((food) => food.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('GET /v1/foodstuffs – name_or_brand ignores accents and case', async () => {
    const page = await list('name_or_brand=acucar&size=20');
    const names = page.content.map((food) => food.name);
    expect(names).toEqual(expect.arrayContaining(['Açúcar, cristal', 'Açúcar, mascavo', 'Açúcar, refinado']));
    const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    expect(names.every((name) => plain(name).includes('acucar'))).toBe(true);
  });

  it('GET /v1/foodstuffs – name_or_brand also finds the foods of a matching brand', async () => {
    const page = await list(`name_or_brand=${encodeURIComponent('grão dourado')}`);
    expect(page.content.map((food) => food.name).sort()).toEqual([
      'Arroz integral tipo 1',
      'Feijão carioca tipo 1',
    ]);
    expect(page.content[0]?.brand).toEqual({ id: expect.any(Number), name: 'Grão Dourado' });
    // Punctuation separates words and is never a LIKE wildcard: 'a_roz' is the words 'a' and 'roz'.
    expect((await list('name_or_brand=a_roz')).total_elements).toBe(0);
    expect((await list('name_or_brand=65%25')).total_elements).toBeGreaterThan(0);
    // A term of punctuation only has no word to look for: the whole catalogue, as with no term.
    expect((await list('name_or_brand=_')).total_elements).toBe((await list('')).total_elements);
  });

  it('GET /v1/foodstuffs – with_brand and with_barcode keep only foods that have them; false filters nothing', async () => {
    const branded = await list('with_brand=true&size=100');
    expect(branded.total_elements).toBe(12);
    expect(branded.content.every((food) => food.brand !== null && food.brand_id !== null)).toBe(true);
    const withBarcode = await list('with_barcode=true&size=100');
    expect(withBarcode.content.every((food) => food.barcode !== null)).toBe(true);
    const all = await list('with_brand=false&with_barcode=false');
    expect(all.total_elements).toBeGreaterThan(branded.total_elements);
    const pastTheEnd = await list('name_or_brand=acucar&with_brand=false&page=50&size=7');
    expect(pastTheEnd.content).toEqual([]);
    expect(pastTheEnd.total_pages).toBeGreaterThan(0);
    expect((await api.request('/v1/foodstuffs?with_brand=talvez', { token: tokens.admin })).status).toBe(400);
  });

  it('GET /v1/foodstuffs – TACO nutrients that were not analysed stay null, and photos come as URLs', async () => {
    const page = await list('name_or_brand=acucar, cristal');
    const sugar = page.content[0]!;
    expect(sugar.nutrition_information.fiber).toBeNull();
    expect(sugar.nutrition_information.calories).toBe(387);
    const rice = (await list('name_or_brand=arroz, integral, cozido')).content[0]!;
    expect(rice.photo_url).toBe('/foods/rice.svg');
  });

  it('GET /v1/foodstuffs – every signed-in role may read; anonymous gets 401', async () => {
    expect((await list('size=1', tokens.nutri)).content).toHaveLength(1);
    expect((await list('size=1', tokens.patient)).content).toHaveLength(1);
    expect((await api.request('/v1/foodstuffs')).status).toBe(401);
  });

  it('POST /v1/foodstuffs – an administrator creates a food and GET /v1/foodstuffs/{id} returns it', async () => {
    const response = await create(validFood);
    expect(response.status).toBe(201);
    const created = foodstuffSchema.parse(await response.json());
    expect(created).toMatchObject({
      name: validFood.name,
      barcode: validFood.barcode,
      brand: null,
      photo_url: null,
    });
    const read = await api.request(`/v1/foodstuffs/${created.id}`, { token: tokens.nutri });
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(created);
  });

  it('POST /v1/foodstuffs – keeps brand and photo, and 0 is a valid nutrient', async () => {
    const brand = (await list('with_brand=true&size=1')).content[0]!.brand!;
    const photoId = (await list('name_or_brand=arroz, integral, cozido')).content[0]!.photo_id!;
    const response = await create({
      ...validFood,
      name: 'Água com gás',
      barcode: null,
      brand_id: brand.id,
      photo_id: photoId,
      nutrition_information: { calories: 0, proteins: 0, carbohydrates: 0, sodium: 0, fiber: 0, fats: 0 },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ brand, brand_id: brand.id, photo_url: '/foods/rice.svg' });
  });

  it('POST and PATCH /v1/foodstuffs – a nutrient may be given as unknown (null), apart from 0, but never left out', async () => {
    const response = await create({
      ...validFood,
      name: 'Leite de cabra',
      barcode: null,
      nutrition_information: { ...validFood.nutrition_information, calories: null, fiber: 0 },
    });
    expect(response.status).toBe(201);
    const created = foodstuffSchema.parse(await response.json());
    expect(created.nutrition_information).toMatchObject({ calories: null, fiber: 0 });
    const patched = await api.request(`/v1/foodstuffs/${created.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { nutrition_information: { calories: 69, fats: null } },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).nutrition_information).toMatchObject({
      calories: 69,
      fats: null,
      fiber: 0,
    });
    const { calories: _left, ...withoutCalories } = validFood.nutrition_information;
    const missing = await create({ ...validFood, barcode: null, nutrition_information: withoutCalories });
    expect(missing.status).toBe(400);
  });

  it("GET /v1/foodstuffs – TACO's other components: amounts, traces as 'trace', not analysed as null", async () => {
    // TACO 1, 'Arroz, integral, cozido': calcium 5 mg, riboflavin Tr, vitamin C NA.
    const rice = (await list('name_or_brand=arroz, integral, cozido')).content[0]!;
    expect(rice.components).toMatchObject({
      calcium: 5,
      magnesium: 59,
      riboflavin: 'trace',
      vitamin_c: null,
    });
  });

  it('POST and PATCH /v1/foodstuffs – components are optional, set one by one, and null clears one', async () => {
    const response = await create({
      ...validFood,
      name: 'Queijo minas frescal light',
      barcode: null,
      components: { calcium: 579, iron: 'trace', saturated_fat: 5.5 },
    });
    expect(response.status).toBe(201);
    const created = foodstuffSchema.parse(await response.json());
    expect(created.components).toMatchObject({ calcium: 579, iron: 'trace', saturated_fat: 5.5, zinc: null });
    const patched = await api.request(`/v1/foodstuffs/${created.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { components: { zinc: 0.3, iron: null } },
    });
    expect(patched.status).toBe(200);
    expect((await patched.json()).components).toMatchObject({
      calcium: 579,
      iron: null,
      zinc: 0.3,
      saturated_fat: 5.5,
    });
    for (const bad of [{ calcium: -1 }, { calcium: 'Tr' }, { calcium: 1_000_001 }, { selenium: 2 }]) {
      const refused = await api.request(`/v1/foodstuffs/${created.id}`, {
        method: 'PATCH',
        token: tokens.admin,
        json: { components: bad },
      });
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const unchanged = foodstuffSchema.parse(
      await (await api.request(`/v1/foodstuffs/${created.id}`, { token: tokens.admin })).json(),
    );
    expect(unchanged.components).toMatchObject({ calcium: 579, zinc: 0.3 });
  });

  it('POST /v1/foodstuffs – 403 for a nutritionist and for a patient, 401 without a token', async () => {
    expect((await create({ ...validFood, barcode: null }, tokens.nutri)).status).toBe(403);
    expect((await create({ ...validFood, barcode: null }, tokens.patient)).status).toBe(403);
    expect((await api.request('/v1/foodstuffs', { method: 'POST', json: validFood })).status).toBe(401);
  });

  it('POST /v1/foodstuffs – 400 INVALID_DATA for missing fields, negative numbers and a zero base weight', async () => {
    const cases = [
      { ...validFood, name: '   ' },
      { ...validFood, group: 'CANDY' },
      { ...validFood, unit_of_measurement: 'LITERS' },
      { ...validFood, baseline_weight: 0 },
      { ...validFood, baseline_weight: -5 },
      { ...validFood, nutrition_information: { ...validFood.nutrition_information, sodium: -1 } },
      { ...validFood, nutrition_information: { ...validFood.nutrition_information, fats: undefined } },
      { ...validFood, nutrition_information: { ...validFood.nutrition_information, calories: '12' } },
    ];
    for (const body of cases) {
      const response = await create({ ...body, barcode: null });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'INVALID_DATA' });
    }
    const badJson = await api.request('/v1/foodstuffs', {
      method: 'POST',
      body: '{',
      headers: { 'Content-Type': 'application/json' },
      token: tokens.admin,
    });
    expect(badJson.status).toBe(400);
  });

  it('POST /v1/foodstuffs – barcodes are EAN-8, UPC-A or EAN-13 with a right check digit', async () => {
    for (const barcode of ['7891234567890', '789123456789', 'abcdefgh', '123', '96385078']) {
      const response = await create({ ...validFood, name: `Código ${barcode}`, barcode });
      expect(response.status, barcode).toBe(400);
      expect((await response.json()).detail).toContain('barcode');
    }
    // EAN-8 96385074, UPC-A 036000291452 and an empty text (no barcode) are accepted.
    for (const barcode of ['96385074', '036000291452', '']) {
      const response = await create({ ...validFood, name: `Código ${barcode}`, barcode });
      expect(response.status, barcode).toBe(201);
      expect((await response.json()).barcode).toBe(barcode === '' ? null : barcode);
    }
  });

  it('POST /v1/foodstuffs – 409 BARCODE_ALREADY_REGISTERED for a barcode another food has', async () => {
    const response = await create({ ...validFood, name: 'Outro pão de queijo' });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: 'BARCODE_ALREADY_REGISTERED' });
  });

  it('POST /v1/foodstuffs – 400 for a brand or a photo that does not exist', async () => {
    expect((await create({ ...validFood, barcode: null, brand_id: 999_999 })).status).toBe(400);
    expect((await create({ ...validFood, barcode: null, photo_id: 999_999 })).status).toBe(400);
  });

  it('PATCH /v1/foodstuffs/{id} – changes only the fields given, nutrient by nutrient', async () => {
    const created = await (await create({ ...validFood, name: 'Para editar', barcode: null })).json();
    const response = await api.request(`/v1/foodstuffs/${created.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { name: 'Editado', nutrition_information: { sodium: 0 } },
    });
    expect(response.status).toBe(200);
    const updated = await response.json();
    expect(updated).toMatchObject({
      name: 'Editado',
      group: validFood.group,
      baseline_weight: 40,
      nutrition_information: { ...validFood.nutrition_information, sodium: 0 },
    });
    const cleared = await api.request(`/v1/foodstuffs/${created.id}`, {
      method: 'PATCH',
      token: tokens.admin,
      json: { barcode: ean13('200000000001'), brand_id: null },
    });
    expect(await cleared.json()).toMatchObject({ barcode: ean13('200000000001'), brand: null });
  });

  it('PATCH /v1/foodstuffs/{id} – 403 for a nutritionist', async () => {
    const response = await api.request('/v1/foodstuffs/1', {
      method: 'PATCH',
      token: tokens.nutri,
      json: { name: 'X' },
    });
    expect(response.status).toBe(403);
  });

  it('PATCH /v1/foodstuffs/{id} – 404 for an unknown food, 400 for bad values, 409 for a taken barcode', async () => {
    const missing = await api.request('/v1/foodstuffs/999999', {
      method: 'PATCH',
      token: tokens.admin,
      json: { name: 'X' },
    });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await api.request('/v1/foodstuffs/1', {
      method: 'PATCH',
      token: tokens.admin,
      json: { baseline_weight: -1 },
    });
    expect(bad.status).toBe(400);
    const taken = await api.request('/v1/foodstuffs/1', {
      method: 'PATCH',
      token: tokens.admin,
      json: { barcode: validFood.barcode },
    });
    expect(taken.status).toBe(409);
  });

  it('DELETE /v1/foodstuffs/{id} – 403 for a nutritionist, 404 for an unknown food', async () => {
    expect((await api.request('/v1/foodstuffs/1', { method: 'DELETE', token: tokens.nutri })).status).toBe(
      403,
    );
    expect(
      (await api.request('/v1/foodstuffs/999999', { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(404);
  });

  it('DELETE /v1/foodstuffs/{id} – an unused food is removed for good', async () => {
    const created = await (await create({ ...validFood, name: 'Apagar', barcode: null })).json();
    const response = await api.request(`/v1/foodstuffs/${created.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    });
    expect(response.status).toBe(204);
    const rows = await api.database.db.select().from(foodstuffs).where(eq(foodstuffs.id, created.id));
    expect(rows).toHaveLength(0);
  });

  it('DELETE /v1/foodstuffs/{id} – a food in a meal plan is archived: gone from the catalogue, kept by the plan', async () => {
    const created = await (
      await create({ ...validFood, name: 'Mingau de aveia do plano', barcode: ean13('200000000002') })
    ).json();
    const db = api.database.db;
    const [plan] = await db
      .insert(mealPlans)
      .values({
        nutritionistId: ids.nutri,
        patientId: ids.patient,
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      })
      .returning();
    const [period] = await db
      .insert(mealPeriods)
      .values({ mealPlanId: plan!.id, period: 'BREAKFAST' })
      .returning();
    await db.insert(mealPlanFoodstuffs).values({
      mealPeriodId: period!.id,
      foodstuffId: created.id,
      baselineWeight: 40,
      unitOfMeasurement: created.unit_of_measurement,
      referenceWeight: created.baseline_weight,
    });

    const response = await api.request(`/v1/foodstuffs/${created.id}`, {
      method: 'DELETE',
      token: tokens.admin,
    });
    expect(response.status).toBe(204);
    expect((await list('name_or_brand=mingau de aveia do plano')).total_elements).toBe(0);
    expect((await api.request(`/v1/foodstuffs/${created.id}`, { token: tokens.admin })).status).toBe(404);
    // Deleting it again is a 404, not a second archive.
    expect(
      (await api.request(`/v1/foodstuffs/${created.id}`, { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(404);

    const patient = await (await api.request(`/v1/users/${ids.patient}`, { token: tokens.nutri })).json();
    const planFoods = patient.meal_plans[0].meal_periods[0].meal_foodstuffs;
    expect(planFoods[0].foodstuff).toMatchObject({ id: created.id, name: 'Mingau de aveia do plano' });

    // Its barcode is free again for a new food.
    expect((await create({ ...validFood, name: 'Novo mingau', barcode: ean13('200000000002') })).status).toBe(
      201,
    );
  });

  it('DELETE /v1/foodstuffs/{id} – a food in a patient’s meal log is archived and the log keeps it', async () => {
    const created = await (await create({ ...validFood, name: 'Tapioca registrada', barcode: null })).json();
    const db = api.database.db;
    const [meal] = await db.insert(meals).values({ userId: ids.patient, dateTime: new Date() }).returning();
    await db.insert(mealFoodstuffs).values({
      mealId: meal!.id,
      foodstuffId: created.id,
      quantity: 1,
      calories: 120,
      proteins: 3,
      carbohydrates: 14,
      sodium: 180,
      fiber: 0,
      fats: 6,
    });
    expect(
      (await api.request(`/v1/foodstuffs/${created.id}`, { method: 'DELETE', token: tokens.admin })).status,
    ).toBe(204);
    const [row] = await db.select().from(foodstuffs).where(eq(foodstuffs.id, created.id));
    expect(row?.archivedAt).toBeInstanceOf(Date);
    const logged = await db.select().from(mealFoodstuffs).where(eq(mealFoodstuffs.foodstuffId, created.id));
    expect(logged).toHaveLength(1);
  });
});
