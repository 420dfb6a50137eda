// The substitutions of planned foods as plans show them, and how a plan save keeps them: a save replaces the
// plan's rows, keeping the ids of the foods it keeps, so it reads their substitutions first and puts them
// back (with their own ids) under the foods still there.
import { inArray } from 'drizzle-orm';
import type { MealPlanSubstitution } from '@/lib/api/contract';
import type { Db } from '../../db/client';
import { mealPlanSubstitutions } from '../../db/schema';
import { keptValuesOf, type PlanCatalogueFood, toPlanFoodstuff } from './meal-plan-foods';

export type SubstitutionRow = typeof mealPlanSubstitutions.$inferSelect;
/** A substitution as a copied food brings it from its template or plan, for the new food to hold. */
export type SubstitutionCopy = Omit<SubstitutionRow, 'id' | 'mealPlanFoodstuffId'>;

/** A stored substitution in the contract's shape, with the values it kept. */
export function toSubstitution(
  row: typeof mealPlanSubstitutions.$inferSelect,
  food: PlanCatalogueFood,
  photoUrl: string | null,
): MealPlanSubstitution {
  return {
    id: row.id,
    foodstuff_id: row.foodstuffId,
    basis: row.basis,
    baseline_weight: row.baselineWeight,
    quantity: row.quantity,
    measure_name: row.measureName,
    amount_origin: row.amountOrigin,
    confirmed: confirmedOf(row),
    foodstuff: toPlanFoodstuff(row, food, photoUrl),
  };
}

/** The figures a non-equivalent alternative was confirmed for, where it was. */
export function confirmedOf(row: Pick<SubstitutionRow, 'confirmedFoodValue' | 'confirmedAlternativeValue'>) {
  return row.confirmedFoodValue === null || row.confirmedAlternativeValue === null
    ? null
    : { food_value: row.confirmedFoodValue, alternative_value: row.confirmedAlternativeValue };
}

/** The stored columns of how an alternative's amounts were made, from the contract's fields. */
export function originColumns(input: {
  amount_origin?: MealPlanSubstitution['amount_origin'] | null;
  confirmed?: MealPlanSubstitution['confirmed'];
}) {
  return {
    amountOrigin: input.amount_origin ?? 'TYPED',
    confirmedFoodValue: input.confirmed?.food_value ?? null,
    confirmedAlternativeValue: input.confirmed?.alternative_value ?? null,
  };
}

/** A substitution as a plan, a version or a template shows it, to be held by a food copied from there. */
export function toSubstitutionCopy(substitution: MealPlanSubstitution): SubstitutionCopy {
  return {
    foodstuffId: substitution.foodstuff_id,
    basis: substitution.basis,
    baselineWeight: substitution.baseline_weight,
    quantity: substitution.quantity,
    measureName: substitution.measure_name ?? null,
    ...originColumns(substitution),
    ...keptValuesOf(substitution.foodstuff),
  };
}

/** The stored rows of the foods' substitutions, before a save replaces the foods. */
export function readSubstitutionRows(db: Db, foodIds: readonly number[]): Promise<SubstitutionRow[]> {
  if (foodIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(mealPlanSubstitutions)
    .where(inArray(mealPlanSubstitutions.mealPlanFoodstuffId, [...foodIds]));
}

/** Puts back the substitutions of the foods the save kept; those of foods it left out go with them. */
export async function restoreSubstitutionRows(
  db: Db,
  rows: readonly SubstitutionRow[],
  keptFoodIds: ReadonlySet<number>,
): Promise<void> {
  const kept = rows.filter((row) => keptFoodIds.has(row.mealPlanFoodstuffId));
  if (kept.length > 0) await db.insert(mealPlanSubstitutions).values(kept);
}

/** The copied food's substitutions under its new row, with the values its source kept. */
export async function insertSubstitutionCopies(
  db: Db,
  foodId: number,
  copies: readonly SubstitutionCopy[],
): Promise<void> {
  if (copies.length === 0) return;
  await db
    .insert(mealPlanSubstitutions)
    .values(copies.map((copy) => ({ ...copy, mealPlanFoodstuffId: foodId })));
}
