// Migration 0014 on a database from before it, where unknown nutrients had become 0: the TACO foods get NULL
// back where the table says NA or blank, and so do the values plans and logs kept of them; traces, real
// values and values an administrator typed stay as they are.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MealPlanPeriod } from '@/lib/api/contract';
import { openPglite, type PgliteDatabase } from '@/upstream/src/db/client';
import {
  foodstuffs,
  mealFoodstuffs,
  mealPlanFoodstuffs,
  mealPlanVersions,
  meals,
} from '@/upstream/src/db/schema';
import { readTacoFoodstuffs } from '@/upstream/src/seed/taco';
import { WHOLE_MILK_NUTRIENTS } from '../fixtures/requests';

const MIGRATIONS = fileURLToPath(new URL('../../upstream/src/db/migrations', import.meta.url));
const NUTRIENTS = ['calories', 'proteins', 'carbohydrates', 'sodium', 'fiber', 'fats'] as const;

/** A copy of the migrations folder that stops before `tag`: the schema as a database made before it has. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  if (stop < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

const zeros = { calories: 0, proteins: 0, carbohydrates: 0, sodium: 0, fiber: 0, fats: 0 };

describe('migration 0014: unknown nutrients stay null', () => {
  let database: PgliteDatabase;
  let folder: string;
  const ids = { milk: 0, rice: 0, coconut: 0 };

  beforeAll(async () => {
    folder = migrationsBefore('0014_unknown_nutrients_stay_null');
    database = await openPglite();
    await migrate(database.db as unknown as Parameters<typeof migrate>[0], { migrationsFolder: folder });
    const { db } = database;

    // The catalogue as an importer that wrote NA as 0 left it; an administrator since typed the sodium of
    // 'Coco, verde, cru' (NA in TACO).
    // Raw SQL throughout: the schema module describes today's foodstuffs, with columns a database of 0013 lacks.
    for (const food of readTacoFoodstuffs()) {
      await db.execute(sql`insert into foodstuffs (name, "group", unit_of_measurement, baseline_weight, calories,
        proteins, carbohydrates, sodium, fiber, fats, taco_number)
        values (${food.name}, ${food.group}, ${food.unitOfMeasurement}, ${food.baselineWeight}, ${food.calories},
        ${food.proteins}, ${food.carbohydrates}, ${food.sodium}, ${food.fiber}, ${food.fats}, ${food.tacoNumber})`);
    }
    await db.execute(sql`update foodstuffs set calories = coalesce(calories, 0), proteins = coalesce(proteins, 0),
      carbohydrates = coalesce(carbohydrates, 0), sodium = coalesce(sodium, 0), fiber = coalesce(fiber, 0),
      fats = coalesce(fats, 0)`);
    const byNumber = async (tacoNumber: number) =>
      (
        await db.select({ id: foodstuffs.id }).from(foodstuffs).where(eq(foodstuffs.tacoNumber, tacoNumber))
      )[0]!.id;
    ids.milk = await byNumber(458);
    ids.rice = await byNumber(1);
    ids.coconut = await byNumber(591);
    await db.update(foodstuffs).set({ sodium: 12 }).where(eq(foodstuffs.id, ids.coconut));

    // Raw SQL: the schema module describes today's tables, which have columns a database of 0013 lacks.
    const insertUser = async (name: string, email: string, role: string) =>
      (
        (await db.execute(
          sql`insert into users (name, email, main_role) values (${name}, ${email}, ${role}) returning id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0];
    const patient = await insertUser('Paciente', 'p@t.test', 'ROLE_USER');
    const nutritionist = await insertUser('Nutri', 'n@t.test', 'ROLE_NUTRITIONIST');
    // 200 g of milk and 100 g of rice, logged and planned with the zeros of the catalogue then.
    const [meal] = await db
      .insert(meals)
      .values({ userId: patient!.id, dateTime: new Date('2025-03-01T10:00:00Z') })
      .returning({ id: meals.id });
    const rice = { calories: 124, proteins: 2.6, carbohydrates: 25.8, sodium: 1, fiber: 2.7, fats: 1 };
    await db.insert(mealFoodstuffs).values([
      { mealId: meal!.id, foodstuffId: ids.milk, quantity: 200, ...zeros, sodium: 128 },
      { mealId: meal!.id, foodstuffId: ids.rice, quantity: 100, ...rice },
    ]);
    // Raw SQL: the schema module describes today's tables, which have columns a database of 0013 lacks.
    const plan = (
      (await db.execute(
        sql`insert into meal_plans (nutritionist_id, patient_id, start_date, end_date)
            values (${nutritionist!.id}, ${patient!.id}, '2025-03-01', '2025-06-01') returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows[0];
    const period = (
      (await db.execute(
        sql`insert into meal_periods (meal_plan_id, period) values (${plan!.id}, 'BREAKFAST') returning id`,
      )) as unknown as { rows: { id: number }[] }
    ).rows[0];
    const planned = (foodstuffId: number, values: typeof zeros) =>
      db.execute(
        sql`insert into meal_plan_foodstuffs (meal_period_id, foodstuff_id, baseline_weight, quantity,
              unit_of_measurement, reference_weight, calories, proteins, carbohydrates, sodium, fiber, fats)
            values (${period!.id}, ${foodstuffId}, 200, 1, 'GRAMS', 100, ${values.calories}, ${values.proteins},
              ${values.carbohydrates}, ${values.sodium}, ${values.fiber}, ${values.fats})`,
      );
    await planned(ids.milk, { ...zeros, sodium: 64 });
    await planned(ids.rice, rice);
    const planFood = (id: number, foodstuffId: number, name: string, values: typeof zeros) => ({
      id,
      foodstuff_id: foodstuffId,
      baseline_weight: 200,
      quantity: 1,
      foodstuff: {
        id: foodstuffId,
        name,
        photo_url: null,
        group: 'DAIRY' as const,
        unit_of_measurement: 'GRAMS' as const,
        baseline_weight: 100,
        nutrition_information: values,
        archived: false,
        catalogue_changed: false,
      },
    });
    // A version kept then: its periods have no time nor notes (0016).
    const version: Omit<MealPlanPeriod, 'time' | 'notes'>[] = [
      {
        id: period!.id,
        period: 'BREAKFAST',
        meal_foodstuffs: [
          planFood(1, ids.milk, 'Leite, de vaca, integral', { ...zeros, sodium: 64 }),
          planFood(2, ids.rice, 'Arroz, integral, cozido', rice),
        ],
      },
    ];
    await db.execute(
      sql`insert into meal_plan_versions (meal_plan_id, replaced_at, start_date, end_date, meal_periods)
          values (${plan!.id}, '2025-03-02T10:00:00Z', '2025-03-01', '2025-06-01', ${JSON.stringify(version)}::jsonb)`,
    );

    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('gives the TACO foods NULL again wherever the table says NA or blank, and only there', async () => {
    const unknownOf = async (nutrient: (typeof NUTRIENTS)[number]) =>
      (
        await database.db
          .select({ total: sql<number>`count(*)::int` })
          .from(foodstuffs)
          .where(sql`${foodstuffs[nutrient]} is null`)
      )[0]?.total;
    // As many as the table's NA and blank cells (tests/unit/taco-import.test.ts), but the sodium typed since.
    expect({
      calories: await unknownOf('calories'),
      proteins: await unknownOf('proteins'),
      carbohydrates: await unknownOf('carbohydrates'),
      fats: await unknownOf('fats'),
      fiber: await unknownOf('fiber'),
      sodium: await unknownOf('sodium'),
    }).toEqual({ calories: 6, proteins: 15, carbohydrates: 15, fats: 7, fiber: 235, sodium: 9 });
    const [coconut] = await database.db.select().from(foodstuffs).where(eq(foodstuffs.id, ids.coconut));
    expect(coconut).toMatchObject({ calories: null, sodium: 12 });
    // 182 Banana, prata, crua: its sodium is a trace, a real 0.
    const [banana] = await database.db.select().from(foodstuffs).where(eq(foodstuffs.tacoNumber, 182));
    expect(banana?.sodium).toBe(0);
  });

  it("gives a logged food and a plan's kept food NULL where the catalogue now has none", async () => {
    const logged = await database.db.select().from(mealFoodstuffs).orderBy(mealFoodstuffs.id);
    expect(
      logged.map(({ calories, proteins, fats, sodium }) => ({ calories, proteins, fats, sodium })),
    ).toEqual([
      { calories: null, proteins: null, fats: null, sodium: 128 },
      { calories: 124, proteins: 2.6, fats: 1, sodium: 1 },
    ]);
    const planned = await database.db.select().from(mealPlanFoodstuffs).orderBy(mealPlanFoodstuffs.id);
    expect(
      planned.map(({ calories, carbohydrates, sodium }) => ({ calories, carbohydrates, sodium })),
    ).toEqual([
      { calories: null, carbohydrates: null, sodium: 64 },
      { calories: 124, carbohydrates: 25.8, sodium: 1 },
    ]);
  });

  it("gives the foods of a plan's earlier versions NULL likewise, the rest of each version untouched", async () => {
    const [version] = await database.db.select().from(mealPlanVersions);
    const foods = version!.mealPeriods[0]!.meal_foodstuffs;
    expect(foods.map((food) => food.foodstuff.name)).toEqual([
      'Leite, de vaca, integral',
      'Arroz, integral, cozido',
    ]);
    expect(foods[0]!.foodstuff.nutrition_information).toEqual(WHOLE_MILK_NUTRIENTS);
    expect(foods[1]!.foodstuff.nutrition_information).toMatchObject({ calories: 124, fiber: 2.7 });
    expect(foods[0]).toMatchObject({ baseline_weight: 200, quantity: 1 });
  });

  it('lets a logged food keep an unknown nutrient as NULL from now on', async () => {
    const [meal] = await database.db.select({ id: meals.id }).from(meals);
    const [row] = await database.db
      .insert(mealFoodstuffs)
      .values({
        mealId: meal!.id,
        foodstuffId: ids.milk,
        quantity: 100,
        ...zeros,
        calories: null,
        sodium: 64,
      })
      .returning();
    expect(row?.calories).toBeNull();
  });
});
