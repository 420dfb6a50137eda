import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type AnyColumn, and, count, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/upstream/src/db/client';
import {
  appointments,
  avatarPhotos,
  brands,
  cfnRegistry,
  foodGroupEnum,
  foodstuffPhotos,
  foodstuffs,
  mealFoodstuffs,
  mealPeriods,
  mealPlanFoodstuffs,
  mealPlans,
  meals,
  notifications,
  nutritionistDetails,
  nutritionistPatients,
  specializations,
  userRoles,
  users,
  weekAvailability,
} from '@/upstream/src/db/schema';
import { verifyPassword } from '@/upstream/src/infra/passwords';
import { FREE_CFN_REGISTRATIONS, seedCatalogue, seedDatabase } from '@/upstream/src/seed';
import { isValidEan13 } from '@/upstream/src/seed/ean13';
import { createTestDatabase } from './helpers/database';

// A fixed clock keeps every relative date in the demo data (plans, appointments, logs) reproducible.
const NOW = new Date('2025-03-12T18:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const publicFolder = fileURLToPath(new URL('../../public', import.meta.url));

const SEEDED_TABLES = {
  users,
  userRoles,
  foodstuffs,
  brands,
  foodstuffPhotos,
  avatarPhotos,
  meals,
  mealFoodstuffs,
  mealPlans,
  appointments,
  weekAvailability,
  notifications,
  nutritionistPatients,
  cfnRegistry,
  specializations,
};

describe('seedCatalogue', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
  });
  afterAll(() => database.close());

  it('imports all 597 TACO foods in grams per 100 g, plus branded foods', async () => {
    const [taco] = await database.db
      .select({ total: count() })
      .from(foodstuffs)
      .where(isNotNull(foodstuffs.tacoNumber));
    expect(taco?.total).toBe(597);
    const units = await database.db
      .selectDistinct({ unit: foodstuffs.unitOfMeasurement, weight: foodstuffs.baselineWeight })
      .from(foodstuffs)
      .where(isNotNull(foodstuffs.tacoNumber));
    expect(units).toEqual([{ unit: 'GRAMS', weight: 100 }]);
  });

  it('stores NULL where TACO says NA and 0 where it says trace', async () => {
    // 458 "Leite, de vaca, integral": energy, protein, lipids and carbohydrate are NA; sodium is 64 mg.
    const [milk] = await database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 458));
    expect(milk?.name).toBe('Leite, de vaca, integral');
    expect(milk?.calories).toBeNull();
    expect(milk?.proteins).toBeNull();
    expect(milk?.sodium).toBe(64);
    // 182 "Banana, prata, crua": sodium is a trace (1e-05).
    const [banana] = await database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 182));
    expect(banana).toMatchObject({ name: 'Banana, prata, crua', sodium: 0, calories: 98, fats: 0.1 });
  });

  it('keeps as many unknown (NULL) values per nutrient as TACO has NA or blank cells', async () => {
    // Counted in seed/data/taco/alimentos.csv (tests/unit/taco-import.test.ts checks them cell by cell).
    const unknownOf = async (column: AnyColumn) =>
      (
        await database.db
          .select({ total: count() })
          .from(foodstuffs)
          .where(and(isNotNull(foodstuffs.tacoNumber), sql`${column} is null`))
      )[0]?.total;
    expect({
      calories: await unknownOf(foodstuffs.calories),
      proteins: await unknownOf(foodstuffs.proteins),
      carbohydrates: await unknownOf(foodstuffs.carbohydrates),
      fats: await unknownOf(foodstuffs.fats),
      fiber: await unknownOf(foodstuffs.fiber),
      sodium: await unknownOf(foodstuffs.sodium),
    }).toEqual({ calories: 6, proteins: 15, carbohydrates: 15, fats: 7, fiber: 235, sodium: 10 });
  });

  it('puts every food in one of the specification groups, eggs and fish with meats', async () => {
    const groups = await database.db.selectDistinct({ group: foodstuffs.group }).from(foodstuffs);
    for (const { group } of groups) expect(foodGroupEnum.enumValues).toContain(group);
    const groupOf = async (tacoNumber: number) =>
      (await database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, tacoNumber)))[0]?.group;
    expect(await groupOf(488)).toBe('MEATS'); // Ovo, de galinha, inteiro, cozido
    expect(await groupOf(317)).toBe('MEATS'); // Salmão, grelhado
    expect(await groupOf(561)).toBe('LEGUMES'); // Feijão, carioca, cozido
    expect(await groupOf(100)).toBe('VEGETABLES'); // Brócolis, cozido
    expect(await groupOf(478)).toBe('BEVERAGES'); // Coco, água de: not plain water
  });

  it('gives branded foods valid, unique EAN-13 barcodes and every kind of unit', async () => {
    const branded = await database.db.select().from(foodstuffs).where(isNotNull(foodstuffs.barcode));
    expect(branded.length).toBeGreaterThanOrEqual(10);
    for (const food of branded) {
      expect(isValidEan13(food.barcode ?? '')).toBe(true);
      expect(food.brandId).not.toBeNull();
    }
    expect(new Set(branded.map((food) => food.barcode)).size).toBe(branded.length);
    expect(new Set(branded.map((food) => food.unitOfMeasurement))).toEqual(
      new Set(['GRAMS', 'MILLILITERS', 'UNITS']),
    );
    expect(branded.some((food) => food.group === 'WATER')).toBe(true);
  });

  it('attaches shipped photos whose files exist', async () => {
    const photos = await database.db.select().from(foodstuffPhotos);
    expect(photos.length).toBeGreaterThanOrEqual(6);
    for (const photo of photos) {
      expect(photo.url).toMatch(/^\/foods\/[a-z-]+\.svg$/);
      expect(photo.tags).not.toBe('');
      expect(existsSync(`${publicFolder}${photo.url}`)).toBe(true);
    }
    const [apple] = await database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 222));
    expect(photos.find((photo) => photo.id === apple?.photoId)?.url).toBe('/foods/apple.svg');
  });

  it('does nothing the second time', async () => {
    await seedCatalogue(database.db);
    const [all] = await database.db.select({ total: count() }).from(foodstuffs);
    expect(all?.total).toBe(609);
  });
});

