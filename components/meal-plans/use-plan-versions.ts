'use client';

import useSWR from 'swr';
import { readJson } from '@/lib/api/browser/client';
import type { MealPlan, MealPlanVersions } from '@/lib/api/contract';
import { mealPlanPaths } from '@/lib/api/paths/meal-plans';
import { viaProxy } from '@/lib/api/paths/proxy';

/**
 * The plan's earlier versions (GET /v1/meal-plans/{id}/versions), read once shown; read again after each save,
 * since the key carries the plan's updated_at.
 */
export function usePlanVersions(plan: MealPlan) {
  return useSWR(
    [viaProxy(mealPlanPaths.mealPlanVersions(plan.id)), plan.updated_at],
    ([path]: [string, string]) => readJson<MealPlanVersions>(path),
  );
}
