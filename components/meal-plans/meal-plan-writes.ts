// The meal plan's writes (POST, PUT and DELETE of a plan and of its foods' alternatives), and how their
// answers enter the cache of the patient's plans.
import type { ScopedMutator } from 'swr';
import { isRecentFoodstuffsKey } from '@/components/foodstuffs/use-foodstuffs';
import { isHouseholdMeasuresKey } from '@/components/foodstuffs/use-household-measures';
import { readJson } from '@/lib/api/browser/client';
import type {
  CreateMealPlanRequest,
  CreateSubstitutionRequest,
  MealPlan,
  UpdateMealPlanRequest,
  UpdateSubstitutionRequest,
  UserDetail,
} from '@/lib/api/contract';
import { mealPlanPaths } from '@/lib/api/paths/meal-plans';
import { viaProxy } from '@/lib/api/paths/proxy';
import { patientKey } from './use-meal-plans';

/** The plans after a save: the saved one replaces itself; a new one goes first and the old ACTIVE one becomes history. */
function withSavedPlan(plans: readonly MealPlan[], saved: MealPlan, created: boolean): MealPlan[] {
  if (!created) return plans.map((plan) => (plan.id === saved.id ? saved : plan));
  return [
    saved,
    ...plans.map((plan) => (plan.status === 'ACTIVE' ? { ...plan, status: 'INACTIVE' as const } : plan)),
  ];
}

/**
 * The plan's writes. Each answers with the plan, which the cache takes without another request. Loaded with
 * the editor's code (editor-code.ts): the page's first load needs none of it.
 */
export function mealPlanWrites(mutate: ScopedMutator, current: UserDetail) {
  // The cache may hold nothing yet (the server-rendered fallback is not in it): start from what is shown.
  const store = (saved: MealPlan, created: boolean) =>
    mutate(
      patientKey(current.id),
      (user: UserDetail | undefined) => {
        const base = user ?? current;
        return { ...base, meal_plans: withSavedPlan(base.meal_plans, saved, created) };
      },
      { revalidate: false },
    );
  // A saved plan changes her 'Recentes' and the measure each of its foods opens on (last_used): forget both,
  // so the picker asks again rather than show, or skip asking for, what it read before the save. The cache
  // is cleared at once; what is on screen is read again without holding up the save.
  const forgetPlannedFoods = () =>
    mutate((key) => isRecentFoodstuffsKey(key) || isHouseholdMeasuresKey(key), undefined, {
      revalidate: true,
    }).catch(() => {
      // Only a cache that is gone rejects: she left the screen before the answer, and nothing is left to clear.
    });
  return {
    async createPlan(body: CreateMealPlanRequest) {
      const saved = await readJson<MealPlan>(viaProxy(mealPlanPaths.mealPlans()), {
        method: 'POST',
        json: body,
      });
      forgetPlannedFoods();
      await store(saved, true);
      return saved;
    },
    async updatePlan(planId: number, body: UpdateMealPlanRequest) {
      const saved = await readJson<MealPlan>(viaProxy(mealPlanPaths.mealPlan(planId)), {
        method: 'PUT',
        json: body,
      });
      forgetPlannedFoods();
      await store(saved, false);
      return saved;
    },
    /** 'Adicionar substituição': answers the plan with it. */
    async addSubstitution(planId: number, foodId: number, body: CreateSubstitutionRequest) {
      const saved = await readJson<MealPlan>(viaProxy(mealPlanPaths.mealPlanSubstitutions(planId, foodId)), {
        method: 'POST',
        json: body,
      });
      await store(saved, false);
      return saved;
    },
    /** The amounts she adjusted. */
    async updateSubstitution(
      planId: number,
      foodId: number,
      substitutionId: number,
      body: UpdateSubstitutionRequest,
    ) {
      const saved = await readJson<MealPlan>(
        viaProxy(mealPlanPaths.mealPlanSubstitution(planId, foodId, substitutionId)),
        { method: 'PUT', json: body },
      );
      await store(saved, false);
      return saved;
    },
    async removeSubstitution(planId: number, foodId: number, substitutionId: number) {
      const saved = await readJson<MealPlan>(
        viaProxy(mealPlanPaths.mealPlanSubstitution(planId, foodId, substitutionId)),
        { method: 'DELETE' },
      );
      await store(saved, false);
      return saved;
    },
  };
}
