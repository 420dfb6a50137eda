// A food's household measures ('colher de servir', 45 g): read by anyone signed in, replaced as a whole list
// by administrators. Plans keep a copy of the measure they use (name and weight), so nothing here changes a
// saved plan. A measure kept with its weight keeps its source; a new or re-weighed one is the administrator's.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { HouseholdMeasures, ReplaceHouseholdMeasuresRequest } from '@/lib/api/contract';
import { replaceHouseholdMeasuresRequestSchema } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { foodstuffMeasures, foodstuffs } from '../../db/schema';
import { notFound } from '../../errors';

type MeasureRow = typeof foodstuffMeasures.$inferSelect;

function toMeasures(rows: readonly MeasureRow[]): HouseholdMeasures {
  return {
    measures: rows.map((row) => ({ id: row.id, name: row.name, weight: row.weight, source: row.source })),
  };
}

/** 404 unless the food is in the catalogue (not archived); `lock` holds its row until the transaction ends. */
async function assertActiveFood(db: Db, foodstuffId: number, lock = false): Promise<void> {
  const query = db
    .select({ id: foodstuffs.id })
    .from(foodstuffs)
    .where(and(eq(foodstuffs.id, foodstuffId), isNull(foodstuffs.archivedAt)));
  const [food] = lock ? await query.for('update') : await query;
  if (!food) throw notFound('Alimento');
}

function readMeasureRows(db: Db, foodstuffId: number): Promise<MeasureRow[]> {
  return db
    .select()
    .from(foodstuffMeasures)
    .where(eq(foodstuffMeasures.foodstuffId, foodstuffId))
    .orderBy(asc(foodstuffMeasures.position), asc(foodstuffMeasures.id));
}

/** A food's measures, in order, as a proposal in a household measure reads them. */
export async function readMeasuresOf(
  db: Db,
  foodstuffId: number,
): Promise<{ name: string; weight: number }[]> {
  return (await readMeasureRows(db, foodstuffId)).map((row) => ({ name: row.name, weight: row.weight }));
}

/** GET /v1/foodstuffs/{id}/measures: an active food's measures, or 404. */
export async function listHouseholdMeasures(db: Db, foodstuffId: number): Promise<HouseholdMeasures> {
  await assertActiveFood(db, foodstuffId);
  return toMeasures(await readMeasureRows(db, foodstuffId));
}

/** PUT /v1/foodstuffs/{id}/measures: the food's whole list again, in the order given. */
export async function replaceHouseholdMeasures(
  db: Db,
  foodstuffId: number,
  body: ReplaceHouseholdMeasuresRequest,
): Promise<HouseholdMeasures> {
  const input = replaceHouseholdMeasuresRequestSchema.parse(body);
  await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    // Two administrators saving the same food at once: one list wins whole, never a mix of both.
    await assertActiveFood(tx, foodstuffId, true);
    const before = new Map((await readMeasureRows(tx, foodstuffId)).map((row) => [row.id, row]));
    await tx.delete(foodstuffMeasures).where(eq(foodstuffMeasures.foodstuffId, foodstuffId));
    if (input.measures.length === 0) return;
    await tx.insert(foodstuffMeasures).values(
      input.measures.map((measure, position) => {
        const kept = measure.id ? before.get(measure.id) : undefined;
        const source = kept && kept.weight === measure.weight ? kept.source : null;
        return { foodstuffId, name: measure.name, weight: measure.weight, source, position };
      }),
    );
  });
  return toMeasures(await readMeasureRows(db, foodstuffId));
}
