// How much of each nutrient a quantity of a food holds: one rule for the meal log, the meal plan, the
// seed's demo data and the database's sums alike.
import { sql } from 'drizzle-orm';
import { roundToThousandths } from '@/lib/rules/stored-amounts';
import type { foodstuffs } from '../db/schema';

export type NutrientSource = Pick<
  typeof foodstuffs.$inferSelect,
  | 'unitOfMeasurement'
  | 'baselineWeight'
  | 'calories'
  | 'proteins'
  | 'carbohydrates'
  | 'sodium'
  | 'fiber'
  | 'fats'
>;

export interface Nutrients {
  calories: number;
  proteins: number;
  carbohydrates: number;
  sodium: number;
  fiber: number;
  fats: number;
}

/**
 * Nutrients of a logged `quantity` of a food: a count of units for UNITS foods (whose nutrients are per
 * unit, spec 1 §4 conversion), else an amount in the food's own unit. Unknown (NA) nutrients count as 0.
 */
export function computeLoggedNutrients(food: NutrientSource, quantity: number): Nutrients {
  const share = food.unitOfMeasurement === 'UNITS' ? quantity : quantity / food.baselineWeight;
  const scale = (value: number | null) => roundToThousandths((value ?? 0) * share);
  return {
    calories: scale(food.calories),
    proteins: scale(food.proteins),
    carbohydrates: scale(food.carbohydrates),
    sodium: scale(food.sodium),
    fiber: scale(food.fiber),
    fats: scale(food.fats),
  };
}

/**
 * A plan's whole kcal a day summed by the database over `meal_plan_foodstuffs i` (see plannedFoodsOf), from
 * the values the plan keeps of each food (migration 0007), rounded per food and then to whole kcal as
 * lib/rules/meal-plan-totals' computeDailyKcal does, so the SQL and the screen agree; 0 without foods.
 */
export const PLANNED_DAILY_KCAL = sql`round(coalesce(sum(round(coalesce(i.calories, 0) * i.baseline_weight * i.quantity / i.reference_weight, 3)), 0))::float8`;

/** The joins from a meal plan's id column to its foods as `i`. */
export function plannedFoodsOf(planIdColumn: string) {
  return sql`left join meal_periods mp on mp.meal_plan_id = ${sql.raw(planIdColumn)}
    left join meal_plan_foodstuffs i on i.meal_period_id = mp.id`;
}
