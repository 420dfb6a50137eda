// The foods each nutritionist put in her plans, and the household measure she used last for each: her
// 'Recentes', her own foods first in the picker (food-search.ts), and the measure a food opens on.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RecentFoodstuffs } from '@/lib/api/contract';
import { RECENT_FOODSTUFFS_LIMIT } from '@/lib/api/contract/values';
import type { Db } from '../../db/client';
import { foodstuffs, nutritionistFoodUses } from '../../db/schema';
import { selectFoodstuffs, toFoodstuff } from './foodstuffs';

export interface FoodUse {
  foodstuffId: number;
  measureName: string | null;
}

/** Records that she planned these foods now, each in its measure; a food met twice keeps the later one. */
export async function recordFoodUses(db: Db, nutritionistId: number, uses: FoodUse[], now: Date) {
  const byFood = new Map(uses.map((use) => [use.foodstuffId, use]));
  if (byFood.size === 0) return;
  await db
    .insert(nutritionistFoodUses)
    .values(
      [...byFood.values()].map(({ foodstuffId, measureName }) => ({
        nutritionistId,
        foodstuffId,
        measureName,
        usedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [nutritionistFoodUses.nutritionistId, nutritionistFoodUses.foodstuffId],
      set: { measureName: sql`excluded.measure_name`, usedAt: sql`excluded.used_at` },
    });
}

/** GET /v1/nutritionists/{id}/recent-foodstuffs: the foods she planned last, still in the catalogue. */
export async function listRecentFoodstuffs(db: Db, nutritionistId: number): Promise<RecentFoodstuffs> {
  const uses = await db
    .select({ foodstuffId: nutritionistFoodUses.foodstuffId, measureName: nutritionistFoodUses.measureName })
    .from(nutritionistFoodUses)
    .innerJoin(foodstuffs, eq(foodstuffs.id, nutritionistFoodUses.foodstuffId))
    .where(and(eq(nutritionistFoodUses.nutritionistId, nutritionistId), isNull(foodstuffs.archivedAt)))
    .orderBy(desc(nutritionistFoodUses.usedAt), foodstuffs.name, foodstuffs.id)
    .limit(RECENT_FOODSTUFFS_LIMIT);
  if (uses.length === 0) return { recent: [] };
  const rows = await selectFoodstuffs(db).where(
    inArray(
      foodstuffs.id,
      uses.map((use) => use.foodstuffId),
    ),
  );
  const byId = new Map(rows.map((row) => [row.food.id, row]));
  return {
    recent: uses.flatMap((use) => {
      const row = byId.get(use.foodstuffId);
      return row ? [{ foodstuff: toFoodstuff(row), measure_name: use.measureName }] : [];
    }),
  };
}

/** The measure she planned the food in last (null: its own unit), or null if she never planned it. */
export async function lastUsedMeasure(
  db: Db,
  nutritionistId: number,
  foodstuffId: number,
): Promise<{ measure_name: string | null } | null> {
  const [row] = await db
    .select({ measureName: nutritionistFoodUses.measureName })
    .from(nutritionistFoodUses)
    .where(
      and(
        eq(nutritionistFoodUses.nutritionistId, nutritionistId),
        eq(nutritionistFoodUses.foodstuffId, foodstuffId),
      ),
    );
  return row ? { measure_name: row.measureName } : null;
}