describe('seedDatabase', () => {
  let database: Database;
  let firstRun: { seeded: boolean };
  beforeAll(async () => {
    database = await createTestDatabase();
    firstRun = await seedDatabase(database.db, { now: NOW });
  });
  afterAll(() => database.close());

  const userByEmail = async (email: string) => {
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`${email} was not seeded`);
    return user;
  };
  const patientIdsOf = async (nutritionistId: number) =>
    (
      await database.db
        .select({ id: nutritionistPatients.patientId })
        .from(nutritionistPatients)
        .where(eq(nutritionistPatients.nutritionistId, nutritionistId))
    ).map((row) => row.id);

  it('signs in the four demo accounts with their passwords and roles', async () => {
    expect(firstRun).toEqual({ seeded: true });
    const accounts = [
      ['admin@nutri.test', 'Admin1234', 'ROLE_ADMIN'],
      ['nutri@nutri.test', 'Nutri1234', 'ROLE_NUTRITIONIST'],
      ['nutri2@nutri.test', 'Nutri1234', 'ROLE_NUTRITIONIST'],
      ['paciente@nutri.test', 'Paciente1234', 'ROLE_USER'],
    ] as const;
    for (const [email, password, role] of accounts) {
      const user = await userByEmail(email);
      expect(await verifyPassword(user.passwordHash, password)).toBe(true);
      expect(await verifyPassword(user.passwordHash, 'wrong-password')).toBe(false);
      expect(user.mainRole).toBe(role);
      const roles = await database.db.select().from(userRoles).where(eq(userRoles.userId, user.id));
      expect(roles.map((row) => row.role)).toEqual([role]);
    }
  });

  it('gives nutri at least 10 patients, each with meals logged in the last 90 days', async () => {
    const nutri = await userByEmail('nutri@nutri.test');
    const patientIds = await patientIdsOf(nutri.id);
    expect(patientIds.length).toBeGreaterThanOrEqual(12);
    const perPatient = await database.db
      .select({ userId: meals.userId, total: count() })
      .from(meals)
      .where(
        and(
          inArray(meals.userId, patientIds),
          gte(meals.dateTime, new Date(NOW.getTime() - 90 * DAY_MS)),
          lt(meals.dateTime, NOW),
        ),
      )
      .groupBy(meals.userId);
    expect(perPatient).toHaveLength(patientIds.length);
    for (const { total } of perPatient) expect(total).toBeGreaterThan(100);
    const [future] = await database.db.select({ total: count() }).from(meals).where(gte(meals.dateTime, NOW));
    expect(future?.total).toBe(0);
  });

  it('snapshots meal nutrients as nutrient × quantity / baseline weight, unknown where the food has none', async () => {
    const per = (nutrient: AnyColumn, snapshot: AnyColumn) =>
      sql`(${snapshot} is null) <> (${nutrient} is null)
        or abs(${snapshot} - ${nutrient} * ${mealFoodstuffs.quantity} / ${foodstuffs.baselineWeight}) > 0.001`;
    const mismatches = await database.db
      .select({ id: mealFoodstuffs.id })
      .from(mealFoodstuffs)
      .innerJoin(foodstuffs, eq(foodstuffs.id, mealFoodstuffs.foodstuffId))
      .where(
        or(
          per(foodstuffs.calories, mealFoodstuffs.calories),
          per(foodstuffs.proteins, mealFoodstuffs.proteins),
          per(foodstuffs.carbohydrates, mealFoodstuffs.carbohydrates),
          per(foodstuffs.sodium, mealFoodstuffs.sodium),
          per(foodstuffs.fiber, mealFoodstuffs.fiber),
          per(foodstuffs.fats, mealFoodstuffs.fats),
        ),
      );
    expect(mismatches).toHaveLength(0);
    const [snapshots] = await database.db.select({ total: count() }).from(mealFoodstuffs);
    expect(snapshots?.total).toBeGreaterThan(1000);
  });

  it('logs breakfast, lunch and dinner at their usual São Paulo times', async () => {
    const hours = await database.db
      .selectDistinct({
        hour: sql`extract(hour from ${meals.dateTime} at time zone 'America/Sao_Paulo')`.mapWith(Number),
      })
      .from(meals);
    const seen = hours.map((row) => row.hour);
    expect(seen).toEqual(expect.arrayContaining([7, 12, 19]));
    expect(seen.every((hour) => (hour >= 6 && hour <= 8) || (hour >= 11 && hour <= 20))).toBe(true);
  });

  it('gives nutri2 three patients of its own', async () => {
    const nutri = await userByEmail('nutri@nutri.test');
    const nutri2 = await userByEmail('nutri2@nutri.test');
    const mine = await patientIdsOf(nutri2.id);
    expect(mine).toHaveLength(3);
    const theirs = await patientIdsOf(nutri.id);
    expect(mine.filter((id) => theirs.includes(id))).toEqual([]);
    const [logged] = await database.db
      .select({ total: count() })
      .from(meals)
      .where(inArray(meals.userId, mine));
    expect(logged?.total).toBeGreaterThan(0);
  });

  it('gives paciente one ACTIVE plan from today to three months on, with 4–5 periods of 2–3 foods', async () => {
    const patient = await userByEmail('paciente@nutri.test');
    const plans = await database.db.select().from(mealPlans).where(eq(mealPlans.patientId, patient.id));
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ status: 'ACTIVE', startDate: '2024-12-13', endDate: '2025-06-12' });
    const periods = await database.db
      .select({ id: mealPeriods.id, foods: count(mealPlanFoodstuffs.id) })
      .from(mealPeriods)
      .leftJoin(mealPlanFoodstuffs, eq(mealPlanFoodstuffs.mealPeriodId, mealPeriods.id))
      .where(eq(mealPeriods.mealPlanId, plans[0]?.id ?? 0))
      .groupBy(mealPeriods.id);
    expect(periods.length).toBeGreaterThanOrEqual(4);
    expect(periods.length).toBeLessThanOrEqual(5);
    for (const period of periods) expect([2, 3]).toContain(period.foods);
    const [inactive] = await database.db
      .select({ total: count() })
      .from(mealPlans)
      .where(eq(mealPlans.status, 'INACTIVE'));
    expect(inactive?.total).toBe(1);
  });

  it("puts six of nutri's patients on an ACTIVE plan, some following it and some not", async () => {
    const active = await database.db
      .select({ patientId: mealPlans.patientId })
      .from(mealPlans)
      .where(eq(mealPlans.status, 'ACTIVE'));
    expect(active).toHaveLength(6);
    const nutri = await userByEmail('nutri@nutri.test');
    const theirs = await patientIdsOf(nutri.id);
    for (const { patientId } of active) expect(theirs).toContain(patientId);
  });

  it('books a future CONFIRMED and a CANCELED 50-minute appointment for nutri', async () => {
    const nutri = await userByEmail('nutri@nutri.test');
    const booked = await database.db
      .select()
      .from(appointments)
      .where(eq(appointments.nutritionistId, nutri.id));
    expect(booked.length).toBeGreaterThanOrEqual(4);
    expect(booked.some((item) => item.status === 'CONFIRMED' && item.startDateTime > NOW)).toBe(true);
    expect(booked.some((item) => item.status === 'CANCELED')).toBe(true);
    expect(booked.some((item) => item.startDateTime < NOW)).toBe(true);
    for (const item of booked) {
      expect(item.endDateTime.getTime() - item.startDateTime.getTime()).toBe(50 * 60 * 1000);
    }
  });

  it('lists 20 avatars of both genders whose files exist', async () => {
    const avatars = await database.db.select().from(avatarPhotos);
    expect(avatars).toHaveLength(20);
    expect(avatars.filter((avatar) => avatar.gender === 'FEMALE')).toHaveLength(10);
    for (const avatar of avatars) expect(existsSync(`${publicFolder}${avatar.url}`)).toBe(true);
  });

  it('keeps the free CFN registrations unused', async () => {
    const used = await database.db
      .select({ crn: nutritionistDetails.crn, registrationNumber: nutritionistDetails.registrationNumber })
      .from(nutritionistDetails);
    expect(used).toHaveLength(2);
    for (const free of FREE_CFN_REGISTRATIONS) expect(used).not.toContainEqual(free);
  });

  it('does nothing when run again', async () => {
    const countRows = async () => {
      const totals: Record<string, number> = {};
      for (const [name, table] of Object.entries(SEEDED_TABLES)) {
        const [row] = await database.db.select({ total: count() }).from(table);
        totals[name] = row?.total ?? 0;
      }
      return totals;
    };
    const before = await countRows();
    expect(await seedDatabase(database.db, { now: new Date() })).toEqual({ seeded: false });
    expect(await countRows()).toEqual(before);
  });
});
