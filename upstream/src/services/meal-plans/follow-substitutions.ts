// What every write of a plan's foods or alternatives ends with, inside its transaction: each PROPOSED
// alternative is proposed again for its food's amount as saved, and none may be left "não equivalente" (more
// than 10 % off its food, not confirmed for these figures): the save is refused and nothing is written. So a
// plan is never saved with an alternative silently far from its food (lib/rules/substitution-equivalence.ts).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  followingAmounts,
  type JudgedSubstitution,
  judgeSubstitution,
} from '@/lib/rules/substitution-equivalence';
import { BASIS_NUTRIENT } from '@/lib/rules/substitution-proposal';
import type { Db } from '../../db/client';
import { foodstuffs, mealPeriods, mealPlanFoodstuffs, mealPlanSubstitutions } from '../../db/schema';
import { ApiError } from '../../errors';
import { keptNutrients } from './meal-plan-foods';
import { confirmedOf } from './substitution-rows';

/** 1.603 kcal, 12,5 g: Brazilian digits for the refusal's text (the API formats no other number). */
function figure(basis: JudgedSubstitution['basis'], value: number): string {
  if (BASIS_NUTRIENT[basis] !== 'calories')
    return `${String(Math.round(value * 10) / 10).replace('.', ',')} g`;
  return `${String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} kcal`;
}

export async function followAndJudgeSubstitutions(
  tx: Db,
  planId: number,
  { judge = true }: { judge?: boolean } = {},
): Promise<void> {
  const alternativeFood = alias(foodstuffs, 'alternative_food');
  const plannedFood = alias(foodstuffs, 'planned_food');
  const rows = await tx
    .select({
      substitution: mealPlanSubstitutions,
      food: mealPlanFoodstuffs,
      foodName: plannedFood.name,
      alternativeName: alternativeFood.name,
    })
    .from(mealPlanSubstitutions)
    .innerJoin(mealPlanFoodstuffs, eq(mealPlanFoodstuffs.id, mealPlanSubstitutions.mealPlanFoodstuffId))
    .innerJoin(mealPeriods, eq(mealPeriods.id, mealPlanFoodstuffs.mealPeriodId))
    .innerJoin(plannedFood, eq(plannedFood.id, mealPlanFoodstuffs.foodstuffId))
    .innerJoin(alternativeFood, eq(alternativeFood.id, mealPlanSubstitutions.foodstuffId))
    .where(eq(mealPeriods.mealPlanId, planId));

  for (const { substitution: row, food, foodName, alternativeName } of rows) {
    const planned = {
      baseline_weight: food.baselineWeight,
      quantity: food.quantity,
      foodstuff: { baseline_weight: food.referenceWeight, nutrition_information: keptNutrients(food) },
    };
    const stored: JudgedSubstitution = {
      basis: row.basis,
      baseline_weight: row.baselineWeight,
      quantity: row.quantity,
      measure_name: row.measureName,
      amount_origin: row.amountOrigin,
      confirmed: confirmedOf(row),
      foodstuff: {
        unit_of_measurement: row.unitOfMeasurement,
        baseline_weight: row.referenceWeight,
        nutrition_information: keptNutrients(row),
      },
    };
    const following = followingAmounts(planned, stored);
    if (following !== stored) {
      await tx
        .update(mealPlanSubstitutions)
        .set({
          baselineWeight: following.baseline_weight,
          quantity: following.quantity,
          measureName: following.measure_name ?? null,
          confirmedFoodValue: null,
          confirmedAlternativeValue: null,
        })
        .where(eq(mealPlanSubstitutions.id, row.id));
    }
    const judged = judgeSubstitution(planned, following);
    if (judge && judged.status === 'NOT_EQUIVALENT') {
      throw new ApiError(
        400,
        'SUBSTITUTION_NOT_EQUIVALENT',
        `A substituição "${alternativeName}" de "${foodName}" não é equivalente: ` +
          `${figure(row.basis, judged.alternativeValue)} no lugar de ${figure(row.basis, judged.foodValue)}. ` +
          'Use a quantidade proposta ou confirme a sua.',
      );
    }
  }
}
