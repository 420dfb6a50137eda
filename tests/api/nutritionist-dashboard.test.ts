// The nutritionist's home against data this file inserts, with the API's clock fixed on a Wednesday evening
// in São Paulo: today is 2025-03-12 and the week judged is 2025-03-05 … 2025-03-11.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealPlanAdherencePageSchema, nutritionistDashboardSchema } from '@/lib/api/contract';
import { classifyDayAdherence, type DayAdherence } from '@/lib/rules/adherence';
import { classifyWeekAdherence } from '@/lib/rules/weekly-adherence';
import {
  appointments,
  foodstuffs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlans,
  nutritionistPatients,
  users,
} from '@/upstream/src/db/schema';
import { createTestApi, type TestApi } from './helpers/api';
import { logMealOfCalories } from './helpers/meal-logs';

const NOW = new Date('2025-03-12T21:00:00-03:00');
const DAY_MS = 24 * 60 * 60 * 1000;
/** The plan below asks for 2000 kcal a day: 2000 g of a food with 100 kcal per 100 g. */
const REQUIRED = 2000;
const WEEK = [
  '2025-03-05',
  '2025-03-06',
  '2025-03-07',
  '2025-03-08',
  '2025-03-09',
  '2025-03-10',
  '2025-03-11',
];

describe('the nutritionist dashboard', () => {
  let api: TestApi;
  const ids = {
    nutri: 0,
    nutri2: 0,
    patientUser: 0,
    admin: 0,
    alice: 0,
    bruno: 0,
    carla: 0,
    daniel: 0,
    food: 0,
  };
  const tokens = { nutri: '', nutri2: '', patient: '', admin: '' };
  /** kcal logged per patient and local day, to judge the week here with the rules themselves. */
  const logged = new Map<number, Map<string, number>>();

  const connect = async (patientId: number, daysAgo: number) =>
    api.database.db
      .update(nutritionistPatients)
      .set({ connectedAt: new Date(NOW.getTime() - daysAgo * DAY_MS) })
      .where(eq(nutritionistPatients.patientId, patientId));

  const givePlan = async (patientId: number, status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE') => {
    const [plan] = await api.database.db
      .insert(mealPlans)
      .values({
        nutritionistId: ids.nutri,
        patientId,
        status,
        startDate: '2025-01-01',
        endDate: '2025-06-30',
      })
      .returning({ id: mealPlans.id });
    const [period] = await api.database.db
      .insert(mealPeriods)
      .values({ mealPlanId: plan!.id, period: 'LUNCH' })
      .returning({ id: mealPeriods.id });
    await api.database.db.insert(mealPlanFoodstuffs).values({
      mealPeriodId: period!.id,
      foodstuffId: ids.food,
      baselineWeight: REQUIRED,
      quantity: 1,
      // The 'Prato feito' food's values: 100 kcal per 100 g.
      unitOfMeasurement: 'GRAMS',
      referenceWeight: 100,
      calories: 100,
    });
  };

  /** A meal of `kcal` at a local São Paulo wall time ('2025-03-11T23:30'). */
  const logMeal = async (patientId: number, localDateTime: string, kcal: number) => {
    await logMealOfCalories(api.database.db, {
      userId: patientId,
      foodstuffId: ids.food,
      at: new Date(`${localDateTime}:00-03:00`),
      kcal,
    });
    const day = localDateTime.slice(0, 10);
    const days = logged.get(patientId) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + kcal);
    logged.set(patientId, days);
  };

  const book = (
    nutritionistId: number,
    patientId: number,
    localStart: string,
    status: 'CONFIRMED' | 'CANCELED' | 'COMPLETED' | 'NO_SHOW' = 'CONFIRMED',
  ) =>
    api.database.db.insert(appointments).values({
      nutritionistId,
      patientId,
      type: 'ONLINE',
      status,
      startDateTime: new Date(`${localStart}:00-03:00`),
      endDateTime: new Date(new Date(`${localStart}:00-03:00`).getTime() + 50 * 60 * 1000),
    });

  /** The week's tag of a patient, from the day rule and the week rule applied here. */
  const expectedWeek = (patientId: number) => {
    const days: DayAdherence[] = WEEK.map((day) => {
      const kcal = logged.get(patientId)?.get(day);
      return classifyDayAdherence({
        required: REQUIRED,
        acquired: kcal ?? 0,
        mealCount: kcal === undefined ? 0 : 1,
      });
    });
    return { status: classifyWeekAdherence(days), followed: days.filter((day) => day === 'FOLLOWED').length };
  };

  beforeAll(async () => {
    api = await createTestApi({ APP_TIME_ZONE: 'America/Sao_Paulo' }, () => NOW);
    ids.nutri = await api.createUser({ email: 'nutri@painel.test', role: 'ROLE_NUTRITIONIST' });
    ids.nutri2 = await api.createUser({ email: 'nutri2@painel.test', role: 'ROLE_NUTRITIONIST' });
    ids.admin = await api.createUser({ email: 'admin@painel.test', role: 'ROLE_ADMIN' });
    ids.patientUser = await api.createUser({
      email: 'alice@painel.test',
      role: 'ROLE_USER',
      name: 'Alice Em Dia',
      nutritionistId: ids.nutri,
    });
    ids.alice = ids.patientUser;
    ids.bruno = await api.createUser({
      email: 'bruno@painel.test',
      role: 'ROLE_USER',
      name: 'Bruno Não Seguindo',
      nutritionistId: ids.nutri,
    });
    ids.carla = await api.createUser({
      email: 'carla@painel.test',
      role: 'ROLE_USER',
      name: 'Carla Sem Registro',
      nutritionistId: ids.nutri,
    });
    ids.daniel = await api.createUser({
      email: 'daniel@painel.test',
      role: 'ROLE_USER',
      name: 'Daniel Sem Plano',
      nutritionistId: ids.nutri,
    });
    const other = await api.createUser({
      email: 'outra@painel.test',
      role: 'ROLE_USER',
      nutritionistId: ids.nutri2,
    });
    await api.database.db
      .update(users)
      .set({ birthDate: '1990-05-20', physicalActivityFactor: 'VERY_ACTIVE' })
      .where(eq(users.id, ids.alice));

    // New patients: Alice (10 days) and Daniel (5 days); Bruno and Carla came 40 days ago; nutri2's is not ours.
    await connect(ids.alice, 10);
    await connect(ids.daniel, 5);
    await connect(ids.bruno, 40);
    await connect(ids.carla, 40);
    await connect(other, 1);

    const [food] = await api.database.db
      .insert(foodstuffs)
      .values({
        name: 'Prato feito',
        group: 'OTHERS',
        unitOfMeasurement: 'GRAMS',
        baselineWeight: 100,
        calories: 100,
      })
      .returning({ id: foodstuffs.id });
    ids.food = food!.id;
    await givePlan(ids.alice);
    await givePlan(ids.bruno);
    await givePlan(ids.carla);
    await givePlan(ids.daniel, 'INACTIVE');

    // Alice: 5 days on the plan (in two meals on one of them); outside the week, days that would not be.
    for (const day of ['2025-03-06', '2025-03-07', '2025-03-08', '2025-03-10'])
      await logMeal(ids.alice, `${day}T12:00`, 2000);
    await logMeal(ids.alice, '2025-03-09T08:00', 900);
    await logMeal(ids.alice, '2025-03-09T19:00', 900);
    await logMeal(ids.alice, '2025-03-04T12:00', 100);
    await logMeal(ids.alice, '2025-03-12T10:00', 9000);
    // Bruno: 03-10 on the plan (2600 is 130 %), 03-11 far below, logged late at night (the zone's day).
    await logMeal(ids.bruno, '2025-03-10T12:00', 2600);
    await logMeal(ids.bruno, '2025-03-11T23:30', 500);
    // Daniel logs perfectly but has no ACTIVE plan: he is not on the table.
    await logMeal(ids.daniel, '2025-03-10T12:00', 2000);

    // Today: 07:00 ('Realizada'), 09:00, 11:00 ('Faltou') and 23:30 count; the cancelled one, yesterday's,
    // tomorrow's, nutri2's, and the 08:00 one with a patient who has since moved to nutri2 do not (the
    // agenda no longer lists it either).
    await book(ids.nutri, ids.carla, '2025-03-12T07:00', 'COMPLETED');
    await book(ids.nutri, other, '2025-03-12T08:00', 'COMPLETED');
    await book(ids.nutri, ids.daniel, '2025-03-12T11:00', 'NO_SHOW');
    await book(ids.nutri, ids.alice, '2025-03-12T09:00');
    await book(ids.nutri, ids.bruno, '2025-03-12T23:30');
    await book(ids.nutri, ids.bruno, '2025-03-12T15:00', 'CANCELED');
    await book(ids.nutri, ids.carla, '2025-03-11T23:59');
    // Just past midnight, after the 23:30 one ends: one agenda never holds two overlapping consultations.
    await book(ids.nutri, ids.carla, '2025-03-13T00:30');
    await book(ids.nutri2, other, '2025-03-12T10:00');

    tokens.nutri = await api.signIn('nutri@painel.test', 'Senha1234');
    tokens.nutri2 = await api.signIn('nutri2@painel.test', 'Senha1234');
    tokens.patient = await api.signIn('alice@painel.test', 'Senha1234');
    tokens.admin = await api.signIn('admin@painel.test', 'Senha1234');
  });
  afterAll(() => api.close());

  const list = async (query: string) => {
    const response = await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-adherence${query}`, {
      token: tokens.nutri,
    });
    expect(response.status).toBe(200);
    return mealPlanAdherencePageSchema.parse(await response.json());
  };

  it('GET /v1/nutritionists/{id}/dashboard – counts today’s appointments, new patients and the week’s adherence', async () => {
    const response = await api.request(`/v1/nutritionists/${ids.nutri}/dashboard`, { token: tokens.nutri });
    expect(response.status).toBe(200);
    const dashboard = nutritionistDashboardSchema.parse(await response.json());
    const followed = [ids.alice, ids.bruno, ids.carla].reduce(
      (sum, id) => sum + expectedWeek(id).followed,
      0,
    );
    expect(followed).toBe(6);
    expect(dashboard).toEqual({
      date: '2025-03-12',
      appointments_today: 4,
      new_patients: 2,
      new_patients_days: 30,
      meal_plan_adherence: { patients: 3, days: 21, followed_days: 6, percentage: 29, week_days: 7 },
      meal_plans_in_focus: await list(''),
    });
  });

  it('GET /v1/nutritionists/{id}/dashboard – brings the asked page of the plans in focus, as the table reads it', async () => {
    for (const query of [
      '?page=0&size=8',
      '?adherence=LOW&page=1&size=1',
      '?adherence=FOLLOWED',
      '?page=5&size=2',
    ]) {
      const response = await api.request(`/v1/nutritionists/${ids.nutri}/dashboard${query}`, {
        token: tokens.nutri,
      });
      expect(response.status).toBe(200);
      const dashboard = nutritionistDashboardSchema.parse(await response.json());
      expect(dashboard.meal_plans_in_focus).toEqual(await list(query));
      // The card counts every patient on a plan, whatever page or tab the table shows.
      expect(dashboard.meal_plan_adherence).toMatchObject({ patients: 3, followed_days: 6 });
    }
    const lowSecond = nutritionistDashboardSchema.parse(
      await (
        await api.request(`/v1/nutritionists/${ids.nutri}/dashboard?adherence=LOW&page=1&size=1`, {
          token: tokens.nutri,
        })
      ).json(),
    );
    expect(lowSecond.meal_plans_in_focus.content.map((row) => row.name)).toEqual(['Carla Sem Registro']);
    for (const bad of ['?adherence=ATIVO', '?size=0', '?page=-1']) {
      const response = await api.request(`/v1/nutritionists/${ids.nutri}/dashboard${bad}`, {
        token: tokens.nutri,
      });
      expect(response.status).toBe(400);
    }
  });

  it('GET /v1/nutritionists/{id}/meal-plan-adherence – every patient on an ACTIVE plan, judged by the rules', async () => {
    const page = await list('?page=0&size=8');
    expect(page.total_elements).toBe(3);
    expect(page.total_pages).toBe(1);
    expect(page.content.map((row) => row.name)).toEqual([
      'Alice Em Dia',
      'Bruno Não Seguindo',
      'Carla Sem Registro',
    ]);
    for (const row of page.content) {
      const expected = expectedWeek(row.id);
      expect({ status: row.adherence_status, followed: row.followed_days }).toEqual(expected);
    }
    expect(page.content.map((row) => row.adherence_status)).toEqual([
      'FOLLOWED',
      'NOT_FOLLOWED',
      'UNREGISTERED',
    ]);
    expect(page.content[0]).toMatchObject({
      id: ids.alice,
      birth_date: '1990-05-20',
      physical_activity_factor: 'VERY_ACTIVE',
      followed_days: 5,
      last_meal_date_time: new Date('2025-03-12T10:00:00-03:00').toISOString(),
    });
    expect(page.content[1]?.last_meal_date_time).toBe(new Date('2025-03-11T23:30:00-03:00').toISOString());
    expect(page.content[2]).toMatchObject({
      last_meal_date_time: null,
      birth_date: null,
      physical_activity_factor: null,
    });
  });

  it('GET /v1/nutritionists/{id}/meal-plan-adherence – a meal logged ahead of the clock is not the last update', async () => {
    await logMeal(ids.carla, '2025-03-13T08:00', 2000);
    const page = await list('?adherence=LOW');
    expect(page.content.find((row) => row.id === ids.carla)?.last_meal_date_time).toBeNull();
  });

  it('GET /v1/nutritionists/{id}/meal-plan-adherence – the tabs: FOLLOWED for Destaques, LOW for Adesão Baixa', async () => {
    const followed = await list('?adherence=FOLLOWED');
    expect(followed.content.map((row) => row.name)).toEqual(['Alice Em Dia']);
    expect(followed.total_elements).toBe(1);
    const low = await list('?adherence=LOW');
    expect(low.content.map((row) => row.name)).toEqual(['Bruno Não Seguindo', 'Carla Sem Registro']);
    expect(low.total_elements).toBe(2);
    const invalid = await api.request(`/v1/nutritionists/${ids.nutri}/meal-plan-adherence?adherence=ATIVO`, {
      token: tokens.nutri,
    });
    expect(invalid.status).toBe(400);
  });

  it('GET /v1/nutritionists/{id}/meal-plan-adherence – pages by name, with the total of the tab', async () => {
    const first = await list('?page=0&size=2');
    expect(first.content.map((row) => row.name)).toEqual(['Alice Em Dia', 'Bruno Não Seguindo']);
    expect(first).toMatchObject({ total_elements: 3, total_pages: 2 });
    const second = await list('?page=1&size=2');
    expect(second.content.map((row) => row.name)).toEqual(['Carla Sem Registro']);
    const past = await list('?page=5&size=2');
    expect(past).toEqual({ content: [], total_elements: 3, total_pages: 2 });
    const lowSecond = await list('?adherence=LOW&page=1&size=1');
    expect(lowSecond).toMatchObject({ total_elements: 2, total_pages: 2 });
    expect(lowSecond.content.map((row) => row.name)).toEqual(['Carla Sem Registro']);
  });

  it('another nutritionist’s dashboard, a patient and an administrator get 404; no token gets 401', async () => {
    for (const path of ['dashboard', 'meal-plan-adherence']) {
      const url = `/v1/nutritionists/${ids.nutri}/${path}`;
      for (const token of [tokens.nutri2, tokens.patient, tokens.admin]) {
        const response = await api.request(url, { token });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('Alice');
      }
      expect((await api.request(url)).status).toBe(401);
      // A patient asking with its own id is no nutritionist either.
      expect(
        (await api.request(`/v1/nutritionists/${ids.patientUser}/${path}`, { token: tokens.patient })).status,
      ).toBe(404);
    }
    // nutri2 has its own (empty) dashboard.
    const own = nutritionistDashboardSchema.parse(
      await (await api.request(`/v1/nutritionists/${ids.nutri2}/dashboard`, { token: tokens.nutri2 })).json(),
    );
    expect(own).toMatchObject({
      appointments_today: 1,
      new_patients: 1,
      meal_plan_adherence: { patients: 0, days: 0, followed_days: 0, percentage: null },
    });
  });
});
