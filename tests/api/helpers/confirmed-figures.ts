// The figures a nutritionist confirms a non-equivalent alternative for (lib/rules/substitution-equivalence.ts):
// what the planned food and the alternative bring of the matched nutrient, as the editor shows them.

import type { PlannedFood } from '@/lib/rules/meal-plan-totals';
import type { ConfirmedFigures } from '@/lib/rules/substitution-equivalence';
import { judgeSubstitution } from '@/lib/rules/substitution-equivalence';
import type { SubstitutionBasis } from '@/lib/rules/substitution-proposal';

export function figuresFor(
  food: PlannedFood,
  basis: SubstitutionBasis,
  amounts: { baseline_weight: number; quantity: number },
  alternative: { unit_of_measurement: string; baseline_weight: number; nutrition_information: object },
): ConfirmedFigures {
  const judged = judgeSubstitution(food, {
    basis,
    ...amounts,
    amount_origin: 'TYPED',
    foodstuff: alternative as PlannedFood['foodstuff'] & { unit_of_measurement: string },
  });
  if (judged.status === 'UNKNOWN') throw new Error('no figures: a value is unknown');
  return { food_value: judged.foodValue, alternative_value: judged.alternativeValue };
}
