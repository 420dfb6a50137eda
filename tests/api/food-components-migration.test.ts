// Migration 0037 on a database from before it: the TACO foods get the components the seed now gives, a
// food an administrator made keeps none (unknown), and a plan kept before keeps its saved values with its
// components unknown, never zero.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type PgliteDatabase } from '@/upstream/src/db/client';
import { readTacoFoodstuffs } from '@/upstream/src/seed/taco';

const MIGRATIONS = fileURLToPath(new URL('../../upstream/src/db/migrations', import.meta.url));

/** A copy of the migrations folder that stops before `tag`, and one with all of them. */
function migrationsUpTo(tag: string | null): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  cpSync(MIGRATIONS, folder, { recursive: true });
  if (tag === null) return folder;
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }));
  return folder;
}

type Rows<T> = { rows: T[] };

describe('migration 0037: food components', () => {
  let database: PgliteDatabase;
  const run = async <T>(query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as Rows<T>).rows;

  beforeAll(async () => {
    database = await openPglite();
    const migrator = database.db as unknown as Parameters<typeof migrate>[0];
    await migrate(migrator, { migrationsFolder: migrationsUpTo('0037_food_components') });
    // Raw SQL: the schema module describes today's tables, with columns a database of 0036 lacks.
    for (const food of readTacoFoodstuffs().filter((row) => [1, 214].includes(row.tacoNumber ?? 0))) {
      await run(sql`insert into foodstuffs (name, "group", unit_of_measurement, baseline_weight, calories,
        proteins, carbohydrates, sodium, fiber, fats, taco_number)
        values (${food.name}, ${food.group}, 'GRAMS', 100, ${food.calories}, ${food.proteins},
        ${food.carbohydrates}, ${food.sodium}, ${food.fiber}, ${food.fats}, ${food.tacoNumber})`);
    }
    await run(sql`insert into foodstuffs (name, "group", unit_of_measurement, baseline_weight, calories,
      proteins, carbohydrates, sodium, fiber, fats) values ('Pão caseiro', 'GRAINS', 'GRAMS', 100, 280, 8, 55, 500, 2, 3)`);
    const [nutri] = await run<{ id: number }>(
      sql`insert into users (name, email, main_role) values ('Nutri', 'n@t.test', 'ROLE_NUTRITIONIST') returning id`,
    );
    const [patient] = await run<{ id: number }>(
      sql`insert into users (name, email, main_role) values ('Ana', 'a@t.test', 'ROLE_USER') returning id`,
    );
    const [plan] = await run<{ id: number }>(
      sql`insert into meal_plans (nutritionist_id, patient_id, start_date, end_date)
          values (${nutri!.id}, ${patient!.id}, '2026-11-01', '2027-01-31') returning id`,
    );
    const [period] = await run<{ id: number }>(
      sql`insert into meal_periods (meal_plan_id, period) values (${plan!.id}, 'LUNCH') returning id`,
    );
    await run(sql`insert into meal_plan_foodstuffs (meal_period_id, foodstuff_id, baseline_weight, quantity,
          unit_of_measurement, reference_weight, calories, proteins, carbohydrates, sodium, fiber, fats)
        select ${period!.id}, id, 150, 1, 'GRAMS', 100, calories, proteins, carbohydrates, sodium, fiber, fats
        from foodstuffs where taco_number = 1`);
    await migrate(migrator, { migrationsFolder: migrationsUpTo(null) });
  });
  afterAll(() => database.close());

  it("gives the TACO foods the seed's components, traces as 'trace'", async () => {
    const rows = await run<{ taco_number: number; components: Record<string, unknown> }>(
      sql`select taco_number, components from foodstuffs where taco_number is not null order by taco_number`,
    );
    const seed = new Map(readTacoFoodstuffs().map((food) => [food.tacoNumber, food.components]));
    expect(rows.map((row) => [row.taco_number, row.components])).toEqual([
      [1, seed.get(1)],
      [214, seed.get(214)],
    ]);
    expect(rows[0]?.components).toMatchObject({ calcium: 5, riboflavin: 'trace', saturated_fat: 0.3 });
    expect(rows[0]?.components).not.toHaveProperty('vitamin_c');
  });

  it('leaves a food of its own with no components: unknown, not zero', async () => {
    const [bread] = await run<{ components: unknown }>(
      sql`select components from foodstuffs where name = 'Pão caseiro'`,
    );
    expect(bread?.components).toEqual({});
  });

  it('keeps a plan saved before with its values, and its components unknown (null)', async () => {
    const [kept] = await run<{ calories: string; components: unknown }>(
      sql`select calories::text, components from meal_plan_foodstuffs`,
    );
    expect(kept).toEqual({ calories: '124.000', components: null });
  });
});
