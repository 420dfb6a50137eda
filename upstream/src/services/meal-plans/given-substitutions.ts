// The alternatives a plan save gives its foods (a food's `substitutions`, sent when the editor changed them):
// each the nutritionist kept from the food's own keeps the values it was added with; each new one is a
// catalogue food with today's values. A food without `substitutions` is left to the save's other rules.
import { inArray } from 'drizzle-orm';
import type { MealPlanPeriodInput } from '@/lib/api/contract';
import { isValidPlanBaselineWeight, isValidPlanQuantity } from '@/lib/rules/meal-plan-rules';
import { roundToThousandths } from '@/lib/rules/stored-amounts';
import type { Db } from '../../db/client';
import { foodstuffs } from '../../db/schema';
import { copyFoodValues } from './meal-plan-foods';
import { refuse, refuseArchived } from './plan-refusals';
import { originColumns, type SubstitutionCopy, type SubstitutionRow } from './substitution-rows';

/**
 * For each food of each period, the alternatives its `substitutions` give, or undefined where it gives none.
 * `held` are the stored substitutions of the plan's foods (a kept food's own, by their ids).
 */
export async function resolveGivenSubstitutions(
  tx: Db,
  periods: readonly MealPlanPeriodInput[],
  held: readonly SubstitutionRow[],
): Promise<(SubstitutionCopy[] | undefined)[][]> {
  const given = periods.flatMap((period) =>
    period.meal_foodstuffs.flatMap((food) => food.substitutions ?? []),
  );
  const catalogueIds = [...new Set(given.map((entry) => entry.foodstuff_id))];
  const catalogue = new Map(
    catalogueIds.length === 0
      ? []
      : (await tx.select().from(foodstuffs).where(inArray(foodstuffs.id, catalogueIds))).map((food) => [
          food.id,
          food,
        ]),
  );
  return periods.map((period) =>
    period.meal_foodstuffs.map((food) => {
      if (food.substitutions === undefined) return undefined;
      return food.substitutions.map((entry): SubstitutionCopy => {
        const quantity = roundToThousandths(entry.quantity);
        const baselineWeight = roundToThousandths(entry.baseline_weight);
        if (!isValidPlanQuantity(quantity)) throw refuse('INVALID_QUANTITY');
        if (!isValidPlanBaselineWeight(baselineWeight)) throw refuse('INVALID_BASELINE_WEIGHT');
        const amounts = {
          basis: entry.basis,
          quantity,
          baselineWeight,
          measureName: entry.measure_name ?? null,
          ...originColumns(entry),
        };
        // One of the food's own: as it was added, even if the catalogue changed or archived it since.
        const own = entry.id
          ? held.find(
              (row) =>
                row.id === entry.id &&
                row.mealPlanFoodstuffId === food.id &&
                row.foodstuffId === entry.foodstuff_id,
            )
          : undefined;
        if (own) {
          const { id: _, mealPlanFoodstuffId: __, ...values } = own;
          return { ...values, ...amounts };
        }
        const alternative = catalogue.get(entry.foodstuff_id);
        if (!alternative) throw refuse('UNKNOWN_FOODSTUFF');
        if (alternative.archivedAt !== null) throw refuseArchived(alternative.name);
        return { ...copyFoodValues(alternative), foodstuffId: alternative.id, ...amounts };
      });
    }),
  );
}
