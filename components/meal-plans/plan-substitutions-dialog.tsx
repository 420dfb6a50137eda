'use client';

import type { ComponentProps } from 'react';
import type { MealPlan } from '@/lib/api/contract';
import { toDraft } from './meal-plan-draft';
import { SubstitutionsDialog } from './substitutions-dialog';

/**
 * 'Substituições' of a saved food of the plan (by its row's id), read from the plan each render, so each
 * change the API answers lists anew. Loads with the dialog: the page's view needs none of this code.
 */
export function PlanSubstitutionsDialog({
  plan,
  foodId,
  today,
  ...dialog
}: Omit<ComponentProps<typeof SubstitutionsDialog>, 'food' | 'inDraft'> & {
  plan: MealPlan;
  foodId: number | null;
  today: string;
}) {
  const food =
    foodId === null
      ? null
      : (toDraft(plan, 'edit', today)
          .meal_periods.flatMap((period) => period.meal_foodstuffs)
          .find((row) => row.id === foodId) ?? null);
  return <SubstitutionsDialog food={food} {...dialog} />;
}
