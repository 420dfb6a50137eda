// How much of each nutrient a quantity of a food holds: one rule for the meal log, the meal plan, the
// seed's demo data and the database's sums alike.
import { sql } from 'drizzle-orm';
import { mapNutrients, type Nutrient } from '@/lib/rules/nutrients';
import { roundToThousandths } from '@/lib/rules/stored-amounts';
import type { foodstuffs } from '../../db/schema';

export type NutrientSource = Pick<
  typeof foodstuffs.$inferSelect,
  'unitOfMeasurement' | 'baselineWeight' | Nutrient
>;

/** Null where the food has no value of the nutrient (not analysed): unknown, never 0. */
export type Nutrients = Record<Nutrient, number | null>;

/**
 * Nutrients of a logged `quantity` of a food: a count of units for UNITS foods (whose nutrients are per
 * unit, spec 1 §4 conversion), else an amount in the food's own unit. Unknown (NA) nutrients stay unknown.
 */
export function computeLoggedNutrients(food: NutrientSource, quantity: number): Nutrients {
  const share = food.unitOfMeasurement === 'UNITS' ? quantity : quantity / food.baselineWeight;
  const scale = (value: number | null) => (value === null ? null : roundToThousandths(value * share));
  return mapNutrients((nutrient) => scale(food[nutrient]));
}

/**
 * A plan's whole kcal a day summed by the database over `meal_plan_foodstuffs i` (see plannedFoodsOf), from
 * the values the plan keeps of each food (migration 0007), rounded per food and then to whole kcal as
 * lib/rules/meal-plan-totals' computeDailyKcal does, so the SQL and the screen agree; 0 without foods.
 * Only the foods with a known energy add to it: PLANNED_UNKNOWN_ENERGY_FOODS counts the others.
 */
export const PLANNED_DAILY_KCAL = sql`round(coalesce(sum(round(i.calories * i.baseline_weight * i.quantity / i.reference_weight, 3)), 0))::float8`;

/** How many of the plan's foods (`i`, as above) have no energy value: its daily kcal is partial when any. */
export const PLANNED_UNKNOWN_ENERGY_FOODS = sql`count(i.id) filter (where i.calories is null)::int`;

/** The joins from a meal plan's id column to its foods as `i`. */
export function plannedFoodsOf(planIdColumn: string) {
  return sql`left join meal_periods mp on mp.meal_plan_id = ${sql.raw(planIdColumn)}
    left join meal_plan_foodstuffs i on i.meal_period_id = mp.id`;
}
